/**
 * The number of rows in every table of the tournament's data, by table name: what a refused or killed write must
 * leave as it was (an import, rules §40). Every table, listed from the database itself, so a table added later is
 * counted without a list to keep up; the data versions' machinery is left out (its tokens change with any commit).
 */
const MACHINERY = new Set(['data_version', 'data_version_pending', 'data_area_versions', 'data_area_pending']);

/** A statement runner: the app's database or a plain `pg` client, whichever the test holds. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

export async function tableCounts(run: RunQuery): Promise<Record<string, number>> {
  const tables = (await run(`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => String(row.tablename))
    .filter((name) => !MACHINERY.has(name));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await run(`select count(*)::int as n from "${table}"`);
    counts[table] = Number(row?.n);
  }
  return counts;
}
