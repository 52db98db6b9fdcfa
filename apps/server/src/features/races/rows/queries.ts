/**
 * Race rows read as one JSON value: an array of an object per matching race (its columns), in the list's order.
 *
 * Why not rows: the embedded database's driver copies and parses every field of every row one by one in JavaScript,
 * while a JSON value is parsed natively in one call. Measured on a 10x copy with eleven seasons (docs/performance.md):
 * 5,203 completed races took 212-231 ms as rows and 77 ms as one JSON array. On PostgreSQL the JSON cost more than
 * the rows (a season's 473 completed races listed in 27-35 ms as rows, 42-57 as JSON): it reads rows (`isEmbedded`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { bracketSchema } from '@pokered/core/schemas/common';
import type { Db } from '../../../db/client.ts';
import { isEmbedded, selectRows } from '../../../db/rows.ts';
import { races } from '../../../db/schema.ts';

export type RaceRow = typeof races.$inferSelect;

/**
 * The columns, each under its row type's name: objects rather than arrays because zod checks an array of objects
 * five times faster than one of tuples (it compiles object schemas; 5,203 rows: 4.7 against 25 ms).
 */
const columns = {
  id: races.id,
  groupId: races.groupId,
  year: races.year,
  round: races.round,
  bracket: races.bracket,
  raceDateTime: races.raceDateTime,
  racer1: races.racer1,
  racer2: races.racer2,
  racer3: races.racer3,
  submittedBy: races.submittedBy,
  cancelled: races.cancelled,
  restreamPlanned: races.restreamPlanned,
  restreamChannel: races.restreamChannel,
  restreamer: races.restreamer,
  completed: races.completed,
  raceTimeId: races.raceTimeId,
  winner: races.winner,
  sequence: races.sequence,
  createdAt: races.createdAt,
  playedAt: races.playedAt,
} satisfies Record<keyof RaceRow, unknown>;

const id = z.string();
const raceJson = z.object({
  id,
  groupId: id.nullable(),
  year: z.number(),
  round: z.string(),
  bracket: bracketSchema.nullable(),
  raceDateTime: z.number(),
  racer1: id,
  racer2: id,
  racer3: id.nullable(),
  submittedBy: id.nullable(),
  cancelled: z.boolean(),
  restreamPlanned: z.boolean(),
  restreamChannel: z.string().nullable(),
  restreamer: id.nullable(),
  completed: z.boolean(),
  raceTimeId: z.string().nullable(),
  winner: id.nullable(),
  sequence: z.number(),
  /** JSON's timestamp text, made a Date below. */
  createdAt: z.string(),
  playedAt: z.number().nullable(),
});

/** `'id', "races"."id", 'groupId', …`: the keys are this file's own names, written into the statement as text. */
const jsonObject = sql.join(
  Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
);

/** The races matching `where` (every race when undefined), sorted by `order` (drizzle's asc/desc of race columns). */
export async function selectRaceRows(db: Db, where: SQL | undefined, order: readonly SQL[]): Promise<RaceRow[]> {
  if (!isEmbedded(db))
    return db
      .select()
      .from(races)
      .where(where)
      .orderBy(...order);
  const [row] = await selectRows(
    db,
    sql`select coalesce(json_agg(json_build_object(${jsonObject}) order by ${sql.join([...order], sql`, `)}), '[]')
      as races from ${races} where ${where ?? sql`true`}`,
    z.object({ races: z.array(raceJson) }),
  );
  return (row?.races ?? []).map((race) => ({ ...race, createdAt: new Date(race.createdAt) }));
}
