/**
 * Head-to-head records (rules §30), recomputed from the recorded results on every read with the pure rules of
 * packages/core/rivalry.ts: the record of two runners, a race's pairs going into it, a profile's rivals.
 */
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { headToHead, rivalsOf, type Meeting, type RivalryRace } from '@pokered/core/rivalry';
import { isRound } from '@pokered/core/rounds';
import type { UserRef } from '@pokered/core/schemas/common';
import type { Race } from '@pokered/core/schemas/races';
import { finishTimeToMs } from '@pokered/core/time';
import type { HeadToHead, MeetingAnswer, RacePair, Rival } from '@pokered/core/schemas/rivalry';
import { compareDisplayNames } from '@pokered/core/standings';
import type { Db } from '../../db/client.ts';
import { raceResults, races } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { countsForScoring } from '../results/queries.ts';
import { loadUserRefs } from '../users/queries.ts';

/** The races one of `racerIds` raced (any result): a sub-select the race_results racer index answers. */
const racedByAny = (db: Db, racerIds: readonly string[]) =>
  inArray(
    races.id,
    db
      .select({ id: raceResults.raceId })
      .from(raceResults)
      .where(inArray(raceResults.racerId, [...racerIds])),
  );

/**
 * The completed, not cancelled races (rules §7) matching every condition, each with all its results, each in its own
 * season (rules §34: a race carries its year; an imported season's races are of their year, rules §40).
 */
async function loadRivalryRaces(db: Db, conditions: readonly SQL[]): Promise<RivalryRace[]> {
  const rows = await db
    .select({
      raceId: races.id,
      year: races.year,
      round: races.round,
      raceDateTime: races.raceDateTime,
      racer: raceResults.racerId,
      status: raceResults.status,
      finishTimeMs: raceResults.finishTimeMs,
      dnfOrder: raceResults.dnfOrder,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(countsForScoring, ...conditions));
  const byRace = new Map<string, RivalryRace & { results: RivalryRace['results'][number][] }>();
  for (const row of rows) {
    // Stored rounds are always valid names; a row that is not cannot be placed in a season's story.
    if (!isRound(row.round)) continue;
    let race = byRace.get(row.raceId);
    if (!race) {
      race = { raceId: row.raceId, year: row.year, round: row.round, raceDateTime: row.raceDateTime, results: [] };
      byRace.set(row.raceId, race);
    }
    race.results.push({ racer: row.racer, status: row.status, finishTimeMs: row.finishTimeMs, dnfOrder: row.dnfOrder });
  }
  return [...byRace.values()];
}

const toAnswer = ({ raceId, year, round, placeA, placeB, gapMs }: Meeting): MeetingAnswer => ({
  raceId,
  year,
  round,
  placeA,
  placeB,
  gapMs,
});

function refOrNotFound(refs: Map<string, UserRef>, id: string): UserRef {
  const ref = refs.get(id);
  if (!ref) throw notFound(`No user ${id}.`);
  return ref;
}

/** `GET /api/h2h?a=&b=`: 404 for an unknown user (a first). */
export async function loadHeadToHead(db: Db, a: string, b: string): Promise<HeadToHead> {
  const refs = await loadUserRefs(db, [a, b]);
  const refA = refOrNotFound(refs, a);
  const refB = refOrNotFound(refs, b);
  const record = headToHead(await loadRivalryRaces(db, [racedByAny(db, [a]), racedByAny(db, [b])]), a, b);
  return { a: refA, b: refB, ...record, meetings: record.meetings.map(toAnswer) };
}

/** The racers of a race as the race answer shows them, in racer order. */
export interface RaceForPairs {
  raceDateTime: number;
  racers: readonly UserRef[];
}

/**
 * `GET /api/races/{id}`'s `pairs`: every pair of its racers (three for a race of three, one for two) with their
 * record going into it: only races that started before this one count.
 */
export async function loadRacePairs(db: Db, race: RaceForPairs): Promise<RacePair[]> {
  const ids = race.racers.map((racer) => racer._id);
  const before = await loadRivalryRaces(db, [racedByAny(db, ids), lt(races.raceDateTime, race.raceDateTime)]);
  const pairs: RacePair[] = [];
  for (const [i, a] of race.racers.entries()) {
    for (const b of race.racers.slice(i + 1)) {
      const record = headToHead(before, a._id, b._id);
      const [last] = record.meetings;
      pairs.push({
        a,
        b,
        aAhead: record.aAhead,
        bAhead: record.bAhead,
        ties: record.ties,
        lastMeeting: last ? toAnswer(last) : null,
      });
    }
  }
  return pairs;
}

/** A race of a profile's list (`GET /api/user/…`), as the rivals read it. */
type ProfileRace = Pick<Race, '_id' | 'year' | 'round' | 'raceDateTime' | 'completed' | 'cancelled' | 'results'>;

/**
 * A profile's `rivals`: everyone the runner met, most-met first, then by display name. Worked out from the races
 * the profile already lists (every race the runner was drawn in, with every result and its racers' references)
 * rather than read again: on PGlite each statement a profile makes is most of its cost (issue 26's budget). Results
 * are recorded only for a race's own racers (rules §7), so the races the runner has a result in are among them.
 */
export function rivalsFromRaces(profileRaces: readonly ProfileRace[], userId: string): Rival[] {
  const refs = new Map<string, UserRef>();
  const counted: RivalryRace[] = [];
  for (const race of profileRaces) {
    if (!race.completed || race.cancelled || !race.results.some((result) => result.racer._id === userId)) continue;
    for (const result of race.results) refs.set(result.racer._id, result.racer);
    counted.push({
      raceId: race._id,
      year: race.year,
      round: race.round,
      raceDateTime: race.raceDateTime,
      results: race.results.map((result) => ({
        racer: result.racer._id,
        status: result.status,
        finishTimeMs: finishTimeToMs(result.finishTime),
        dnfOrder: result.dnfOrder,
      })),
    });
  }
  return rivalsOf(counted, userId)
    .flatMap(({ rivalId, meetings, ahead, behind, ties }) => {
      const ref = refs.get(rivalId);
      return ref
        ? [
            {
              userId: ref._id,
              displayName: ref.displayName,
              discordUsername: ref.discordUsername,
              meetings,
              ahead,
              behind,
              ties,
            },
          ]
        : [];
    })
    .sort((x, y) => y.meetings - x.meetings || compareDisplayNames(x.displayName, y.displayName));
}
