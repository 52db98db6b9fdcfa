/** Tournament state, standings and round end (rules §4, §8, §9). */
import { z } from 'zod';
import { GROUP_RACE_STATES } from '../raceSchedule.ts';
import { bracketSchema, roundSchema, userRefSchema } from './common.ts';
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
  /** Competition rank (1, 2, 2, 4); null for a withdrawn runner, listed last (rules §9). */
  rank: z.number().int().nullable(),
  /** Withdrawn from the tournament (rules §8): keeps results and points, never counts for the cutoff. */
  withdrawn: z.boolean(),
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

/** GET /api/admin/round-checklist (rules §8): what the End Round screen shows before the admin ends the round. */
export const roundChecklistResponse = z.object({
  currentRound: roundSchema,
  groups: z.array(
    z.object({
      _id: z.string(),
      groupNumber: z.number().int(),
      bracket: bracketSchema.nullable(),
      members: z.array(userRefSchema),
      state: z.enum(GROUP_RACE_STATES),
      /** The group's active (non-cancelled) race, or null. */
      raceId: z.string().nullable(),
    }),
  ),
  /** Active runners of the round's brackets in no group of the round. */
  ungroupedRunners: z.array(
    z.object({ _id: z.string(), displayName: z.string(), currentBracket: bracketSchema.nullable() }),
  ),
  /** Whether POST /api/tournament/end-round would be accepted now. */
  canEnd: z.boolean(),
});
export type RoundChecklist = z.infer<typeof roundChecklistResponse>;
