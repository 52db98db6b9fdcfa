/** Starts real server processes for the benchmarks, on PGlite or PostgreSQL, seeded by the demo generator. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { ensureTournament } from '../apps/server/src/features/tournament/state.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { sessionXsrfToken } from '../apps/server/src/http/csrf.ts';

export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The benchmark servers' session secret: the load scripts compute the admin's session-bound XSRF token from it. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-0123456789abcdef0123';

/** The cookie and header an admin's write needs (the XSRF token is bound to the session, rules §2). */
export function adminWriteHeaders(sid: string): Record<string, string> {
  const xsrf = sessionXsrfToken(BENCH_SESSION_SECRET, sid);
  return { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}
export const YEAR = 2026;

export interface BenchServer {
  url: string;
  pid: number;
  /** Where the server's stdout (its log) goes. */
  logPath: string;
  adminSid: string;
  /** Peak resident memory of the server process so far, in MB. */
  rssMb(): number;
  /** Resets the peak (e.g. to measure the RSS under load only, after seeding and start-up). */
  resetRss(): void;
  stop(): Promise<void>;
}

export type DbKind = 'postgres' | 'pglite';

/** A seeded database the server can be started on (several times: the profiler reuses one). */
export interface SeededDatabase {
  kind: DbKind;
  databaseUrl?: string;
  dataDir?: string;
  adminSid: string;
  drop(): Promise<void>;
}

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

function databaseUrlFor(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** An admin session on a seeded database (made before the server starts, as a real login would). */
async function adminSession(
  kind: DbKind,
  databaseUrl: string | undefined,
  dataDir: string | undefined,
): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? 'unused' });
  try {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.discordUsername, 'admin'));
    if (!admin) throw new Error(`demo admin missing in the ${kind} database`);
    return await createSession(database.db, admin.id);
  } finally {
    await database.close();
  }
}

/**
 * Seeds a fresh database at `size` (undefined = the small demo). With `keepName` (PostgreSQL only) the
 * database gets that name and is reused when it already exists (profiling runs, not the benchmark).
 */
export async function seedDatabase(kind: DbKind, size: number | undefined, keepName?: string): Promise<SeededDatabase> {
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let drop = async (): Promise<void> => undefined;
  if (kind === 'postgres') {
    const name = keepName ?? `pokered_bench_${randomBytes(4).toString('hex')}`;
    databaseUrl = databaseUrlFor(name);
    if (keepName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      await admin.end();
      if (found.rowCount)
        return { kind, databaseUrl, adminSid: await adminSession(kind, databaseUrl, undefined), drop };
    }
    await adminQuery(`create database ${name}`);
    if (!keepName) drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pokered-bench-'));
    dataDir = dir;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? 'unused' });
  try {
    await ensureTournament(database.db, YEAR);
    await seedDemo(database.db, { year: YEAR, ...(size === undefined ? {} : { size }) });
  } finally {
    await database.close();
  }
  return { kind, databaseUrl, dataDir, adminSid: await adminSession(kind, databaseUrl, dataDir), drop };
}

/**
 * The node options of the server's own `npm start` (apps/server/package.json), e.g. its heap limit: the
 * benchmark runs the server the way production does.
 */
function startOptions(): string[] {
  const manifest = JSON.parse(readFileSync('apps/server/package.json', 'utf8')) as { scripts: { start: string } };
  const words = manifest.scripts.start.split(/\s+/);
  if (words[0] !== 'node' || !['src/main.ts', 'dist/main.js'].includes(words.at(-1) ?? ''))
    throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  // `npm start` runs the esbuild bundle (dist/main.js); the bench runs the source it is made from, through tsx.
  const options = words.slice(1, -1);
  return options.includes('tsx') ? options : [...options, '--import', 'tsx'];
}

/** Starts the server on a seeded database; `nodeArgs` go to node (e.g. --cpu-prof), `extraEnv` to the server. */
export async function serve(
  database: SeededDatabase,
  port: number,
  nodeArgs: readonly string[] = [],
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  // The server logs as it does in production (LOG_LEVEL's default, info), into a file (`logPath`) rather than this
  // terminal; BENCH_LOG_LEVEL=debug measures it with a line per request. Start-up failures still show here (stderr).
  const logPath = join(tmpdir(), `pokered-bench-server-${String(port)}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, [...nodeArgs, ...startOptions(), 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'off',
      RATE_LIMITS: 'off',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_ENV: 'development',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      TOURNAMENT_YEAR: String(YEAR),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }),
      ...extraEnv,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
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
    logPath,
    adminSid: database.adminSid,
    rssMb: () => {
      sample();
      return Math.round(peak);
    },
    resetRss: () => {
      peak = 0;
    },
    async stop() {
      clearInterval(sampler);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

/** Seeds a fresh database at `size` (undefined = the small demo) and starts a server on it; stop() drops it. */
export async function startServer(kind: DbKind, size: number | undefined, port: number): Promise<BenchServer> {
  const database = await seedDatabase(kind, size);
  try {
    const server = await serve(database, port);
    return {
      ...server,
      async stop() {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
