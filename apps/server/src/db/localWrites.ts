/**
 * PGlite's data versions served from memory between writes (rules §35, docs/decisions/021-pglite-versions-in-memory.md).
 *
 * Every cached page and API answer asks for the areas' versions (src/db/dataVersion.ts). On PostgreSQL that read
 * must go to the database: another server process or a script may have written. On PGlite no other process can
 * (one process per data directory, ADR 007), so every change goes through this process's one PGlite client: counting
 * the statements that may write, as they start and as they end, tells whether a version read is still the current
 * one. A cached request then costs no query at all; a profile of `/standings` under load had PGlite's engine in
 * 40 % of the server's CPU for that one small read.
 *
 * Conservative on purpose: every statement that does not start with `select` counts as a write (inserts, updates,
 * `with` queries, DDL), and so does every transaction and `exec`, whatever they run.
 */
import type { PGlite } from '@electric-sql/pglite';

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
  client.exec = ((...args: Parameters<PGlite['exec']>) => around(() => exec(...args))) as PGlite['exec'];
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
