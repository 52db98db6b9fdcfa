/** Races (rules §6): the Submit Race and Restream forms, and the answers of every /api/races call. */
import { z } from 'zod';
import { racePairSchema } from './rivalry.ts';
import { bracketSchema, LATEST_EPOCH_SECONDS, raceResultSchema, roundSchema, userRefSchema } from './common.ts';
import { safeText } from './text.ts';
import { optionalIdField, RACER_CHOSEN_TWICE } from './groups.ts';
import { RACE_TOO_FAR, raceStartTooFar } from '../raceSchedule.ts';

export const ALL_FIELDS_REQUIRED = 'All fields are required. Please fill them out and try again.';
export const RACE_IN_PAST = 'The race start must be in the future.';
export const RACE_ALREADY_SCHEDULED =
  'A race has already been scheduled for this group. Contact @organizers if you have an issue.';

/**
 * The shape of `POST /api/races/submit` without its rules (the server checks them itself to answer their
 * exact message). `racer1` is accepted but ignored: racer 1 is always the caller, whatever is sent.
 */
export const submitRaceFields = z.object({
  racer1: safeText.nullable().optional(),
  racer2: optionalIdField,
  racer3: optionalIdField,
  /** Epoch seconds. */
  raceDateTime: z
    .number()
    .int()
    .positive()
    .max(LATEST_EPOCH_SECONDS, { error: 'must be a date before the year 10000' })
    .nullable()
    .optional(),
});
export type SubmitRaceFields = z.output<typeof submitRaceFields>;

/** The first broken rule of a race submission (rules §20, §6, §28), or null. `callerId` is racer 1. */
export function submitRaceProblem(input: SubmitRaceFields, callerId: string, nowSeconds: number): string | null {
  if (!input.racer2 || input.raceDateTime === undefined || input.raceDateTime === null) return ALL_FIELDS_REQUIRED;
  const racers = [callerId, input.racer2, input.racer3].filter((id) => id !== undefined);
  if (new Set(racers).size !== racers.length) return RACER_CHOSEN_TWICE;
  if (input.raceDateTime <= nowSeconds) return RACE_IN_PAST;
  if (raceStartTooFar(input.raceDateTime, nowSeconds)) return RACE_TOO_FAR;
  return null;
}

/** Form schema of Submit Race for the logged-in `callerId` (the time rule reads the clock when validating). */
export function submitRaceRequest(callerId: string) {
  return submitRaceFields.superRefine((input, context) => {
    const problem = submitRaceProblem(input, callerId, Math.floor(Date.now() / 1000));
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}
export type SubmitRaceRequest = z.input<typeof submitRaceFields>;

/** `POST /api/races/{id}/reschedule {raceDateTime}` (rules §6): the new start, epoch seconds, bounded like a submission. */
export const rescheduleRequest = z.object({
  raceDateTime: z
    .number()
    .int()
    .positive()
    .max(LATEST_EPOCH_SECONDS, { error: 'must be a date before the year 10000' }),
});
export type RescheduleRequest = z.input<typeof rescheduleRequest>;

/**
 * Uncancel refused (rules §6): one message whether the other active race was seen first or the one-active-race
 * index refused the change (a racer submitted a new race at the same moment).
 */
export const UNCANCEL_GROUP_HAS_ACTIVE_RACE =
  'This race cannot be uncancelled: its group has scheduled another race since. Cancel that race first.';

export const TWITCH_CHANNEL_ERROR =
  'must be a Twitch channel (4-25 letters, digits or underscores) or a twitch.tv/<channel> link';

/** `https://www.twitch.tv/<login>`, `twitch.tv/<login>/`...: an admin pastes the channel's address as often as its name. */
const TWITCH_URL = /^(?:https?:\/\/)?(?:(?:www|m)\.)?twitch\.tv\/([^/?#\s]*)\/?$/i;

/** The login a channel field names (rules §6): the field itself, or the path of a twitch.tv link. */
export function twitchLoginOf(channel: string): string {
  return TWITCH_URL.exec(channel)?.[1] ?? channel;
}

/**
 * A Twitch login (4-25 letters, digits or underscores), or a `twitch.tv/<login>` link the login is taken from
 * (rules §6). Stored lower-case, as Twitch shows it in URLs.
 */
export const twitchChannelSchema = safeText
  .trim()
  .transform(twitchLoginOf)
  .pipe(z.string().regex(/^[A-Za-z0-9_]{4,25}$/, { error: TWITCH_CHANNEL_ERROR }))
  .transform((channel) => channel.toLowerCase());

/** `POST /api/races/{id}/restream` (admin). */
export const restreamRequest = z.object({ restreamChannel: twitchChannelSchema });
export type RestreamRequest = z.input<typeof restreamRequest>;

export { raceResultSchema, type RaceResult } from './common.ts';

export const raceSchema = z.object({
  _id: z.string(),
  /** The group that submitted it (null only for races made without a group). */
  groupId: z.string().nullable(),
  /** The season the race belongs to (rules §34): a profile groups a runner's races by it (§37). */
  year: z.number().int(),
  /** Epoch seconds. */
  raceDateTime: z.number().int(),
  /** The same instant as an ISO 8601 string (rules §6 `datetime`). */
  datetime: z.string(),
  racer1: userRefSchema,
  racer2: userRefSchema,
  racer3: userRefSchema.nullable(),
  /** In sign-up order. Empty for non-admins on a not-completed Semifinals / Final race: read commentatorCount. */
  commentators: z.array(userRefSchema),
  commentatorCount: z.number().int(),
  /** Whether the caller is signed up to commentate (false for anonymous callers): drives Commentate / Pull Out. */
  callerIsCommentator: z.boolean(),
  cancelled: z.boolean(),
  restreamPlanned: z.boolean(),
  restreamChannel: z.string().nullable(),
  /** The admin who planned the restream. */
  restreamer: userRefSchema.nullable(),
  round: roundSchema,
  bracket: bracketSchema.nullable(),
  completed: z.boolean(),
  raceTimeId: z.string().nullable(),
  winner: userRefSchema.nullable(),
  /** In placing order; empty until results are recorded. */
  results: z.array(raceResultSchema),
  /**
   * The Twitch logins of the entrants of its racetime.gg room, as the server last read the room (rules §16): the
   * "Watch" multistream link. Empty until the room is read, and on a completed or cancelled race.
   */
  twitchChannels: z.array(z.string()),
  /**
   * Epoch seconds its result was first recorded, when that was before its planned start: it was played early
   * (rules §23). Null otherwise; optional for callers written before it.
   */
  playedAt: z.number().int().nullable().optional(),
});
export type Race = z.infer<typeof raceSchema>;

/** `GET /api/races` (current round, not completed, cancelled included, soonest first),
 *  `GET /api/races/ready-to-complete` (admin; oldest first), `GET /api/races/completed` (newest first). */
export const raceListResponse = z.array(raceSchema);

/** `GET /api/races/{id}`. */
/** `GET /api/races/{id}`: the race, and each pair of its racers with their record going into it (rules §30). */
export const raceResponse = raceSchema.extend({ pairs: z.array(racePairSchema) });
export type RaceDetail = z.infer<typeof raceResponse>;

/** `GET /api/races/user` and `GET /api/races/user/{userId}`: every round, newest first. */
export const userRacesResponse = z.object({
  racesParticipatedIn: z.array(raceSchema),
  racesCommentated: z.array(raceSchema),
});
export type UserRaces = z.infer<typeof userRacesResponse>;

/** `POST /api/races/submit` → 201, and every race write (commentate, pull out, cancel, uncancel, restream...). */
export const raceActionResponse = z.object({ message: z.string(), race: raceSchema });
export type RaceActionResponse = z.infer<typeof raceActionResponse>;
