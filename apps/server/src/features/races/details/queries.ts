/**
 * What a race list shows beside its race rows, read in one statement: the races' commentators, results and Watch
 * channels, and every person the list mentions as a user reference. Each part is a subquery answering JSON.
 *
 * Why one statement of JSON rather than four reads of rows: on the embedded database every statement is planned
 * again (its driver prepares none), and every field of every row is copied and parsed one by one in JavaScript, while
 * a JSON field is parsed natively in one call. A profile of a runner of eleven seasons lists about a hundred races:
 * these four reads were half of its time (issue 26's budget, docs/performance.md). PostgreSQL keeps the four reads
 * (`readDetailsAsRows`): there the JSON cost more than the rows. The commentators and results are
 * read once each (`with c`, `with r`) and reused for the people: the planner folds each list of ids sent into a
 * constant array and estimates with it, so four uses of the race ids cost twice the planning of two (3.1-3.8 → 1.5-2 ms).
 * The statement starts with `select` (its `with` inside): the embedded database's write counter takes any other
 * statement for a possible write (src/db/dataVersion.ts), and every list read would then void the kept data version.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { RESULT_STATUSES } from '@pokered/core/results';
import { bracketSchema, type UserRef } from '@pokered/core/schemas/common';
import type { Db } from '../../../db/client.ts';
import { entryOfUserIn, type SeasonYear } from '../../../db/currentSeason.ts';
import { anyUuid, isEmbedded, readAll, selectRows } from '../../../db/rows.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';
import { raceCommentators, raceResults, racetimeRoomChannels, users } from '../../../db/schema.ts';
import { loadUserRefs } from '../../users/queries.ts';

const uuids = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

const uuid = z.string();
/** Objects rather than arrays: zod checks an array of objects about five times faster than one of tuples. */
const detailsRow = z.object({
  /** In sign-up order within each race. */
  commentators: z.array(z.object({ raceId: uuid, userId: uuid })),
  /** In placing order within each race. */
  results: z.array(
    z.object({
      raceId: uuid,
      racerId: uuid,
      status: z.enum(RESULT_STATUSES),
      finishTimeMs: z.number(),
      dnfOrder: z.number().nullable(),
      place: z.number(),
    }),
  ),
  channels: z.array(z.object({ room: z.string(), channels: z.array(z.string()) })),
  /**
   * With their bracket in the season of the answer. The people are looked up by an array (`= any(array(…))`, one
   * index probe each): as `in (…)` the planner hashed them and read every user.
   */
  refs: z.array(
    z.object({
      _id: uuid,
      displayName: z.string(),
      discordUsername: z.string(),
      country: z.string().nullable(),
      currentBracket: bracketSchema.nullable(),
    }),
  ),
});

export interface RaceDetails {
  commentators: { raceId: string; userId: string }[];
  results: {
    raceId: string;
    racerId: string;
    status: (typeof RESULT_STATUSES)[number];
    finishTimeMs: number;
    dnfOrder: number | null;
    place: number;
  }[];
  channelsByRoom: Map<string, string[]>;
  refs: Map<string, UserRef>;
}

/** Which races' details to read, and for whom. */
export interface RaceDetailsRequest {
  raceIds: readonly string[];
  /** The people the race rows name (racers, restreamer, winner); their commentators and result holders are added. */
  mentioned: readonly string[];
  /** The racetime.gg rooms whose Watch channels are wanted. */
  rooms: readonly string[];
  /** The season whose brackets the people show (rules §36). */
  year: SeasonYear;
}

/** The details of the races of `request`, read the way the database reads fastest. */
export function readRaceDetails(db: Db, request: RaceDetailsRequest): Promise<RaceDetails> {
  return isEmbedded(db) ? readDetailsAsJson(db, request) : readDetailsAsRows(db, request);
}

/**
 * PostgreSQL: three reads side by side on the pool, then the people. Its driver decodes rows cheaply, and the one JSON
 * statement made a season's completed races slower there (27-35 → 42-57 ms, docs/performance.md).
 */
async function readDetailsAsRows(
  db: Db,
  { raceIds, mentioned, rooms, year }: RaceDetailsRequest,
): Promise<RaceDetails> {
  // Side by side, or in turn inside a mutation's transaction (readAll): a race is read back where it was written.
  const [commentators, results, channelRows] = await readAll(db, [
    () =>
      db
        .select({ raceId: raceCommentators.raceId, userId: raceCommentators.userId })
        .from(raceCommentators)
        .where(anyUuid(raceCommentators.raceId, [...raceIds]))
        .orderBy(asc(raceCommentators.createdAt), asc(raceCommentators.userId)),
    () =>
      db
        .select({
          raceId: raceResults.raceId,
          racerId: raceResults.racerId,
          status: raceResults.status,
          finishTimeMs: raceResults.finishTimeMs,
          dnfOrder: raceResults.dnfOrder,
          place: raceResults.place,
        })
        .from(raceResults)
        .where(anyUuid(raceResults.raceId, [...raceIds]))
        .orderBy(asc(raceResults.place), asc(raceResults.racerId)),
    async () =>
      rooms.length === 0
        ? []
        : db
            .select()
            .from(racetimeRoomChannels)
            .where(inArray(racetimeRoomChannels.room, [...rooms])),
  ] as const);
  const people = [...mentioned, ...commentators.map((row) => row.userId), ...results.map((row) => row.racerId)];
  return {
    commentators,
    results,
    channelsByRoom: new Map(channelRows.map((row) => [row.room, row.channels])),
    refs: await loadUserRefs(db, people, year),
  };
}

/** The embedded database: one statement of JSON (see the top of this file). */
async function readDetailsAsJson(
  db: Db,
  { raceIds, mentioned, rooms, year }: RaceDetailsRequest,
): Promise<RaceDetails> {
  const [row] = await selectRows(
    db,
    sql`select * from (with c as (select race_id, user_id, created_at from ${raceCommentators} where race_id = any(${uuids(raceIds)})),
      r as (select race_id, racer_id, status, finish_time_ms, dnf_order, place from ${raceResults}
        where race_id = any(${uuids(raceIds)}))
      select
      (select coalesce(json_agg(json_build_object('raceId', c.race_id, 'userId', c.user_id) order by c.created_at, c.user_id), '[]')
        from c) as commentators,
      (select coalesce(json_agg(json_build_object('raceId', r.race_id, 'racerId', r.racer_id, 'status', r.status,
        'finishTimeMs', r.finish_time_ms, 'dnfOrder', r.dnf_order, 'place', r.place) order by r.place, r.racer_id), '[]')
        from r) as results,
      (select coalesce(json_agg(json_build_object('room', ch.room, 'channels', ch.channels)), '[]') from ${racetimeRoomChannels} as ch
        where ch.room in (select jsonb_array_elements_text(${JSON.stringify(rooms)}::jsonb))) as channels,
      (select coalesce(json_agg(json_build_object('_id', ${users.id}, 'displayName', ${users.displayName},
        'discordUsername', ${users.discordUsername}, 'country', ${users.country},
        'currentBracket', ${seasonEntries.bracket})), '[]')
        from ${users} left join ${seasonEntries} on ${entryOfUserIn(year)}
        where ${users.id} = any(array(select unnest(${uuids(mentioned)})
          union select c.user_id from c union select r.racer_id from r))) as refs) as details`,
    detailsRow,
  );
  if (!row) throw new Error('the race details statement answered no row');
  return {
    commentators: row.commentators,
    results: row.results,
    channelsByRoom: new Map(row.channels.map(({ room, channels }) => [room, channels])),
    refs: new Map(row.refs.map((ref) => [ref._id, ref])),
  };
}
