/**
 * Opens the database: real PostgreSQL when DATABASE_URL is set, embedded PGlite in DATA_DIR otherwise.
 * Migrations in ../../drizzle are applied at every start.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as privateSchema from './privateSchema.ts';
import * as publicSchema from './schema.ts';
import * as entrySchema from './entrySchema.ts';
import * as seasonSchema from './seasonSchema.ts';
import * as importSchema from './importSchema.ts';
import * as signupSchema from './signupSchema.ts';

/**
 * Every table, for Drizzle: the public ones (schema.ts, and a season's in seasonSchema.ts, entrySchema.ts and
 * signupSchema.ts) and those no public read shows (privateSchema.ts).
 */
const schema = { ...publicSchema, ...seasonSchema, ...entrySchema, ...importSchema, ...signupSchema, ...privateSchema };
import { lockDataDir } from './dataDirLock.ts';
import { countWrites } from './dataVersion.ts';
import { serverRoot } from '../paths.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; inside a transaction use only this, never the outer Db (PGlite would wait forever). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database responds right now. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other process runs work under the same `key` on this database (PostgreSQL: a
   * session advisory lock held on a connection of its own; PGlite: one process per data directory already).
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_242_001;

const migrationsFolder = join(serverRoot, 'drizzle');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** A directory, or 'memory://' for a throwaway in-memory database (tests). */
  dataDir: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/**
 * How long a process waits for another's exclusive work (migrations, the demo's first load) before it gives up. Not
 * the 10 s `query_timeout` of every other query: seeding the demo on a busy machine took longer, and the second of
 * two servers started at once then failed with "Query read timeout" instead of starting (test/reliability/demoSeed).
 */
const LOCK_WAIT_MS = 5 * 60_000;

/** `pg_advisory_lock(key)` with LOCK_WAIT_MS as its own timeout (node-postgres reads `query_timeout` per query too). */
function lockWait(key: number): pg.QueryConfig {
  const query: pg.QueryConfig & { query_timeout: number } = {
    text: 'select pg_advisory_lock($1)',
    values: [key],
    query_timeout: LOCK_WAIT_MS,
  };
  return query;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the database is down, so requests answer 503 quickly instead of hanging.
    connectionTimeoutMillis: 1500,
    query_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusively = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query(lockWait(key));
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      lock.release();
    }
  };
  // Several server processes may start at once on one database: migrate one at a time, or two
  // processes race to create the same tables and one fails to start.
  await exclusively(MIGRATION_LOCK_KEY, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    exclusively,
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = (): void => undefined;
  let client: PGlite;
  if (inMemory) {
    client = new PGlite();
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    try {
      client = new PGlite(join(dir, 'pglite'));
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // No other process can write here: the data versions are read again only after a write (countWrites in src/db/dataVersion.ts).
  countWrites(client, db);
  return {
    db,
    kind: 'pglite',
    // One process per data directory (the flock in lock.ts), and PGlite runs one query at a time.
    exclusively: (_key, work) => work(),
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The rows of a raw `db.execute(sql…)` answer: both drivers answer `{ rows }`, which Drizzle types as unknown. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
