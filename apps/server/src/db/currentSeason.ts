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

/** Joins a user to their entry in the current season: inner for runners only, left for everyone. */
export const currentEntryOfUser = and(
  eq(seasonEntries.userId, users.id),
  eq(seasonEntries.year, currentSeasonYear),
) as SQL;

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
