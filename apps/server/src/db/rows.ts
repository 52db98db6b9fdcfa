/**
 * Raw SQL reads, typed: the rows a hand-written query returns, checked against a schema before use; and conditions
 * drizzle writes less well by itself.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
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
