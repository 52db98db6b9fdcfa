/** Tournament state, standings and round end (rules §4, §8, §9, §17). */
import { z } from 'zod';
import { QUALIFICATION_STATUSES } from '../qualification.ts';
import { GROUP_RACE_STATES } from '../raceSchedule.ts';
import { RESULT_STATUSES } from '../results.ts';
import { bracketSchema, finishTimeSchema, roundSchema, userRefSchema } from './common.ts';
import { raceListResponse, raceResultSchema } from './races.ts';

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
  /** rules §17: sure of a playoff place, out of reach of it, or still contending (qualification.ts). */
  status: z.enum(QUALIFICATION_STATUSES),
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

/** GET /api/tournament/standings/{userId} (rules §17): one runner's row, their Swiss races and why they rank there. */
export const standingsDetailResponse = z.object({
  row: standingsRow,
  /** Every completed, non-cancelled Swiss race of the runner, oldest round first, 0-point races included. */
  races: z.array(
    z.object({
      raceId: z.string(),
      round: roundSchema,
      bracket: bracketSchema.nullable(),
      /** 1-based placing (rules §7). */
      place: z.number().int(),
      status: z.enum(RESULT_STATUSES),
      /** Zero for every status but Finished. */
      finishTime: finishTimeSchema,
      points: z.number().int(),
      bye: z.boolean(),
    }),
  ),
  reason: z.string(),
});
export type StandingsDetail = z.infer<typeof standingsDetailResponse>;

/** GET /api/tournament/bracket (rules §17): the playoff rounds, each with its groups and their races. */
export const bracketResponse = z.object({
  rounds: z.array(
    z.object({
      round: roundSchema,
      /** By group number; empty for a round whose groups are not made yet. */
      groups: z.array(
        z.object({
          groupNumber: z.number().int(),
          members: z.array(userRefSchema),
          /** The group's completed race, else its active race, else null. */
          raceId: z.string().nullable(),
          /** The completed race's results in placing order; empty until recorded. */
          placing: z.array(raceResultSchema),
          winner: userRefSchema.nullable(),
        }),
      ),
    }),
  ),
});
export type PlayoffBracket = z.infer<typeof bracketResponse>;
