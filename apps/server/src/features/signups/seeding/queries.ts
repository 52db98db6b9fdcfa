/**
 * What the seeding reads (rules §39): the entrants, their final rank in the season before, their racetime.gg
 * accounts and claimed personal bests, and the cached racetime.gg leaderboard times.
 */
import { and, eq, inArray, lt, max } from 'drizzle-orm';
import { standingsTable } from '@pokered/core/standings';
import type { SeedFacts } from '@pokered/core/signups';
import type { Db, Tx } from '../../../db/client.ts';
import { seasonYearOf } from '../../../db/currentSeason.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';
import { users } from '../../../db/schema.ts';
import { seasons } from '../../../db/seasonSchema.ts';
import { racetimeLeaderboardTimes, seasonSignups } from '../../../db/signupSchema.ts';
import { loadRunnerFigures } from '../../tournament/queries.ts';

/** The final standings rank (rules §9, as careers show it, rules §37) of each runner of the season before `year`. */
export async function lastSeasonRanks(db: Db, year: number): Promise<Map<string, number>> {
  const [before] = await db
    .select({ year: max(seasons.year) })
    .from(seasons)
    .where(lt(seasons.year, year));
  if (before?.year == null) return new Map();
  const table = standingsTable(await loadRunnerFigures(db, seasonYearOf(before.year)));
  const ranks = new Map<string, number>();
  for (const row of table.standings) if (row.rank !== null) ranks.set(row._id, row.rank);
  return ranks;
}

export interface Entrant {
  userId: string;
  racetimeId: string | null;
  claimedBestMs: number | null;
}

/** The season's entrants holding a place (not withdrawn): those the Round 1 draft draws. */
export async function loadEntrants(tx: Tx, year: number): Promise<Entrant[]> {
  return tx
    .select({
      userId: seasonEntries.userId,
      racetimeId: users.racetimeId,
      claimedBestMs: seasonSignups.personalBestMs,
    })
    .from(seasonEntries)
    .innerJoin(users, eq(users.id, seasonEntries.userId))
    .leftJoin(seasonSignups, and(eq(seasonSignups.year, year), eq(seasonSignups.userId, seasonEntries.userId)))
    .where(and(eq(seasonEntries.year, year), eq(seasonEntries.withdrawn, false)));
}

/**
 * The cached best times of these racetime.gg accounts in the category: the season's goal's when it names one, else
 * the best over every goal of the category.
 */
export async function leaderboardTimes(
  tx: Tx,
  category: string,
  goal: string | null,
  racetimeIds: readonly string[],
): Promise<Map<string, number>> {
  if (racetimeIds.length === 0) return new Map();
  const rows = await tx
    .select({ racetimeId: racetimeLeaderboardTimes.racetimeId, bestTimeMs: racetimeLeaderboardTimes.bestTimeMs })
    .from(racetimeLeaderboardTimes)
    .where(
      and(
        eq(racetimeLeaderboardTimes.category, category),
        inArray(racetimeLeaderboardTimes.racetimeId, [...racetimeIds]),
        ...(goal === null ? [] : [eq(racetimeLeaderboardTimes.goal, goal)]),
      ),
    );
  const best = new Map<string, number>();
  for (const row of rows) {
    const held = best.get(row.racetimeId);
    if (held === undefined || row.bestTimeMs < held) best.set(row.racetimeId, row.bestTimeMs);
  }
  return best;
}

/** Each entrant's facts for `seedEntrants` (packages/core/src/signups.ts). */
export function seedFacts(
  entrants: readonly Entrant[],
  ranks: ReadonlyMap<string, number>,
  times: ReadonlyMap<string, number>,
): SeedFacts[] {
  return entrants.map((entrant) => ({
    userId: entrant.userId,
    lastSeasonRank: ranks.get(entrant.userId) ?? null,
    racetimeBestMs: entrant.racetimeId === null ? null : (times.get(entrant.racetimeId) ?? null),
    claimedBestMs: entrant.claimedBestMs,
  }));
}
