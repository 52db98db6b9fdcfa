/**
 * Ten completed seasons behind the current one, for `npm run bench -- --only seasons` (issue 26): each a copy of the
 * current season's rows (entries, groups and members, races with results and commentators, Pickems) under an
 * earlier year, new ids throughout, dates moved back a year per season. Written in SQL so that a 10× database gets
 * its ten seasons in seconds; the figures are the current season's, which is all a read's cost depends on.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { seasonYearOf } from '../apps/server/src/db/currentSeason.ts';
import { storeFinalRanks } from '../apps/server/src/features/results/finalRanks/mutations.ts';
import type { SeededDatabase } from './servers.ts';

const YEAR_S = 365 * 86_400;

/** Copies rows of `table` of year `from` to year `to`, replacing the named columns with SQL expressions of `t`. */
const copyRows = (table: string, from: number, to: number, replace: string, join = '') =>
  sql.raw(`insert into ${table}
    select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${replace})).*
    from ${table} t ${join} where t.year = ${String(from)}`);

export async function addPastSeasons(seeded: SeededDatabase, count: number): Promise<number[]> {
  const opened = await openDatabase({ databaseUrl: seeded.databaseUrl, dataDir: seeded.dataDir ?? 'unused' });
  const { db } = opened;
  try {
    const years = await db.transaction(async (tx) => {
      const [row] = rowsOf<{ current: number; oldest: number }>(
        await tx.execute(
          sql`select (select year from tournament where id = 1) as current, min(year) as oldest from seasons`,
        ),
      );
      if (!row) throw new Error('no tournament row');
      const years = Array.from({ length: count }, (_, i) => row.oldest - 1 - i);
      for (const year of years) {
        const shift = String((row.current - year) * YEAR_S);
        const to = String(year);
        await tx.execute(
          sql`insert into seasons (year, status, stage, completed_at) values (${year}, 'completed', 'completed', now())`,
        );
        await tx.execute(copyRows('season_entries', row.current, year, `jsonb_build_object('year', ${to})`));
        await tx.execute(sql`drop table if exists bench_ids`);
        await tx.execute(
          sql.raw(`create temp table bench_ids on commit drop as
          select id as old_id, gen_random_uuid() as new_id from groups where year = ${String(row.current)}
          union all select id, gen_random_uuid() from races where year = ${String(row.current)}`),
        );
        await tx.execute(
          copyRows(
            'groups',
            row.current,
            year,
            `jsonb_build_object('year', ${to}, 'id', m.new_id)`,
            'join bench_ids m on m.old_id = t.id',
          ),
        );
        await tx.execute(
          copyRows(
            'group_members',
            row.current,
            year,
            `jsonb_build_object('year', ${to}, 'group_id', m.new_id)`,
            'join bench_ids m on m.old_id = t.group_id',
          ),
        );
        await tx.execute(
          copyRows(
            'races',
            row.current,
            year,
            `jsonb_build_object('year', ${to}, 'id', m.new_id, 'group_id', g.new_id, 'race_date_time', t.race_date_time - ${shift})`,
            'join bench_ids m on m.old_id = t.id left join bench_ids g on g.old_id = t.group_id',
          ),
        );
        for (const table of ['race_results', 'race_commentators']) {
          await tx.execute(
            sql.raw(`insert into ${table}
            select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object('race_id', m.new_id))).*
            from ${table} t join bench_ids m on m.old_id = t.race_id`),
          );
        }
        await tx.execute(copyRows('pickems', row.current, year, `jsonb_build_object('year', ${to})`));
        // As the server does when a season completes (rules §37): its final places stored on the entries.
        await storeFinalRanks(tx, seasonYearOf(year));
      }
      return years;
    });
    // As autovacuum would soon after: the planner reads ten seasons' worth of rows by their real counts, and the
    // visibility map lets counts over an index (a Pickems rank, rules §37) skip the rows themselves.
    await db.execute(sql`vacuum analyze`);
    return years;
  } finally {
    await opened.close();
  }
}
