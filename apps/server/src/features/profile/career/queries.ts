/**
 * A runner's career on their profile (rules §37): a row per season they entered, newest first. One statement whatever
 * the number of seasons, its reads each by the user (indexed) or by the user's seasons: never one query per season. The
 * furthest round and the races raced are worked out in code by the rules of packages/core/career.ts.
 */
import { sql } from 'drizzle-orm';
import { countsAsRaced, furthestRound } from '@pokered/core/career';
import { MISSING_BEST_TIME_MS } from '@pokered/core/time';
import type { CareerSeason } from '@pokered/core/schemas/profile';
import type { Race } from '@pokered/core/schemas/races';
import type { Round } from '@pokered/core/rounds';
import { rowsOf, type Db } from '../../../db/client.ts';
import { currentSeasonYear } from '../../../db/currentSeason.ts';
import { perDataVersion } from '../../../db/dataVersion.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';
import { groupMembers, pickems } from '../../../db/schema.ts';
import { readSeasonPlaces } from '../../results/finalRanks/queries.ts';

const time = (alias: string) => sql.raw(`coalesce(${alias}.best_time_ms, ${String(MISSING_BEST_TIME_MS)})`);

/**
 * The user's entries, each with the number of active entrants ahead of them in that season's standings table (rules
 * §9): for a completed season, from the place stored when it completed (`final_rank`, rules §37); for the current
 * one, null here, its places read from `currentSeasonPlaces`; for any other season not completed, counted in the
 * database on the index of §9's order (migration 0028): the active entrants strictly ahead by §9's keys (BYE first,
 * points descending, best time ascending with none counted as MISSING_BEST_TIME_MS, as `standingsTable` sorts), so
 * equal keys share a rank. A withdrawn runner has none. test/career.test.ts checks each against `standingsTable`.
 */
const entriesOfUser = (userId: string) => sql`select coalesce(json_agg(json_build_object('year', e.year,
  'points', e.points, 'bestTimeMs', e.best_time_ms, 'withdrawn', e.withdrawn,
  'ahead', case when e.final_rank is not null then e.final_rank - 1 when e.withdrawn then 0
    when e.year = ${currentSeasonYear} then null else (select count(*) from ${seasonEntries} as other where other.year = e.year and not other.withdrawn
    and (not other.bye, -other.points, ${time('other')}) < (not e.bye, -e.points, ${time('e')})) end)), '[]')
  from ${seasonEntries} as e where e.user_id = ${userId}`;

/** The rounds the user was drawn into a group of, each season. */
const groupRoundsOfUser = (userId: string) => sql`select coalesce(json_agg(json_build_object('year', m.year,
  'round', m.round)), '[]') from ${groupMembers} as m where m.user_id = ${userId}`;

/**
 * The user's place on each season's Pickems leaderboard they played, as the leaderboard ranks (points descending,
 * equal points sharing a rank): one more than the players of that season with more points. One count per record of
 * theirs, each a range of the (year, points) index (migration 0024), read from the index alone once vacuum has
 * marked the table's pages: an OR of every season's range read the wide Pickems rows themselves (30-50 ms at 10x).
 */
const pickemsRanksOfUser = (userId: string) => sql`select coalesce(json_agg(json_build_object('year', p.year,
  'ahead', (select count(*) from ${pickems} as other where other.year = p.year and other.points > p.points))), '[]')
  from ${pickems} as p where p.user_id = ${userId}`;

interface CareerRows extends Record<string, unknown> {
  entries: { year: number; points: number; bestTimeMs: number | null; withdrawn: boolean; ahead: number | null }[];
  members: { year: number; round: Round }[];
  pickemsRanks: { year: number; ahead: number }[];
}

/**
 * The three reads in one statement, each a subquery answering JSON: a profile is read one round trip at a time
 * beside its races and Pickems, and each trip to the database cost more than these reads themselves (issue 26's
 * profile budget, docs/performance.md).
 */
async function readCareerRows(db: Db, userId: string): Promise<CareerRows> {
  const [row] = rowsOf<CareerRows>(
    await db.execute(sql`select (${entriesOfUser(userId)}) as entries, (${groupRoundsOfUser(userId)}) as members,
      (${pickemsRanksOfUser(userId)}) as "pickemsRanks"`),
  );
  return row ?? { entries: [], members: [], pickemsRanks: [] };
}

/**
 * Every entrant's place in the current season's standings (rules §9, by core's `standingsTable`), kept per data
 * version: the same for every profile. Counting the runners ahead of one in SQL read about 600 index entries per
 * profile at 10× (2.4 of the career statement's 3.4 ms on PGlite, docs/performance.md).
 */
const currentSeasonPlaces = perDataVersion(
  async (db: Db) => new Map((await readSeasonPlaces(db, currentSeasonYear)).map((place) => [place.userId, place.rank])),
);

/** Values grouped by season year. */
function byYear<T extends { year: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.year, [...(grouped.get(row.year) ?? []), row]);
  return grouped;
}

/** A race of a profile's list, as the career reads it. */
type ProfileRace = Pick<Race, 'year' | 'round' | 'completed' | 'cancelled' | 'results'>;

/**
 * `seasons` of a profile: every season the user entered, newest first; empty for someone who never did. `raced` are
 * the races the profile lists as the user's (drawn as one of the racers): their rounds and the user's own result are
 * read from there, not again from the database (each statement is most of a profile's cost on PGlite, issue 26).
 */
export async function loadCareer(db: Db, userId: string, raced: readonly ProfileRace[]): Promise<CareerSeason[]> {
  const [{ entries, members: memberRows, pickemsRanks: rankRows }, currentPlaces] = await Promise.all([
    readCareerRows(db, userId),
    currentSeasonPlaces(db),
  ]);
  const pickemsRanks = new Map(rankRows.map((row) => [row.year, row.ahead + 1]));
  const raceRows = raced.map((race) => ({
    year: race.year,
    round: race.round,
    completed: race.completed,
    cancelled: race.cancelled,
    status: race.results.find((result) => result.racer._id === userId)?.status ?? null,
  }));
  const racesByYear = byYear(raceRows.filter((row) => !row.cancelled));
  const membersByYear = byYear(memberRows);
  return entries
    .sort((a, b) => b.year - a.year)
    .map((entry) => {
      const seasonRaces = racesByYear.get(entry.year) ?? [];
      const rounds = [...seasonRaces, ...(membersByYear.get(entry.year) ?? [])].map((row) => row.round);
      return {
        year: entry.year,
        rank: entry.withdrawn ? null : entry.ahead === null ? (currentPlaces.get(userId) ?? null) : entry.ahead + 1,
        withdrawn: entry.withdrawn,
        points: entry.points,
        bestTimeMs: entry.bestTimeMs,
        furthestRound: furthestRound(rounds),
        races: seasonRaces.filter(countsAsRaced).length,
        pickemsRank: pickemsRanks.get(entry.year) ?? null,
      };
    });
}
