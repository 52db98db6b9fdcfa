/** The personal home (rules §19): `GET /api/home`, what a logged-in user has to do next. */
import { z } from 'zod';
import { bracketSchema, roundSchema, userRefSchema } from './common.ts';
import { currentRoundSchema } from './groups.ts';
import { raceSchema } from './races.ts';

/** How many days ahead the home lists races that still need commentators. */
export const COMMENTARY_WINDOW_DAYS = 7;
/** At most this many races in each commentary list. */
export const HOME_LIST_LIMIT = 5;

/** A runner's group this round (members in pot order, the caller included) and its active race, if any. */
export const homeRunnerSchema = z.object({
  group: z
    .object({
      _id: z.string(),
      groupNumber: z.number().int(),
      round: roundSchema,
      bracket: bracketSchema.nullable(),
      members: z.array(userRefSchema),
    })
    .nullable(),
  /** The group's active (not cancelled) race; null = not scheduled yet. */
  race: raceSchema.nullable(),
});
export type HomeRunner = z.infer<typeof homeRunnerSchema>;

/**
 * The round picks (rules §10): `notOpen` before the round has groups, `open` while a group can still be picked
 * and the caller has not submitted, `submitted`, or `closed` (every race started, or the tournament is over).
 * `closesAt` (epoch seconds) is the earliest start among the open groups' scheduled races: the first group
 * closes then; null when none of them is scheduled.
 */
export const homePicksSchema = z.object({
  round: roundSchema.nullable(),
  state: z.enum(['notOpen', 'open', 'submitted', 'closed']),
  openGroups: z.number().int(),
  closesAt: z.number().int().nullable(),
});
export type HomePicks = z.infer<typeof homePicksSchema>;

/**
 * rules §29: what an organiser (admin) has to do, on their Home. `awaitingResults`: started races without a result,
 * the longest waiting first (at most HOME_LIST_LIMIT, `count` all of them); `unscheduledGroups`: the current
 * round's groups without an active race; `notifications`: Discord messages not sent yet, and those that failed.
 */
export const organiserTodoSchema = z.object({
  awaitingResults: z.object({ count: z.number().int(), races: z.array(raceSchema) }),
  unscheduledGroups: z.object({
    count: z.number().int(),
    groups: z.array(z.object({ _id: z.string(), groupNumber: z.number().int(), members: z.array(userRefSchema) })),
  }),
  notifications: z.object({ unsent: z.number().int(), failed: z.number().int() }),
  /** The round under way when every one of its groups has its result and the round may end; null otherwise. */
  roundReady: z.object({ round: roundSchema }).nullable(),
});
export type OrganiserTodo = z.infer<typeof organiserTodoSchema>;

export const homeResponse = z.object({
  currentRound: currentRoundSchema,
  /** Null unless the caller is a runner. */
  runner: homeRunnerSchema.nullable(),
  commentary: z.object({
    /** The caller's commentaries of races not yet started, soonest first. */
    mine: z.array(raceSchema),
    /** Races starting within COMMENTARY_WINDOW_DAYS with a free place, that the caller neither runs nor calls. */
    needed: z.array(raceSchema),
  }),
  picks: homePicksSchema,
  /** Null unless the caller is an admin (rules §29). */
  organiser: organiserTodoSchema.nullable(),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** At most this many races in each list of the visitors' Home (rules §29). */
export const HAPPENING_LIST_LIMIT = 5;

/**
 * rules §29: `GET /api/happening` (public), what the visitors' Home leads with. `round`: the round under way and
 * how many of its groups have a result (null once the tournament is completed); `live`: races within their live
 * window (LIVE_WINDOW_SECONDS); `next`: the races to come, soonest first; `latest`: the latest results.
 */
export const happeningResponse = z.object({
  currentRound: currentRoundSchema,
  round: z.object({ groups: z.number().int(), completedGroups: z.number().int() }).nullable(),
  live: z.array(raceSchema),
  next: z.array(raceSchema),
  latest: z.array(raceSchema),
});
export type HappeningResponse = z.infer<typeof happeningResponse>;
