/** Starts real server processes for the benchmarks, on PGlite or PostgreSQL, seeded by the demo generator. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { ensureTournament } from '../apps/server/src/features/tournament/state.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { eq } from 'drizzle-orm';

export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const YEAR = 2026;

export interface BenchServer {
  url: string;
  pid: number;
  adminSid: string;
  /** Peak resident memory of the server process so far, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export type DbKind = 'postgres' | 'pglite';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** Seeds a fresh database at `size` (undefined = the small demo) and starts a server on it. */
export async function startServer(kind: DbKind, size: number | undefined, port: number): Promise<BenchServer> {
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (kind === 'postgres') {
    const name = `pokered_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'pokered-bench-'));
  }
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? 'unused' });
  await ensureTournament(database.db, YEAR);
  await seedDemo(database.db, { year: YEAR, ...(size === undefined ? {} : { size }) });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.discordUsername, 'admin'));
  if (!admin) throw new Error('demo admin missing');
  const adminSid = await createSession(database.db, admin.id);
  await database.close();

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'off',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TOURNAMENT_YEAR: String(YEAR),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(url, child);
  const pid = child.pid ?? 0;
  let peak = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // process gone
    }
  };
  const sampler = setInterval(sample, 200);
  return {
    url,
    pid,
    adminSid,
    rssMb: () => {
      sample();
      return Math.round(peak);
    },
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await dropDatabase();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
