/**
 * A new, empty world for each test of a file that shares one app (issue 24 item 7): every table of the tournament's
 * data emptied in one statement, then the tournament row and its season made again as `createTestApp` makes them.
 * One app per file stays (building an app and migrating a database costs far more than emptying its tables), while
 * no test leans on what another wrote: each builds what it needs through the shared builders.
 *
 * Kept: the migrations' own bookkeeping and the data versions' rows (the triggers replace their tokens at the
 * commit of the truncate, so every cached answer and page of the app is dropped with the data).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { TEST_YEAR, type TestApp } from './app.ts';

/** Tables whose rows are the database's machinery, not the tournament's data. */
const MACHINERY = new Set(['data_version', 'data_version_pending', 'data_area_versions', 'data_area_pending']);

const tablesOf = new WeakMap<object, Promise<string[]>>();

async function dataTables(t: Pick<TestApp, 'db'>): Promise<string[]> {
  let tables = tablesOf.get(t.db);
  if (!tables) {
    tables = t.db
      .execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
      .then((result) =>
        rowsOf<{ tablename: string }>(result)
          .map((row) => row.tablename)
          .filter((name) => !MACHINERY.has(name)),
      );
    tablesOf.set(t.db, tables);
  }
  return tables;
}

/** Empties the world of `t` and makes the tournament of `year` (the test year unless told) in Round 1 again. */
export async function freshWorld(t: Pick<TestApp, 'db'>, year: number = TEST_YEAR): Promise<void> {
  const tables = await dataTables(t);
  const list = tables.map((name) => `"${name}"`).join(', ');
  await t.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
  await ensureTournament(t.db, year);
}
