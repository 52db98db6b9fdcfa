/**
 * Reads for the stats page and the hall of fame (rules §10a).
 * Every figure is aggregated by the database (group by + limit): the cost does not grow with
 * the number of rows sent to Node.
 */
import { readFileSync } from 'node:fs';
import { and, asc, count, desc, eq, isNotNull, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isBracket } from '@pokered/core/brackets';
import { isRound } from '@pokered/core/rounds';
import {
  STATS_COMMENTATORS_LIMIT,
  STATS_TOP_TIMES_LIMIT,
  podiumPlaceSchema,
  type PastResult,
  type PodiumPlace,
  type StatsResponse,
} from '@pokered/core/schemas/stats';
import { spotlightVideoUrls, youtubeVideoId } from '@pokered/core/youtube';
import { bindHistoricPlaces } from '@pokered/core/hallOfFame';
import type { Db, Tx } from '../../db/client.ts';
import { hallOfFame, raceCommentators, raceResults, races, users } from '../../db/schema.ts';
import { readHallOfFameLinks } from '../hallOfFame/queries.ts';
import { join } from 'node:path';
import { serverRoot } from '../../paths.ts';
import { currentSeasonYear, entryOfUserIn, type SeasonYear } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

/** A season's finished times (rules §34: the stats are a season's): Finished results of completed, not cancelled races. */
const countedTimeIn = (year: SeasonYear) =>
  and(eq(races.year, year), eq(races.completed, true), eq(races.cancelled, false), eq(raceResults.status, 'Finished'));

/** avg() of integers is numeric in PostgreSQL: round to whole ms in SQL and read it as a number. */
/** An empty code and null both mean 'Non-Representing'; answered as null. */
const countryOrNull = sql<string | null>`nullif(${users.country}, '')`;

const averageMs = sql<number>`round(avg(${raceResults.finishTimeMs}))::integer`.mapWith(Number);

export async function readStats(db: Db, year: SeasonYear = currentSeasonYear): Promise<StatsResponse> {
  const countedTime = countedTimeIn(year);
  const bestTime = min(raceResults.finishTimeMs).mapWith(Number);
  const [topTimes, perRound, perBracket, commentators, countries] = await Promise.all([
    db
      .select({ _id: users.id, displayName: users.displayName, country: countryOrNull, bestTime })
      .from(raceResults)
      .innerJoin(races, eq(races.id, raceResults.raceId))
      .innerJoin(users, eq(users.id, raceResults.racerId))
      .where(countedTime)
      .groupBy(users.id)
      .orderBy(asc(bestTime), asc(sql`lower(${users.displayName})`), asc(users.id))
      .limit(STATS_TOP_TIMES_LIMIT),
    db
      .select({ round: races.round, average: averageMs })
      .from(raceResults)
      .innerJoin(races, eq(races.id, raceResults.raceId))
      .where(countedTime)
      .groupBy(races.round),
    db
      .select({ bracket: races.bracket, average: averageMs })
      .from(raceResults)
      .innerJoin(races, eq(races.id, raceResults.raceId))
      .where(and(countedTime, isNotNull(races.bracket)))
      .groupBy(races.bracket),
    mostActiveCommentators(db, year),
    runnersByCountry(db, year),
  ]);

  const averageTimePerRound: StatsResponse['averageTimePerRound'] = {};
  for (const row of perRound) if (isRound(row.round)) averageTimePerRound[row.round] = row.average;
  const averageTimePerBracket: StatsResponse['averageTimePerBracket'] = {};
  for (const row of perBracket) if (isBracket(row.bracket)) averageTimePerBracket[row.bracket] = row.average;

  return {
    topTimes: topTimes.map((row) => ({
      racer: { _id: row._id, displayName: row.displayName, country: row.country },
      bestTime: row.bestTime,
    })),
    averageTimePerRound,
    averageTimePerBracket,
    mostActiveCommentators: commentators,
    countryStats: countries,
  };
}

async function mostActiveCommentators(db: Db, year: SeasonYear): Promise<StatsResponse['mostActiveCommentators']> {
  const commentated = count(raceCommentators.raceId).mapWith(Number);
  const rows = await db
    .select({ displayName: users.displayName, commentatedRaces: commentated })
    .from(raceCommentators)
    .innerJoin(races, eq(races.id, raceCommentators.raceId))
    .innerJoin(users, eq(users.id, raceCommentators.userId))
    .where(and(eq(races.year, year), eq(races.cancelled, false)))
    .groupBy(users.id)
    .orderBy(desc(commentated), asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(STATS_COMMENTATORS_LIMIT);
  return rows;
}

/** Runners who represent no country are counted together, as null. */
async function runnersByCountry(db: Db, year: SeasonYear): Promise<StatsResponse['countryStats']> {
  const country = countryOrNull;
  const runners = count().mapWith(Number);
  return db
    .select({ country, count: runners })
    .from(users)
    .innerJoin(seasonEntries, entryOfUserIn(year))
    .groupBy(country)
    .orderBy(desc(runners), sql`${country} asc nulls last`);
}

// ---------------------------------------------------------------------------------------------
// Hall of fame

const PAST_RESULTS_FILE = join(serverRoot, 'src/features/stats/pastResults.json');

/** The repository's record of the years before this site: names only, YouTube spotlight videos. */
export const pastResultsFileSchema = z
  .array(
    z.object({
      tournamentYear: z.number().int().min(2000).max(2100),
      gold: podiumPlaceSchema.extend({ name: z.string().trim().min(1) }),
      silver: podiumPlaceSchema.extend({ name: z.string().trim().min(1) }),
      bronze: podiumPlaceSchema.extend({ name: z.string().trim().min(1) }),
      spotlightVideos: z.array(
        z.url().refine((url) => youtubeVideoId(url) !== null, { error: 'must be a YouTube video URL' }),
      ),
    }),
  )
  .refine((years) => new Set(years.map((y) => y.tournamentYear)).size === years.length, {
    error: 'a year is listed twice',
  });

let fileResults: PastResult[] | undefined;

/**
 * The data file, parsed and validated once. A broken file throws with the zod issue, and the stats
 * plugin calls this at registration, so the server refuses to start rather than serve a half hall of fame.
 */
export function loadPastResultsFile(): PastResult[] {
  if (fileResults) return fileResults;
  const raw: unknown = JSON.parse(readFileSync(PAST_RESULTS_FILE, 'utf8'));
  const parsed = pastResultsFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`apps/server/src/features/stats/pastResults.json is invalid: ${z.prettifyError(parsed.error)}`);
  }
  fileResults = parsed.data;
  return fileResults;
}

/** A stored podium place; a place the Final did not fill (two-racer Final) reads as an empty name. */
function podiumPlace(value: unknown): PodiumPlace {
  const parsed = podiumPlaceSchema.safeParse(value);
  if (!parsed.success) return { name: '' };
  return parsed.data.userId ? { name: parsed.data.name, userId: parsed.data.userId } : { name: parsed.data.name };
}

/**
 * Every year of the hall of fame as recorded, newest first: the table (years this site ran) over the data
 * file. Historic places carry names only; readPastResults adds the users admins linked them to.
 */
export async function readRecordedPastResults(db: Db | Tx): Promise<PastResult[]> {
  const rows = await db.select().from(hallOfFame);
  const byYear = new Map<number, PastResult>();
  for (const entry of loadPastResultsFile()) byYear.set(entry.tournamentYear, entry);
  for (const row of rows) {
    byYear.set(row.year, {
      tournamentYear: row.year,
      gold: podiumPlace(row.gold),
      silver: podiumPlace(row.silver),
      bronze: podiumPlace(row.bronze),
      spotlightVideos: spotlightVideoUrls(row.spotlightVideos),
    });
  }
  return [...byYear.values()].sort((a, b) => b.tournamentYear - a.tournamentYear);
}

/** `GET /api/past-results`: the recorded years with each linked historic place given its user's id. */
export async function readPastResults(db: Db): Promise<PastResult[]> {
  const [years, links] = await Promise.all([readRecordedPastResults(db), readHallOfFameLinks(db)]);
  return bindHistoricPlaces(years, links);
}
