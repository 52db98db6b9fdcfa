/**
 * The data version (table data_version): a random token the triggers of migrations 0002 and 0008 replace at the
 * commit of every transaction that changed a row of a table the public reads show (a write that changed nothing,
 * e.g. a login rewriting a user's Discord fields as they were, keeps it). Equal tokens mean equal data, so anything derived
 * from those tables can be kept in memory under the token it was read at (the Pickems facts).
 *
 * Versions per data area (migration 0021, docs/decisions/018-versions-per-area.md): one token per area of the public
 * data, replaced by the same triggers at the commit of every transaction that changed that area, whoever wrote (this
 * process, another server process on the same PostgreSQL, a script). A cached answer or page names the areas it reads
 * and is valid while their tokens are unchanged (src/http/readCache.ts, src/web/pages.ts), so a write to one area
 * leaves every answer that does not read it kept.
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { dataAreaVersions, dataVersion } from './privateSchema.ts';
import { sharedRead } from './sharedRead.ts';

/*
 * PGlite: the data versions served from memory between writes (rules §35, docs/decisions/021-pglite-versions-in-memory.md).
 *
 * Every cached page and API answer asks for the areas' versions (below). On PostgreSQL that read
 * must go to the database: another server process or a script may have written. On PGlite no other process can
 * (one process per data directory, ADR 007), so every change goes through this process's one PGlite client: counting
 * the statements that may write, as they start and as they end, tells whether a version read is still the current
 * one. A cached request then costs no query at all; a profile of `/standings` under load had PGlite's engine in
 * 40 % of the server's CPU for that one small read.
 *
 * Conservative on purpose: every statement that does not start with `select` counts as a write (inserts, updates,
 * `with` queries, DDL), and so does every transaction and `exec`, whatever they run.
 */

/** Bumped when a statement that may write starts and again when it ends (committed or not). */
export interface WriteCount {
  writes: number;
}

const counts = new WeakMap<object, WriteCount>();

const READ_ONLY = /^\s*select\b/i;

/**
 * Wraps the client's `query`, `exec` and `transaction` to count the statements that may write; `handle` (the Drizzle
 * database over this client) is what the version reads are keyed by.
 */
export function countWrites(client: PGlite, handle: object): WriteCount {
  const count: WriteCount = { writes: 0 };
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    count.writes++;
    try {
      return await run();
    } finally {
      count.writes++;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, ...rest: unknown[]) => {
    const run = () => (query as (sql: string, ...rest: unknown[]) => Promise<unknown>)(sql, ...rest);
    return READ_ONLY.test(sql) ? run() : around(run);
  }) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => around(() => exec(...args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    around(() => transaction(...args))) as PGlite['transaction'];
  counts.set(handle, count);
  return count;
}

/**
 * `read` kept between writes when `handle` is a PGlite database whose writes are counted; `read` itself otherwise
 * (PostgreSQL: other processes write too). A kept value is answered only while no statement that may write has
 * started since its read started, so it is exactly what a read now would answer. A read that a write overlapped is
 * answered to its caller but not kept.
 */
export function keptUntilWrite<T>(handle: object, read: () => Promise<T>): () => Promise<T> {
  const count = counts.get(handle);
  if (!count) return read;
  let kept: { at: number; value: T } | null = null;
  return async () => {
    if (kept?.at === count.writes) return kept.value;
    const at = count.writes;
    const value = await read();
    if (count.writes === at) kept = { at, value };
    return value;
  };
}

function versionQuery(db: Db) {
  return db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1));
}

/**
 * Built once per database handle and prepared once per connection: every cached read asks for the token, and
 * building the query anew each time cost more than running it.
 */
const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof versionQuery>['prepare']>>();

async function queryDataVersion(db: Db): Promise<string | null> {
  let query = prepared.get(db);
  if (!query) {
    query = versionQuery(db).prepare('read_data_version');
    prepared.set(db, query);
  }
  const [row] = await query.execute();
  return row?.version ?? null;
}

const shared = new WeakMap<Db, () => Promise<string | null>>();

/**
 * The current token; null when the row is missing (a database before migration 0002: keep nothing).
 *
 * It reflects every transaction committed before this call: concurrent callers share one read, but never one that
 * started before they called (src/db/sharedRead.ts). Every cached read asks for the token; one query per request
 * was most of the database's work under load, and queued the requests behind the pool's ten connections.
 */
export function readDataVersion(db: Db): Promise<string | null> {
  let read = shared.get(db);
  if (!read) {
    // PGlite: answered from memory until a write (countWrites in src/db/dataVersion.ts); PostgreSQL: one shared query.
    read = keptUntilWrite(
      db,
      sharedRead(() => queryDataVersion(db)),
    );
    shared.set(db, read);
  }
  return read();
}

/**
 * One value derived from the data, rebuilt only when the data version changed. Read outside any write
 * transaction: a transaction's own uncommitted writes do not change the token until it commits.
 */
export function perDataVersion<T>(build: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  let kept: { version: string; value: T } | null = null;
  return async (db) => {
    const version = await readDataVersion(db);
    if (version !== null && kept?.version === version) return kept.value;
    const value = await build(db);
    // Kept only if nothing committed while it was built, so the value is exactly that version's.
    if (version !== null && (await readDataVersion(db)) === version) kept = { version, value };
    return value;
  };
}

/**
 * The areas, as migrations 0021 and 0022 seed them (which tables and columns each covers: see there; 0022 adds
 * `seasons`, the table of the same name).
 */
export const DATA_AREAS = [
  'users',
  'user_profiles',
  'tournament',
  'groups',
  'races',
  'results',
  'pickems',
  'hall_of_fame',
  'draws',
  'seasons',
] as const;

export type DataArea = (typeof DATA_AREAS)[number];

/** Every area's token at one moment: an area missing from the database has none (nothing reading it is kept). */
export type AreaVersions = ReadonlyMap<string, string>;

function versionsQuery(db: Db) {
  return db.select({ area: dataAreaVersions.area, version: dataAreaVersions.version }).from(dataAreaVersions);
}

/** Built once per database handle and prepared once per connection, as the data version's query. */
const preparedAreas = new WeakMap<Db, ReturnType<ReturnType<typeof versionsQuery>['prepare']>>();
const sharedAreas = new WeakMap<Db, () => Promise<AreaVersions>>();

async function queryAreaVersions(db: Db): Promise<AreaVersions> {
  let query = preparedAreas.get(db);
  if (!query) {
    query = versionsQuery(db).prepare('read_data_area_versions');
    preparedAreas.set(db, query);
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.area, row.version]));
}

/**
 * Every area's token in one query (nine rows of one small table), reflecting every transaction committed before this
 * call: concurrent callers share one read, never one that started before they asked (src/db/sharedRead.ts).
 */
export function readAreaVersions(db: Db): Promise<AreaVersions> {
  let read = sharedAreas.get(db);
  if (!read) {
    // PGlite: answered from memory until a write (countWrites in src/db/dataVersion.ts); PostgreSQL: one shared query.
    read = keptUntilWrite(
      db,
      sharedRead(() => queryAreaVersions(db)),
    );
    sharedAreas.set(db, read);
  }
  return read();
}

/**
 * The version of what reads `areas`: their tokens, in a fixed order. Null when one has no token (a database before
 * migration 0021): then nothing is kept.
 */
export function versionOf(versions: AreaVersions, areas: readonly string[]): string | null {
  const parts: string[] = [];
  for (const area of [...areas].sort()) {
    const token = versions.get(area);
    if (token === undefined) return null;
    parts.push(`${area}:${token}`);
  }
  return parts.join(' ');
}
