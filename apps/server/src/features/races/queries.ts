/**
 * Reads of races, serialized as the Race of packages/core/schemas/races.ts.
 * Every list is assembled in a fixed number of statements whatever the number of races (no N+1): its rows
 * (rows/queries.ts), then their commentators, results, Watch channels and every person they mention
 * (details/queries.ts): one statement each on the embedded database, four reads of rows on PostgreSQL.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { isOpenCommentaryRound, isRound } from '@pokered/core/rounds';
import type { UserRef } from '@pokered/core/schemas/common';
import type { Race, RaceResult, UserRaces } from '@pokered/core/schemas/races';
import { msToFinishTime } from '@pokered/core/time';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/privateSchema.ts';
import { raceCommentators, races } from '../../db/schema.ts';
import type { SessionUser } from '../../http/types.ts';
import { readSeasonStage } from '../tournament/state.ts';
import { readRaceDetails, type RaceDetails } from './details/queries.ts';
import { selectRaceRows, type RaceRow } from './rows/queries.ts';
import { currentSeasonYear, type SeasonYear } from '../../db/currentSeason.ts';
import { CURRENT_SEASON, type ResolvedSeason } from '../../http/season.ts';

/** Who is reading: decides whether Semifinals / Final commentators are shown and `callerIsCommentator`. */
export interface Viewer {
  id: string | null;
  isAdmin: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = { id: null, isAdmin: false };

export function viewerOf(user: SessionUser | null): Viewer {
  return user ? { id: user.id, isAdmin: user.isAdmin } : ANONYMOUS_VIEWER;
}

/**
 * rules §6: in the Semifinals and the Final, non-admins see only a count, because the racers vote on
 * the commentators. Once the race is completed the vote is over and the names are shown (Past races).
 */
export function commentatorsHiddenFrom(viewer: Viewer, race: Pick<RaceRow, 'round' | 'completed'>): boolean {
  return !viewer.isAdmin && !race.completed && isRound(race.round) && isOpenCommentaryRound(race.round);
}

export type RaceOrder = 'soonest' | 'newest';

const orderBy = (order: RaceOrder) =>
  order === 'soonest'
    ? [asc(races.raceDateTime), asc(races.createdAt), asc(races.id)]
    : [desc(races.raceDateTime), desc(races.createdAt), asc(races.id)];

function refOf(refs: Map<string, UserRef>, id: string): UserRef {
  const ref = refs.get(id);
  // Foreign keys make this impossible; failing loudly beats serving a race with a hole in it.
  if (!ref) throw new Error(`race refers to missing user ${id}`);
  return ref;
}

/** The details of race rows (details/queries.ts): their commentators, results, Watch channels and people. */
function readDetailsOf(db: Db, rows: readonly RaceRow[], refsYear: SeasonYear): Promise<RaceDetails> {
  // rules §16: the Watch link's channels, only for races that can still be watched.
  const rooms = [
    ...new Set(rows.flatMap((row) => (row.raceTimeId && !row.completed && !row.cancelled ? [row.raceTimeId] : []))),
  ];
  const mentioned = new Set<string>();
  for (const row of rows) {
    for (const id of [row.racer1, row.racer2, row.racer3, row.restreamer, row.winner]) if (id) mentioned.add(id);
  }
  return readRaceDetails(db, { raceIds: rows.map((row) => row.id), mentioned: [...mentioned], rooms, year: refsYear });
}

/** Serializes race rows (in the given order) with racers, commentators and results as userRefs. */
export async function assembleRaces(
  db: Db,
  rows: readonly RaceRow[],
  viewer: Viewer,
  refsYear: SeasonYear = currentSeasonYear,
): Promise<Race[]> {
  if (rows.length === 0) return [];
  return serializeRaces(rows, await readDetailsOf(db, rows, refsYear), viewer);
}

function serializeRaces(rows: readonly RaceRow[], details: RaceDetails, viewer: Viewer): Race[] {
  const { commentators: commentatorRows, results: resultRows, channelsByRoom, refs } = details;
  const commentatorsByRace = new Map<string, string[]>();
  for (const row of commentatorRows)
    commentatorsByRace.set(row.raceId, [...(commentatorsByRace.get(row.raceId) ?? []), row.userId]);
  const resultsByRace = new Map<string, RaceResult[]>();
  for (const row of resultRows) {
    const result: RaceResult = {
      racer: refOf(refs, row.racerId),
      status: row.status,
      finishTime: msToFinishTime(row.finishTimeMs),
      dnfOrder: row.dnfOrder,
      place: row.place,
    };
    resultsByRace.set(row.raceId, [...(resultsByRace.get(row.raceId) ?? []), result]);
  }

  return rows.map((row) => {
    if (!isRound(row.round)) throw new Error(`race ${row.id} has unknown round ${row.round}`);
    const commentatorIds = commentatorsByRace.get(row.id) ?? [];
    return {
      _id: row.id,
      groupId: row.groupId,
      year: row.year,
      raceDateTime: row.raceDateTime,
      datetime: new Date(row.raceDateTime * 1000).toISOString(),
      racer1: refOf(refs, row.racer1),
      racer2: refOf(refs, row.racer2),
      racer3: row.racer3 ? refOf(refs, row.racer3) : null,
      commentators: commentatorsHiddenFrom(viewer, row) ? [] : commentatorIds.map((id) => refOf(refs, id)),
      commentatorCount: commentatorIds.length,
      callerIsCommentator: viewer.id !== null && commentatorIds.includes(viewer.id),
      cancelled: row.cancelled,
      restreamPlanned: row.restreamPlanned,
      restreamChannel: row.restreamChannel,
      restreamer: row.restreamer ? refOf(refs, row.restreamer) : null,
      round: row.round,
      bracket: row.bracket,
      completed: row.completed,
      raceTimeId: row.raceTimeId,
      winner: row.winner ? refOf(refs, row.winner) : null,
      results: resultsByRace.get(row.id) ?? [],
      twitchChannels:
        row.raceTimeId && !row.completed && !row.cancelled ? (channelsByRoom.get(row.raceTimeId) ?? []) : [],
      playedAt: row.playedAt,
    };
  });
}

/** Races matching `where`, serialized, in `order` (soonest or newest start first), racers' brackets of `refsYear`. */
export async function findRaces(
  db: Db,
  where: SQL | undefined,
  order: RaceOrder,
  viewer: Viewer,
  refsYear: SeasonYear = currentSeasonYear,
): Promise<Race[]> {
  return assembleRaces(db, await selectRaceRows(db, where, orderBy(order)), viewer, refsYear);
}

/** One race, serialized, or null for an unknown id. */
export async function findRaceById(db: Db, id: string, viewer: Viewer): Promise<Race | null> {
  const [race] = await findRaces(db, eq(races.id, id), 'soonest', viewer);
  return race ?? null;
}

/** `GET /api/races`: the current round's not-completed races, cancelled ones included, soonest first. */
export async function listCurrentRoundRaces(
  db: Db,
  viewer: Viewer,
  season: ResolvedSeason = CURRENT_SEASON,
): Promise<Race[]> {
  const stage = await readSeasonStage(db, season);
  if (stage === 'completed') return [];
  return findRaces(
    db,
    and(eq(races.year, season.year), eq(races.round, stage), eq(races.completed, false)),
    'soonest',
    viewer,
    season.year,
  );
}

/** `GET /api/races/ready-to-complete`: not completed, not cancelled, started; the longest waiting first. */
export async function listRacesReadyToComplete(db: Db, viewer: Viewer, nowSeconds: number): Promise<Race[]> {
  return findRaces(
    db,
    and(
      eq(races.year, currentSeasonYear),
      eq(races.completed, false),
      eq(races.cancelled, false),
      lte(races.raceDateTime, nowSeconds),
    ),
    'soonest',
    viewer,
  );
}

/** `GET /api/races/completed`: every completed race of a season (rules §34, §36), newest first, results in placing order. */
export async function listCompletedRaces(
  db: Db,
  viewer: Viewer,
  year: SeasonYear = currentSeasonYear,
): Promise<Race[]> {
  return findRaces(db, and(eq(races.year, year), eq(races.completed, true)), 'newest', viewer, year);
}

/**
 * `GET /api/races/user[/{userId}]`: the races a user raced in and commentated, every round, newest first.
 * A hidden (Semifinals / Final, not completed) commentary is left out of someone else's list, so the
 * profile page does not reveal what the races list hides.
 */
export async function listUserRaces(db: Db, userId: string, viewer: Viewer): Promise<UserRaces> {
  // The races raced and commentated in one read, the commentated ones then found among the details rather than read
  // on their own (each statement is a large part of a profile's cost on the embedded database, issue 26's budget). The commentated races' ids come as
  // an array (`= any(array(…))`): beside the racer indexes, the planner reads them on the primary key.
  const rows = await selectRaceRows(
    db,
    sql`${races.racer1} = ${userId} or ${races.racer2} = ${userId} or ${races.racer3} = ${userId}
      or ${races.id} = any(array(select c.race_id from ${raceCommentators} as c where c.user_id = ${userId}))`,
    orderBy('newest'),
  );
  if (rows.length === 0) return { racesParticipatedIn: [], racesCommentated: [] };
  const details = await readDetailsOf(db, rows, currentSeasonYear);
  const commentatedIds = new Set(details.commentators.flatMap((row) => (row.userId === userId ? [row.raceId] : [])));
  const all = serializeRaces(rows, details, viewer);
  const isRacer = (race: Race) => [race.racer1._id, race.racer2._id, race.racer3?._id].includes(userId);
  const seesHidden = viewer.isAdmin || viewer.id === userId;
  return {
    racesParticipatedIn: all.filter(isRacer),
    racesCommentated: all.filter(
      (race) => commentatedIds.has(race._id) && (seesHidden || !commentatorsHiddenFrom(viewer, race)),
    ),
  };
}

/** rules §26: how often the racers of `race` moved it in the 24 hours before `nowSeconds` (admins' moves not counted). */
export async function runnerMovesToday(
  tx: Tx,
  race: { id: string; racer1: string | null; racer2: string | null; racer3: string | null },
  nowSeconds: number,
): Promise<number> {
  const racers = [race.racer1, race.racer2, race.racer3].filter((id) => id !== null);
  if (racers.length === 0) return 0;
  const [row] = await tx
    .select({ moves: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'race.reschedule'),
        eq(auditLog.targetId, race.id),
        gt(auditLog.at, new Date((nowSeconds - 24 * 3600) * 1000)),
        inArray(auditLog.actorId, racers),
      ),
    );
  return row?.moves ?? 0;
}
