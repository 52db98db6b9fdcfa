/**
 * A completed season's final places (rules §37): each entrant's rank in the season's standings as rules §9 ranks
 * them (packages/core/standings.ts), stored on the entry so that a profile reads its past seasons' places rather
 * than ranking every one of them again (issue 26's budget). Stored when the season completes and again whenever its
 * figures are written (an admin's correction, an import); a running season stores none, its places still move.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { SeasonYear } from '../../../db/currentSeason.ts';
import { seasons } from '../../../db/seasonSchema.ts';
import { readSeasonPlaces } from './queries.ts';

/** Rows per UPDATE … FROM (VALUES …): 2 parameters each stays far below PostgreSQL's 65,535. */
const RANKS_CHUNK = 5_000;

/**
 * Stores the final places of season `year` if it is completed; does nothing while it is not. Call after its figures
 * are written, in the same transaction.
 */
export async function storeFinalRanks(tx: Tx, year: SeasonYear): Promise<void> {
  const [season] = await tx.select({ status: seasons.status }).from(seasons).where(eq(seasons.year, year));
  if (season?.status !== 'completed') return;
  const standings = await readSeasonPlaces(tx, year);
  for (let start = 0; start < standings.length; start += RANKS_CHUNK) {
    const rows = standings
      .slice(start, start + RANKS_CHUNK)
      .map((row) => sql`(${row.userId}::uuid, ${row.rank}::integer)`);
    await tx.execute(sql`
      update season_entries as e set final_rank = v.rank
      from (values ${sql.join(rows, sql`, `)}) as v(id, rank)
      where e.user_id = v.id and e.year = ${year} and e.final_rank is distinct from v.rank`);
  }
}
