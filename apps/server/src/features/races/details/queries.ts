/**
 * What a race list shows beside its race rows, read in one statement: the races' commentators, results and Watch
 * channels, and every person the list mentions as a user reference. Each part is a subquery answering JSON.
 *
 * Why one statement of JSON rather than four reads of rows: on the embedded database every statement is planned
 * again (its driver prepares none), and every field of every row is copied and parsed one by one in JavaScript, while
 * a JSON field is parsed natively in one call. A profile of a runner of eleven seasons lists about a hundred races:
 * these four reads were half of its time (issue 26's budget, docs/performance.md). The commentators and results are
 * read once each (`with c`, `with r`) and reused for the people: the planner folds each list of ids sent into a
 * constant array and estimates with it, so four uses of the race ids cost twice the planning of two (3.1-3.8 → 1.5-2 ms).
 * The statement starts with `select` (its `with` inside): the embedded database's write counter takes any other
 * statement for a possible write (src/db/dataVersion.ts), and every list read would then void the kept data version.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RESULT_STATUSES } from '@pokered/core/results';
import { bracketSchema, type UserRef } from '@pokered/core/schemas/common';
import type { Db } from '../../../db/client.ts';
import { entryOfUserIn, type SeasonYear } from '../../../db/currentSeason.ts';
import { selectRows } from '../../../db/rows.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';
import { raceCommentators, raceResults, racetimeRoomChannels, users } from '../../../db/schema.ts';

const uuids = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

const detailsRow = z.object({
  /** [raceId, userId], in sign-up order within each race. */
  commentators: z.array(z.tuple([z.string(), z.string()])),
  /** [raceId, racerId, status, finishTimeMs, dnfOrder, place], in placing order within each race. */
  results: z.array(
    z.tuple([z.string(), z.string(), z.enum(RESULT_STATUSES), z.number(), z.number().nullable(), z.number()]),
  ),
  /** [room, channels]. */
  channels: z.array(z.tuple([z.string(), z.array(z.string())])),
  /**
   * [id, displayName, discordUsername, country, bracket in the season of the answer]. The people are looked up by an
   * array (`= any(array(…))`, one index probe each): as `in (…)` the planner hashed them and read every user.
   */
  refs: z.array(z.tuple([z.string(), z.string(), z.string(), z.string().nullable(), bracketSchema.nullable()])),
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

/**
 * The details of the races `raceIds`: `mentioned` are the people their rows name (racers, restreamer, winner), to
 * which the statement adds their commentators and result holders; `rooms` the racetime.gg rooms whose Watch channels
 * are wanted; brackets are of season `year` (rules §36).
 */
export async function readRaceDetails(
  db: Db,
  raceIds: readonly string[],
  mentioned: readonly string[],
  rooms: readonly string[],
  year: SeasonYear,
): Promise<RaceDetails> {
  const [row] = await selectRows(
    db,
    sql`select * from (with c as (select race_id, user_id, created_at from ${raceCommentators} where race_id = any(${uuids(raceIds)})),
      r as (select race_id, racer_id, status, finish_time_ms, dnf_order, place from ${raceResults}
        where race_id = any(${uuids(raceIds)}))
      select
      (select coalesce(json_agg(json_build_array(c.race_id, c.user_id) order by c.created_at, c.user_id), '[]')
        from c) as commentators,
      (select coalesce(json_agg(json_build_array(r.race_id, r.racer_id, r.status, r.finish_time_ms, r.dnf_order,
        r.place) order by r.place, r.racer_id), '[]') from r) as results,
      (select coalesce(json_agg(json_build_array(ch.room, ch.channels)), '[]') from ${racetimeRoomChannels} as ch
        where ch.room in (select jsonb_array_elements_text(${JSON.stringify(rooms)}::jsonb))) as channels,
      (select coalesce(json_agg(json_build_array(${users.id}, ${users.displayName}, ${users.discordUsername},
        ${users.country}, ${seasonEntries.bracket})), '[]')
        from ${users} left join ${seasonEntries} on ${entryOfUserIn(year)}
        where ${users.id} = any(array(select unnest(${uuids(mentioned)})
          union select c.user_id from c union select r.racer_id from r))) as refs) as details`,
    detailsRow,
  );
  if (!row) throw new Error('the race details statement answered no row');
  return {
    commentators: row.commentators.map(([raceId, userId]) => ({ raceId, userId })),
    results: row.results.map(([raceId, racerId, status, finishTimeMs, dnfOrder, place]) => ({
      raceId,
      racerId,
      status,
      finishTimeMs,
      dnfOrder,
      place,
    })),
    channelsByRoom: new Map(row.channels),
    refs: new Map(
      row.refs.map(([_id, displayName, discordUsername, country, bracket]) => [
        _id,
        { _id, displayName, discordUsername, country, currentBracket: bracket },
      ]),
    ),
  };
}
