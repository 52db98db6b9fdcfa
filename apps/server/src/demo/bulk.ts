/** Multi-row inserts in chunks: the demo writes thousands of rows, one statement per chunk instead of per row. */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below with any row width. */
const MAX_PARAMETERS = 30_000;

export async function insertChunked<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const width = Math.max(1, Object.keys(first).length);
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / width));
  for (let start = 0; start < rows.length; start += perChunk) {
    await tx.insert(table).values(rows.slice(start, start + perChunk));
  }
}
