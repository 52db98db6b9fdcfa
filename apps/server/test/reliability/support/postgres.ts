/**
 * PostgreSQL for the multi-process tests. These tests never skip: without TEST_DATABASE_URL they use
 * the local server at postgres://postgres@127.0.0.1:5432/postgres, and when no PostgreSQL answers
 * they fail with a message saying how to provide one.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of a PostgreSQL server that may create databases; throws a clear error when none answers. */
export async function requirePostgres(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    throw new Error(
      `This test needs PostgreSQL and none answers at ${url} (${(error as Error).message}). ` +
        'Start one (e.g. `pg_ctlcluster 15 main start`) or set TEST_DATABASE_URL to a server where the user may create databases.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `adminUrl`; `drop()` removes it (connections included). */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `pokered_rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The directory holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest)
    throw new Error('No PostgreSQL server binaries (initdb, pg_ctl) found: install postgresql or set PG_BIN.');
  return join(root, newest, 'bin');
}

/** Runs a PostgreSQL binary; as root it runs as the `postgres` OS user, which PostgreSQL requires. */
async function asPostgres(binary: string, args: string[]): Promise<string> {
  const path = join(postgresBinDir(), binary);
  if (process.getuid?.() === 0) {
    const quoted = [path, ...args].map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ');
    const { stdout } = await run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
    return stdout;
  }
  const { stdout } = await run(path, args);
  return stdout;
}

export interface Cluster {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** A throwaway PostgreSQL cluster in a temp directory on a free port (toolchain notes §3). */
export async function createCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pokered-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    port,
    async start() {
      await asPostgres('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-o',
        `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1`,
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
