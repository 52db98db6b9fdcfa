/** Raw SQL reads, typed: the rows a hand-written query returns, checked against a schema before use. */
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client.ts';

/** Raw SQL answers come back as `{rows}` on both drivers; each row is checked against `row` before use. */
export async function selectRows<T extends z.ZodType>(db: Db, query: SQL, row: T): Promise<z.infer<T>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}
