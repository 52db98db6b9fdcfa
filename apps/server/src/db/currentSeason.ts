/**
 * A runner is an entrant of the current season (rules §34): the role every answer shows is read from the current
 * season's entries, never stored on the person, so a new season starts with no runners and last year's stay
 * entrants of last year.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { seasonEntries } from './entrySchema.ts';
import { users } from './schema.ts';
import { seasons } from './seasonSchema.ts';

/** The year the tournament row names, read in the reader's own statement (migration 0023). */
export const currentSeasonYear: SQL<number> = sql<number>`current_season_year()`;

/**
 * The season a read is of (rules §34): `currentSeasonYear` for the current one, or a year a visitor asked for with
 * `?season=` once resolveSeason (src/http/season.ts) found it. A read takes it as a parameter defaulting to the
 * current season, so the specification's paths read exactly what they read before seasons existed.
 */
export type SeasonYear = SQL<number>;

/** A season named by its year, bound as a parameter. */
export const seasonYearOf = (year: number): SeasonYear => sql<number>`${year}::integer`;

/** Joins a user to their entry in the season of `year`: inner for its runners only, left for everyone. */
export const entryOfUserIn = (year: SeasonYear) =>
  and(eq(seasonEntries.userId, users.id), eq(seasonEntries.year, year)) as SQL;

/** Joins a user to their entry in the current season: inner for runners only, left for everyone. */
export const currentEntryOfUser = entryOfUserIn(currentSeasonYear);

/** 'runner' for an entrant of the current season, else 'commentator' (with a left join on currentEntryOfUser). */
export const roleColumn = sql<
  'runner' | 'commentator'
>`case when ${seasonEntries.userId} is null then 'commentator' else 'runner' end`;

/** The current season's entry columns under the names the answers used when they lived on the user. */
export const currentEntryColumns = {
  currentBracket: seasonEntries.bracket,
  points: seasonEntries.points,
  bestTimeMs: seasonEntries.bestTimeMs,
  bye: seasonEntries.bye,
  withdrawn: seasonEntries.withdrawn,
};

/** A season runs from its first group or draw (rules §34): the writer that makes one marks it. */
export async function markSeasonRunning(tx: Tx, year: number): Promise<void> {
  await tx
    .update(seasons)
    .set({ status: 'running' })
    .where(and(eq(seasons.year, year), eq(seasons.status, 'upcoming')));
}
