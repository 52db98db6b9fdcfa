/**
 * Head-to-head records (rules §30): `GET /api/h2h?a=&b=`, the pairs on a race's page (`GET /api/races/{id}`)
 * and a profile's rivals (`GET /api/user/{discordUsername}`).
 */
import { z } from 'zod';
import { idSchema, roundSchema, userRefSchema } from './common.ts';

export const SAME_RUNNER_TWICE = 'Choose two different runners.';

/** A missing one answers 400 'Invalid b: is required (a runner's user id)'. */
// Lower-cased as the database spells ids, so `A` and `a` name the same runner.
const runnerIdSchema = z
  .string({ error: "is required (a runner's user id)" })
  .pipe(idSchema)
  .transform((id) => id.toLowerCase());

/** The query of `GET /api/h2h`: two different user ids. */
export const headToHeadQuery = z
  .object({ a: runnerIdSchema, b: runnerIdSchema })
  .refine((query) => query.a !== query.b, { error: SAME_RUNNER_TWICE });

/** One race both raced, seen from `a`: places in the whole race; `gapMs` b's time minus a's when both finished. */
export const meetingSchema = z.object({
  raceId: z.string(),
  year: z.number().int(),
  round: roundSchema,
  placeA: z.number().int(),
  placeB: z.number().int(),
  gapMs: z.number().int().nullable(),
});
export type MeetingAnswer = z.infer<typeof meetingSchema>;

export const headToHeadResponse = z.object({
  a: userRefSchema,
  b: userRefSchema,
  aAhead: z.number().int(),
  bAhead: z.number().int(),
  ties: z.number().int(),
  /** Newest first. */
  meetings: z.array(meetingSchema),
});
export type HeadToHead = z.infer<typeof headToHeadResponse>;

/** A pair of a race's racers and their record going into it (meetings before this race only). */
export const racePairSchema = z.object({
  a: userRefSchema,
  b: userRefSchema,
  aAhead: z.number().int(),
  bAhead: z.number().int(),
  ties: z.number().int(),
  /** Their newest meeting before this race, or null when they had not met. */
  lastMeeting: meetingSchema.nullable(),
});
export type RacePair = z.infer<typeof racePairSchema>;

/** One rival on a profile; `ahead` counts the meetings the profile's runner placed ahead. */
export const rivalSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  meetings: z.number().int(),
  ahead: z.number().int(),
  behind: z.number().int(),
  ties: z.number().int(),
});
export type Rival = z.infer<typeof rivalSchema>;
