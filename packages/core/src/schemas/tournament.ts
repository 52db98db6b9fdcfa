/** Tournament state, standings and round end (rules §4, §8, §9). */
import { z } from 'zod';
import { bracketSchema, roundSchema } from './common.ts';
import { raceListResponse } from './races.ts';

/**
 * GET /api/tournament/round. Counts are over the current round's non-cancelled races.
 * `completed` is true once the Final has ended; `currentRound` then stays 'Final' (the last round
 * played) so pages always have a round to show.
 */
export const tournamentRoundResponse = z.object({
  currentRound: roundSchema,
  /** Start in the future, no result yet. */
  upcomingRaces: z.number().int(),
  /** Started, no result yet. */
  awaitingResults: z.number().int(),
  completedRaces: z.number().int(),
  /** The number of groups of the current round: one race each. */
  totalRacesExpected: z.number().int(),
  completed: z.boolean(),
});
export type TournamentRound = z.infer<typeof tournamentRoundResponse>;

export const standingsRow = z.object({
  _id: z.string(),
  discordUsername: z.string(),
  displayName: z.string(),
  country: z.string().nullable(),
  points: z.number().int(),
  /** Fastest Finished time of the year in ms, null before the runner's first finish. */
  bestTournamentTimeMilliseconds: z.number().int().nullable(),
  currentBracket: bracketSchema.nullable(),
  /** Won an Ascension race in Round 2 or 3: a guaranteed playoff place, ranked first. */
  bye: z.boolean(),
  /** Competition rank (1, 2, 2, 4). */
  rank: z.number().int(),
});
export type StandingsRow = z.infer<typeof standingsRow>;

/** GET /api/tournament/standings: every runner in ranking order; rows with rank ≤ cutoffRank are above the cut. */
export const standingsResponse = z.object({
  cutoffRank: z.number().int(),
  standings: z.array(standingsRow),
});
export type Standings = z.infer<typeof standingsResponse>;

/** POST /api/tournament/end-round takes no input: no body, `null` or `{}`. */
export const endRoundRequest = z.union([z.null(), z.object({})]).optional();

/**
 * GET /api/tournament/exhibition: the completed Exhibition races of the year (oldest first), each with
 * its results in placing order, for the standings page's exhibition results.
 */
export const exhibitionResponse = raceListResponse;
