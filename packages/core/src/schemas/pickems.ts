/** Pickems requests and answers (rules §10 "Pickems record"): one schema per form, shared by page and server. */
import { z } from 'zod';
import { isValidBestTimeGuess } from '../time.ts';
import type { Round } from '../rounds.ts';
import { idSchema, roundSchema, userRefSchema } from './common.ts';

/** rules §10: 27 top picks (the playoff field) and 9 ultra picks (the Semifinals field). */
export const TOP_PICKS_COUNT = 27;
export const ULTRA_PICKS_COUNT = 9;

const hasNoRepeats = (ids: readonly string[]): boolean => new Set(ids).size === ids.length;

function distinctRunnerList(count: number, listName: string) {
  return z
    .array(idSchema)
    .length(count, { error: `Pick exactly ${count} runners for the ${listName}.` })
    .refine(hasNoRepeats, { error: `A runner can be picked only once in the ${listName}.` });
}

/** rules §20: hours greater than 0 (and at most 2, where the inputs wrap), minutes/seconds 0-59, ms 0-999. */
export const bestTimeGuessSchema = z
  .object({
    hours: z.number().int(),
    minutes: z.number().int(),
    seconds: z.number().int(),
    milliseconds: z.number().int(),
  })
  .refine(isValidBestTimeGuess, {
    error: 'The best time guess needs 1-2 hours, 0-59 minutes, 0-59 seconds and 0-999 milliseconds.',
  });

/** POST /api/pickems/submit-one-off — the one-off form (/pickems/first-visit) validates with this too. */
export const oneOffPicksRequest = z.object({
  selectedRunners: distinctRunnerList(TOP_PICKS_COUNT, 'top 27'),
  ultraSelectedRunners: distinctRunnerList(ULTRA_PICKS_COUNT, 'top 9'),
  selectedWinner: idSchema,
  selectedBestTimeRunner: idSchema,
  bestTime: bestTimeGuessSchema,
});
export type OneOffPicksRequest = z.infer<typeof oneOffPicksRequest>;

/**
 * POST /api/pickems/submit-round-picks — one winner per open group; the server checks the groups. An empty list
 * passes the schema on purpose: "already submitted" (409) is answered before the count is checked (400).
 */
export const roundPicksRequest = z.object({
  selectedWinners: z
    .array(idSchema)
    .max(500, { error: 'Too many picks.' })
    .refine(hasNoRepeats, { error: 'A runner can be picked only once.' }),
});
export type RoundPicksRequest = z.infer<typeof roundPicksRequest>;

/** A picked runner, and whether the pick has scored (or is scoring) so far. */
export const pickedRunnerSchema = userRefSchema.extend({ correct: z.boolean() });
export type PickedRunner = z.infer<typeof pickedRunnerSchema>;

/** A round pick: the picked runner of one group; `correct` once that group's race was won by them. */
export const roundPickSchema = pickedRunnerSchema.extend({ groupId: z.string(), groupNumber: z.number().int() });
export type RoundPickView = z.infer<typeof roundPickSchema>;

/** Point source (pickemsScoring.ts PICKEMS_POINT_SOURCES) → points. */
export const pointsBreakdownSchema = z.record(z.string(), z.number());

/** GET /api/pickems and GET /api/pickems/{userId}: rules §10 "presented as". */
export const pickemsViewResponse = z.object({
  userId: z.string(),
  /** False when the user never submitted anything: every list is empty and points are 0. */
  hasRecord: z.boolean(),
  hasOneOff: z.boolean(),
  overallWinner: pickedRunnerSchema.nullable(),
  bestTimeWho: pickedRunnerSchema.nullable(),
  /** The best-time guess in ms. */
  closestTime: z.number().int().nullable(),
  closestTimeCorrect: z.boolean(),
  top27: z.array(pickedRunnerSchema),
  top9: z.array(pickedRunnerSchema),
  round1Picks: z.array(roundPickSchema),
  round2Picks: z.array(roundPickSchema),
  round3Picks: z.array(roundPickSchema),
  quarterFinalsPicks: z.array(roundPickSchema),
  semiFinalsPicks: z.array(roundPickSchema),
  finalPick: roundPickSchema.nullable(),
  points: z.number().int(),
  breakdown: pointsBreakdownSchema,
  /** Rounds whose pick set the user has submitted (once per round). */
  submittedRounds: z.array(roundSchema),
});
export type PickemsView = z.infer<typeof pickemsViewResponse>;

/** The view's field holding the picks of each round; the Final has a single pick. */
export const ROUND_PICK_FIELDS = {
  'Round 1': 'round1Picks',
  'Round 2': 'round2Picks',
  'Round 3': 'round3Picks',
  Quarterfinals: 'quarterFinalsPicks',
  Semifinals: 'semiFinalsPicks',
  Final: 'finalPick',
} as const satisfies Record<Round, string>;

export const userIdParams = z.object({ userId: idSchema });

/** GET /api/pickems/leaderboard. */
export const leaderboardEntrySchema = z.object({
  userId: z.object({ _id: z.string(), displayName: z.string(), discordUsername: z.string() }),
  points: z.number().int(),
  rank: z.number().int(),
});
export const leaderboardResponse = z.array(leaderboardEntrySchema);
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * A runner and how many players picked them, out of `players`: the players who could pick them in this list (for the
 * one-off lists every player who sent one-off picks, for a round the players who picked a winner in the runner's group).
 */
export const pickCountSchema = userRefSchema.extend({ count: z.number().int(), players: z.number().int().min(0) });
export type PickCount = z.infer<typeof pickCountSchema>;

/** GET /api/pickems/stats/all. */
export const pickemsStatsResponse = z.object({
  topOverallWinners: z.array(pickCountSchema),
  topBestTimePicks: z.array(pickCountSchema),
  top27Picks: z.array(pickCountSchema),
  top9Picks: z.array(pickCountSchema),
  topPicksByRound: z.object({
    round1Picks: z.array(pickCountSchema),
    round2Picks: z.array(pickCountSchema),
    round3Picks: z.array(pickCountSchema),
    quarterFinalsPicks: z.array(pickCountSchema),
    semiFinalsPicks: z.array(pickCountSchema),
    finalPick: z.array(pickCountSchema),
  }),
});
export type PickemsStats = z.infer<typeof pickemsStatsResponse>;

/** GET /api/pickems/stats/favorites: the most picked member(s) of each group, ties kept. */
export const favoriteGroupSchema = z.object({
  round: roundSchema,
  groupNumber: z.number().int(),
  favorite: z.array(z.object({ userId: z.string(), totalCount: z.number().int() })),
});
export const favoritesResponse = z.array(favoriteGroupSchema);
export type FavoriteGroup = z.infer<typeof favoriteGroupSchema>;

/** POST /api/admin/recalibrate-pickems-preview. */
export const recalibrationChangeSchema = z.object({
  userId: z.string(),
  userDisplayName: z.string(),
  currentPoints: z.number().int(),
  newPoints: z.number().int(),
  pointsDifference: z.number().int(),
  breakdown: pointsBreakdownSchema,
});
export type RecalibrationChange = z.infer<typeof recalibrationChangeSchema>;

export const recalibrationPreviewResponse = z.object({
  totalUsers: z.number().int(),
  usersWithChanges: z.number().int(),
  changes: z.array(recalibrationChangeSchema),
});
export type RecalibrationPreview = z.infer<typeof recalibrationPreviewResponse>;

/** POST /api/admin/recalibrate-pickems. */
export const recalibrationResultResponse = z.object({
  totalUsers: z.number().int(),
  usersWithChanges: z.number().int(),
});
export type RecalibrationResult = z.infer<typeof recalibrationResultResponse>;
