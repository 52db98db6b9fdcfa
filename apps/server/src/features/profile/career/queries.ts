/**
 * A runner's career on their profile (rules §37): a row per season they entered, newest first. Five reads whatever
 * the number of seasons, each by the user (indexed) or by the user's seasons: never one query per season. The
 * furthest round and the races raced are worked out in code by the rules of packages/core/career.ts.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { countsAsRaced, furthestRound } from '@pokered/core/career';
import { MISSING_BEST_TIME_MS } from '@pokered/core/time';
import type { CareerSeason } from '@pokered/core/schemas/profile';
import type { Db } from '../../../db/client.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';
import { groupMembers, pickems, raceResults, races } from '../../../db/schema.ts';

/**
 * The user's entries, each with their place in its season's standings table (rules §9): one more than the active
 * entrants of that season strictly ahead by §9's keys (BYE first, points descending, best time ascending with none
 * counted as MISSING_BEST_TIME_MS, as `standingsTable` sorts), so equal keys share a rank; a withdrawn runner has none.
 * Counted in the database, by the season's index, rather than reading every entry of every season (10,000 rows for
 * ten seasons at 10x); test/career.test.ts checks it against `standingsTable`.
 */
function entriesOfUser(db: Db, userId: string) {
  const time = (alias: string) => sql.raw(`coalesce(${alias}.best_time_ms, ${String(MISSING_BEST_TIME_MS)})`);
  return db
    .select({
      year: seasonEntries.year,
      points: seasonEntries.points,
      bestTimeMs: seasonEntries.bestTimeMs,
      withdrawn: seasonEntries.withdrawn,
      // Qualified by hand: drizzle leaves a one-table select's columns unqualified, which the inner `other` would take.
      ahead: sql<number>`(select count(*) from ${seasonEntries} as other where other.year = season_entries.year
        and not other.withdrawn and ((other.bye and not season_entries.bye) or (other.bye = season_entries.bye
        and (other.points > season_entries.points or (other.points = season_entries.points
        and ${time('other')} < ${time('season_entries')})))))::int`.mapWith(Number),
    })
    .from(seasonEntries)
    .where(eq(seasonEntries.userId, userId));
}

/**
 * The user's races, each with their own result in it (none until recorded). Cancelled ones are left out in code
 * (loadCareer): asked in the query, the planner also read the partial index of active races, every season's.
 */
function racesOfUser(db: Db, userId: string) {
  return db
    .select({
      year: races.year,
      round: races.round,
      completed: races.completed,
      cancelled: races.cancelled,
      status: raceResults.status,
    })
    .from(races)
    .leftJoin(raceResults, and(eq(raceResults.raceId, races.id), eq(raceResults.racerId, userId)))
    .where(or(eq(races.racer1, userId), eq(races.racer2, userId), eq(races.racer3, userId)));
}

/**
 * The user's place on each season's Pickems leaderboard they played, as the leaderboard ranks (points descending,
 * equal points sharing a rank): one more than the players of that season with more points. One count per record of
 * theirs, each a range of the (year, points) index (migration 0024), read from the index alone once vacuum has
 * marked the table's pages: an OR of every season's range read the wide Pickems rows themselves (30-50 ms at 10x).
 */
async function pickemsRanksOfUser(db: Db, userId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({
      year: pickems.year,
      ahead: sql<number>`(select count(*) from ${pickems} as other where other.year = pickems.year
        and other.points > pickems.points)::int`.mapWith(Number),
    })
    .from(pickems)
    .where(eq(pickems.userId, userId));
  return new Map(rows.map((row) => [row.year, row.ahead + 1]));
}

/** Values grouped by season year. */
function byYear<T extends { year: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.year, [...(grouped.get(row.year) ?? []), row]);
  return grouped;
}

/** `seasons` of a profile: every season the user entered, newest first; empty for someone who never did. */
export async function loadCareer(db: Db, userId: string): Promise<CareerSeason[]> {
  const [entries, raceRows, memberRows, pickemsRanks] = await Promise.all([
    entriesOfUser(db, userId),
    racesOfUser(db, userId),
    db
      .select({ year: groupMembers.year, round: groupMembers.round })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId)),
    pickemsRanksOfUser(db, userId),
  ]);
  const racesByYear = byYear(raceRows.filter((row) => !row.cancelled));
  const membersByYear = byYear(memberRows);
  return entries
    .sort((a, b) => b.year - a.year)
    .map((entry) => {
      const seasonRaces = racesByYear.get(entry.year) ?? [];
      const rounds = [...seasonRaces, ...(membersByYear.get(entry.year) ?? [])].map((row) => row.round);
      return {
        year: entry.year,
        rank: entry.withdrawn ? null : entry.ahead + 1,
        withdrawn: entry.withdrawn,
        points: entry.points,
        bestTimeMs: entry.bestTimeMs,
        furthestRound: furthestRound(rounds),
        races: seasonRaces.filter(countsAsRaced).length,
        pickemsRank: pickemsRanks.get(entry.year) ?? null,
      };
    });
}
