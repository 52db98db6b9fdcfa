/**
 * A full, ordered dump of every table of src/db/schema.ts, seasonSchema.ts and privateSchema.ts. Tests compare two dumps to prove that a
 * refused call changed nothing at all. Tables come from the schema module itself, so a table added
 * later is covered without touching this file.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../src/db/client.ts';
import * as privateSchema from '../../../src/db/privateSchema.ts';
import * as publicSchema from '../../../src/db/schema.ts';
import * as entrySchema from '../../../src/db/entrySchema.ts';
import * as seasonSchema from '../../../src/db/seasonSchema.ts';

const schema = { ...publicSchema, ...seasonSchema, ...entrySchema, ...privateSchema };

export type Snapshot = Record<string, string[]>;

/**
 * The read cache's data version (migration 0002) and the versions per area (0021) are left out: their triggers
 * replace the tokens whenever a commit changed one of the other tables, whose rows the dump compares anyway; they
 * hold no data of their own.
 */
const DERIVED_TABLES = new Set(['data_version', 'data_version_pending', 'data_area_versions', 'data_area_pending']);

export const tableNames: readonly string[] = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => !DERIVED_TABLES.has(name))
  .sort();

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('unexpected query result shape');
  return rows as Record<string, unknown>[];
}

/** JSON with object keys sorted at every depth (jsonb columns included), so equal rows serialise equally. */
function stableStringify(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Rows are serialised and sorted, so the dump does not depend on physical row order. */
export async function snapshotDatabase(db: Db): Promise<Snapshot> {
  const dump: Snapshot = {};
  for (const name of tableNames) {
    const rows = rowsOf(await db.execute(sql.raw(`select * from "${name}"`)));
    dump[name] = rows.map(stableStringify).sort();
  }
  return dump;
}

/** The names of the tables whose rows differ between two dumps (empty when nothing changed). */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return tableNames.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
