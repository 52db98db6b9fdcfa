/**
 * A runner's career on their profile (rules §37): a row per season they entered, newest first. Four reads whatever
 * the number of seasons, each by the user (indexed) or by the user's years, and the figures derived in code by the
 * rules of packages/core/career.ts: never one query per season.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { countsAsRaced, furthestRound, seasonRank, type CareerStanding } from '@pokered/core/career';
import type { CareerSeason } from '@pokered/core/schemas/profile';
import type { Db } from '../../db/client.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { groupMembers, pickems, raceResults, races } from '../../db/schema.ts';

/** Every entry of every season the user entered: their own rows and the ones their rank is counted among. */
function standingsOfUserSeasons(db: Db, userId: string) {
  const userYears = db.select({ year: seasonEntries.year }).from(seasonEntries).where(eq(seasonEntries.userId, userId));
  return db
    .select({
      year: seasonEntries.year,
      userId: seasonEntries.userId,
      points: seasonEntries.points,
      bestTournamentTimeMilliseconds: seasonEntries.bestTimeMs,
      bye: seasonEntries.bye,
      withdrawn: seasonEntries.withdrawn,
    })
    .from(seasonEntries)
    .where(inArray(seasonEntries.year, userYears));
}

/** The user's races that were not cancelled, each with their own result in it (none until recorded). */
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
    .where(
      and(eq(races.cancelled, false), or(eq(races.racer1, userId), eq(races.racer2, userId), eq(races.racer3, userId))),
    );
}

/**
 * The user's place on each season's Pickems leaderboard they played: as the leaderboard ranks (points descending,
 * equal points sharing a rank), one more than the players of that season with more points.
 */
function pickemsRanksOfUser(db: Db, userId: string) {
  return db
    .select({
      year: pickems.year,
      // Qualified by hand: drizzle leaves a one-table select's columns unqualified, which the inner `other` would take.
      rank: sql<number>`(select count(*) from ${pickems} as other where other.year = pickems.year and other.points > pickems.points)::int + 1`.mapWith(
        Number,
      ),
    })
    .from(pickems)
    .where(eq(pickems.userId, userId));
}

/** Values grouped by season year. */
function byYear<T extends { year: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.year, [...(grouped.get(row.year) ?? []), row]);
  return grouped;
}

/** `seasons` of a profile: every season the user entered, newest first; empty for someone who never did. */
export async function loadCareer(db: Db, userId: string): Promise<CareerSeason[]> {
  const [standings, raceRows, memberRows, pickemsRows] = await Promise.all([
    standingsOfUserSeasons(db, userId),
    racesOfUser(db, userId),
    db
      .select({ year: groupMembers.year, round: groupMembers.round })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId)),
    pickemsRanksOfUser(db, userId),
  ]);
  const standingsByYear = byYear<CareerStanding & { year: number }>(standings);
  const racesByYear = byYear(raceRows);
  const membersByYear = byYear(memberRows);
  const pickemsRankByYear = new Map(pickemsRows.map((row) => [row.year, row.rank]));
  return standings
    .filter((entry) => entry.userId === userId)
    .sort((a, b) => b.year - a.year)
    .map((entry) => {
      const seasonRaces = racesByYear.get(entry.year) ?? [];
      const rounds = [...seasonRaces, ...(membersByYear.get(entry.year) ?? [])].map((row) => row.round);
      return {
        year: entry.year,
        rank: seasonRank(standingsByYear.get(entry.year) ?? [], userId),
        withdrawn: entry.withdrawn,
        points: entry.points,
        bestTimeMs: entry.bestTournamentTimeMilliseconds,
        furthestRound: furthestRound(rounds),
        races: seasonRaces.filter(countsAsRaced).length,
        pickemsRank: pickemsRankByYear.get(entry.year) ?? null,
      };
    });
}
