/**
 * The public profile (rules §11, §19): GET /api/user/{discordUsername} and
 * GET /api/user/profile/me. Only what the profile page shows: never session data, Discord ids or tokens.
 */
import { z } from 'zod';
import { bracketSchema, roleSchema, roundSchema } from './common.ts';
import { pickemsViewResponse } from './pickems.ts';
import { raceSchema } from './races.ts';
import { rivalSchema } from './rivalry.ts';
import { discordUsernameSchema } from './users.ts';

/** Hall of fame places, best first, with the medal the page shows. */
export const TROPHY_PLACES = [
  { medal: 'gold', position: '1st', emoji: '🥇' },
  { medal: 'silver', position: '2nd', emoji: '🥈' },
  { medal: 'bronze', position: '3rd', emoji: '🥉' },
] as const;

export const trophySchema = z.object({
  year: z.number().int(),
  position: z.enum(['1st', '2nd', '3rd']),
  emoji: z.enum(['🥇', '🥈', '🥉']),
});
export type Trophy = z.infer<typeof trophySchema>;

/**
 * One season the user entered as a runner (rules §37), each figure derived from that season's recorded rows when read:
 * `rank` their place in its standings table (§9; null when withdrawn), `points` and `bestTimeMs` their entry's,
 * `furthestRound` the last round they were in a group or raced a race not cancelled (null for none), `races` the
 * completed, not cancelled races they started (a DNS is no race raced), `pickemsRank` their place on that season's
 * Pickems leaderboard (null when they did not play it).
 */
export const careerSeasonSchema = z.object({
  year: z.number().int(),
  rank: z.number().int().nullable(),
  /** Withdrawn from that season (rules §8): listed unranked, so `rank` is null. */
  withdrawn: z.boolean(),
  points: z.number().int(),
  bestTimeMs: z.number().int().nullable(),
  furthestRound: roundSchema.nullable(),
  races: z.number().int(),
  pickemsRank: z.number().int().nullable(),
});
export type CareerSeason = z.infer<typeof careerSeasonSchema>;

/** The whole answer. Its keys are exactly these (the server test asserts the key set). */
export const profileResponse = z.object({
  _id: z.string(),
  discordUsername: z.string(),
  displayName: z.string(),
  pronouns: z.string().nullable(),
  country: z.string().nullable(),
  /** The Discord avatar as `[{value: url}]`, or empty: the page shows a blank default picture. */
  photos: z.array(z.object({ value: z.string() })),
  role: roleSchema,
  isAdmin: z.boolean(),
  /** The linked racetime.gg account's user id (rules §16; its page is `https://racetime.gg/user/{id}`), or null. */
  racetime: z.string().nullable(),
  currentBracket: bracketSchema.nullable(),
  points: z.number().int(),
  bestTournamentTimeMilliseconds: z.number().int().nullable(),
  /** Newest year first. */
  trophies: z.array(trophySchema),
  hasPickems: z.boolean(),
  /** Every season the user entered as a runner, newest first (rules §37); empty for one who never did. */
  seasons: z.array(careerSeasonSchema),
  /** Every round, newest first (as GET /api/races/user/{userId}). */
  racesParticipatedIn: z.array(raceSchema),
  racesCommentated: z.array(raceSchema),
  /** As GET /api/pickems/{userId}; null when the user never played Pickems. */
  pickems: pickemsViewResponse.nullable(),
  /** rules §30: everyone this runner met, most-met first; `ahead` counts the meetings this runner placed ahead. */
  rivals: z.array(rivalSchema),
});
export type Profile = z.infer<typeof profileResponse>;

/**
 * The username rule (rules §11), so a name no user can have is refused with 400 before any query. Upper case is
 * folded: the lookup is case-insensitive.
 */
export const discordUsernameParams = z.object({ discordUsername: discordUsernameSchema });
