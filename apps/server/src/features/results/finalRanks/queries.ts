/**
 * A season's places as its standings table ranks them (rules §9, core's `standingsTable`), read from its entries: what
 * a completed season stores as final ranks (mutations.ts, rules §37) and what careers show for the current season.
 */
import { eq } from 'drizzle-orm';
import { standingsTable } from '@pokered/core/standings';
import type { Db, Tx } from '../../../db/client.ts';
import type { SeasonYear } from '../../../db/currentSeason.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';

/** Each entrant of season `year` with their rank; null for a withdrawn one. */
export async function readSeasonPlaces(
  db: Db | Tx,
  year: SeasonYear,
): Promise<{ userId: string; rank: number | null }[]> {
  const entries = await db
    .select({
      userId: seasonEntries.userId,
      points: seasonEntries.points,
      bestTournamentTimeMilliseconds: seasonEntries.bestTimeMs,
      bye: seasonEntries.bye,
      withdrawn: seasonEntries.withdrawn,
    })
    .from(seasonEntries)
    .where(eq(seasonEntries.year, year));
  // The display name orders equal rows for showing them; it never changes a rank.
  const { standings } = standingsTable(entries.map((entry) => ({ ...entry, displayName: '' })));
  return standings.map(({ userId, rank }) => ({ userId, rank }));
}
