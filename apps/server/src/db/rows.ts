/**
 * Raw SQL reads, typed: the rows a hand-written query returns, checked against a schema before use; and conditions
 * drizzle writes less well by itself.
 */
import { is, sql, type Column, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import { z } from 'zod';
import type { Db } from './client.ts';

/** Raw SQL answers come back as `{rows}` on both drivers; each row is checked against `row` before use. */
export async function selectRows<T extends z.ZodType>(db: Db, query: SQL, row: T): Promise<z.infer<T>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

/**
 * `column = any(ids)` for uuid columns, with the ids sent as one text parameter rather than one parameter each
 * (drizzle's `inArray` writes `in ($1, …, $200)`). A race list's results, commentators and people are each such a
 * list of a hundred or more ids: measured at 10x, 200 users' refs took 2.6 → 1.8 ms on PGlite and 2.4 → 1.4 ms on
 * PostgreSQL, per query (binding and planning each parameter was most of it). An id that is no uuid fails the cast,
 * as it failed the uuid parameter before.
 */
export function anyUuid(column: Column, ids: readonly string[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;
}

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Runs `reads` side by side on the pool, or one after another on a transaction: a transaction is one connection, and
 * node-postgres deprecates sending a query while another runs on the same client (pg 9 removes it). Seeding the demo
 * on PostgreSQL warned so: a race read back inside the transaction that wrote it (`findRaceById(tx, …)`) asked for
 * its results and commentators at once.
 */
export async function readAll<T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Answers = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers;
}

/**
 * Whether `db` (a database or a transaction) is the embedded database. Its driver copies and parses every field of
 * every row one by one in JavaScript, so its long reads ask for one JSON value instead; PostgreSQL's driver decodes
 * rows cheaply and runs reads side by side on its pool, where the same JSON cost more (docs/performance.md).
 */
export function isEmbedded(db: Db): boolean {
  return is(db._.session, PgliteSession);
}
