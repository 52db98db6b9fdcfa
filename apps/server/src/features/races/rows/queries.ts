/**
 * Race rows read as one JSON value: an array of every matching race's columns, in the list's order.
 *
 * Why not rows: the embedded database's driver copies and parses every field of every row one by one in JavaScript,
 * while a JSON value is parsed natively in one call. Measured on a 10x copy with eleven seasons (docs/performance.md):
 * 5,203 completed races took 212-231 ms as rows and 77 ms as one JSON array; PostgreSQL's driver parses JSON the same
 * native way.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { bracketSchema } from '@pokered/core/schemas/common';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/rows.ts';
import { races } from '../../../db/schema.ts';

export type RaceRow = typeof races.$inferSelect;

/** The columns in the order of `raceTuple`: the two are one list, kept side by side. */
const columns = [
  races.id,
  races.groupId,
  races.year,
  races.round,
  races.bracket,
  races.raceDateTime,
  races.racer1,
  races.racer2,
  races.racer3,
  races.submittedBy,
  races.cancelled,
  races.restreamPlanned,
  races.restreamChannel,
  races.restreamer,
  races.completed,
  races.raceTimeId,
  races.winner,
  races.sequence,
  races.createdAt,
  races.playedAt,
];

const id = z.string();
const raceTuple = z
  .tuple([
    id,
    id.nullable(),
    z.number(),
    z.string(),
    bracketSchema.nullable(),
    z.number(),
    id,
    id,
    id.nullable(),
    id.nullable(),
    z.boolean(),
    z.boolean(),
    z.string().nullable(),
    id.nullable(),
    z.boolean(),
    z.string().nullable(),
    id.nullable(),
    z.number(),
    z.string(),
    z.number().nullable(),
  ])
  .transform(
    ([
      raceId,
      groupId,
      year,
      round,
      bracket,
      raceDateTime,
      racer1,
      racer2,
      racer3,
      submittedBy,
      cancelled,
      restreamPlanned,
      restreamChannel,
      restreamer,
      completed,
      raceTimeId,
      winner,
      sequence,
      createdAt,
      playedAt,
    ]): RaceRow => ({
      id: raceId,
      groupId,
      year,
      round,
      bracket,
      raceDateTime,
      racer1,
      racer2,
      racer3,
      submittedBy,
      cancelled,
      restreamPlanned,
      restreamChannel,
      restreamer,
      completed,
      raceTimeId,
      winner,
      sequence,
      createdAt: new Date(createdAt),
      playedAt,
    }),
  );

/** The races matching `where` (every race when undefined), sorted by `order` (drizzle's asc/desc of race columns). */
export async function selectRaceRows(db: Db, where: SQL | undefined, order: readonly SQL[]): Promise<RaceRow[]> {
  const [row] = await selectRows(
    db,
    sql`select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)}) order by ${sql.join([...order], sql`, `)}),
      '[]') as races from ${races} where ${where ?? sql`true`}`,
    z.object({ races: z.array(raceTuple) }),
  );
  return row?.races ?? [];
}
