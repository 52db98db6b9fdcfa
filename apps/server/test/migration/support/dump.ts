/**
 * Every row of every table, as JSON, and back: the seasons-migration fixture's database (test/migration/).
 * A table is `{columns, rows}`, each row an array in column order (names as PostgreSQL spells them); it is loaded with
 * INSERT … SELECT from json_populate_recordset, which reads each value back into its column's type (timestamps,
 * jsonb, arrays, enums) exactly. Tables are loaded parents first (foreign keys) with triggers aside
 * (session_replication_role = replica: the data-version triggers would count the load as writes), and every sequence
 * is set back to where it was. Drizzle's own bookkeeping (schema `drizzle`) is the migrator's, not data.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';

export interface TableDump {
  columns: string[];
  rows: unknown[][];
}

export interface DatabaseDump {
  /** The last migration of the release that wrote it. */
  migration: string;
  /** Parents before children. */
  tables: Record<string, TableDump>;
  /** Sequence name → [last_value, is_called]. */
  sequences: Record<string, [string, boolean]>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function query<T>(db: Db, text: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

/** The public tables, each after every table it references (a self-reference does not count). */
export async function tablesInForeignKeyOrder(db: Db): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await query<{ child: string; parent: string }>(
    db,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parentsOf.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const parent of parentsOf.get(table) ?? []) visit(parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');

/** Columns a row can be written to (generated columns are computed again). */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

export async function dumpDatabase(db: Db, migration: string): Promise<DatabaseDump> {
  const tables: Record<string, TableDump> = {};
  for (const table of await tablesInForeignKeyOrder(db)) {
    const columns = await writableColumns(db, table);
    const list = columns.map(quote).join(', ');
    // Rows in a stable order (their text form), so that the same database always dumps the same file.
    const [result] = await query<{ rows: unknown[][] | null }>(
      db,
      `select json_agg(json_build_array(${list}) order by t::text) as rows from ${quote(table)} t`,
    );
    tables[table] = { columns, rows: result?.rows ?? [] };
  }
  const sequences: Record<string, [string, boolean]> = {};
  for (const { name } of await query<{ name: string }>(
    db,
    `select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`,
  )) {
    const [state] = await query<{ last: string; called: boolean }>(
      db,
      `select last_value::text as last, is_called as called from ${quote(name)}`,
    );
    if (state) sequences[name] = [state.last, state.called];
  }
  return { migration, tables, sequences };
}

/** Loads a dump into a database migrated to the dump's release, with no rows of its own in the dumped tables. */
export async function loadDump(db: Db, dump: DatabaseDump): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    // The migrations seed a few rows themselves (the tournament's, the data versions'): the dump's replace them.
    for (const table of Object.keys(dump.tables).reverse()) await tx.execute(sql.raw(`delete from ${quote(table)}`));
    for (const [table, { columns, rows }] of Object.entries(dump.tables)) {
      if (rows.length === 0) continue;
      const objects = rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));
      const list = columns.map(quote).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${quote(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quote(table)}, `)}${JSON.stringify(objects)}::json)`,
      );
    }
    for (const [name, [last, called]] of Object.entries(dump.sequences)) {
      await tx.execute(sql`select setval(${quote(name)}, ${last}::bigint, ${called})`);
    }
  });
}
