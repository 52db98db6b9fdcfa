/** Moving a race and what state a group's race is in (rules §6, §8, §28): pure rules the server and the screens share. */

/** A race is "live" during its first 2 h 30 min (rules §6), then "awaiting results" until it is recorded. */
export const LIVE_WINDOW_SECONDS = 2.5 * 60 * 60;

export const RESCHEDULE_CANCELLED = 'A cancelled race cannot be moved. Uncancel it first.';
export const RESCHEDULE_COMPLETED = 'A completed race cannot be moved: its result is recorded.';
export const RESCHEDULE_STARTED = 'This race has already started: only an admin can move it now.';
export const RESCHEDULE_IN_PAST = 'The new race start must be in the future.';
export const RACE_TOO_FAR = 'The race start must be within a year from now.';

/**
 * rules §28: a race starts at most a year after it is submitted or moved. A season lasts weeks; a start further
 * away is a typing slip (9999-12-31), and one at the end of the calendar breaks every calendar feed that lists it.
 */
export const RACE_HORIZON_SECONDS = 365 * 24 * 60 * 60;

/** Whether `start` (epoch seconds) lies beyond the horizon of rules §28 from `nowSeconds`. */
export function raceStartTooFar(start: number, nowSeconds: number): boolean {
  return start > nowSeconds + RACE_HORIZON_SECONDS;
}

export interface SchedulableRace {
  /** Epoch seconds. */
  raceDateTime: number;
  cancelled: boolean;
  completed: boolean;
}

/**
 * Why `race` cannot move to `newStart` (epoch seconds), or null when it can (rules §6): never a cancelled or
 * completed race; a started race only by an admin (it has no result, or it would be completed); always to the future.
 */
export function rescheduleRefusal(
  race: SchedulableRace,
  newStart: number,
  nowSeconds: number,
  byAdmin: boolean,
): { status: 400 | 409; message: string } | null {
  if (race.cancelled) return { status: 409, message: RESCHEDULE_CANCELLED };
  if (race.completed) return { status: 409, message: RESCHEDULE_COMPLETED };
  if (race.raceDateTime <= nowSeconds && !byAdmin) return { status: 409, message: RESCHEDULE_STARTED };
  if (newStart <= nowSeconds) return { status: 400, message: RESCHEDULE_IN_PAST };
  if (raceStartTooFar(newStart, nowSeconds)) return { status: 400, message: RACE_TOO_FAR };
  return null;
}

export const GROUP_RACE_STATES = ['unscheduled', 'scheduled', 'live', 'awaiting-results', 'completed'] as const;
export type GroupRaceState = (typeof GROUP_RACE_STATES)[number];

/** Where a group's active (non-cancelled) race stands at `nowSeconds`; null = the group has no active race. */
export function groupRaceState(
  race: { raceDateTime: number; completed: boolean } | null,
  nowSeconds: number,
): GroupRaceState {
  if (race === null) return 'unscheduled';
  if (race.completed) return 'completed';
  if (race.raceDateTime > nowSeconds) return 'scheduled';
  return nowSeconds < race.raceDateTime + LIVE_WINDOW_SECONDS ? 'live' : 'awaiting-results';
}

/** rules §26: a racer may move one race this many times a day (admins are not counted). */
export const MAX_RUNNER_MOVES_PER_DAY = 6;
export const RESCHEDULE_TOO_OFTEN = `This race was already moved ${String(MAX_RUNNER_MOVES_PER_DAY)} times in the last 24 hours. Contact @organizers to move it again.`;

/** The refusal of a racer's move once `movesToday` of the race's racers' moves fell within the last 24 h. */
export function runnerMoveRefusal(movesToday: number, byAdmin: boolean): { status: 429; message: string } | null {
  return !byAdmin && movesToday >= MAX_RUNNER_MOVES_PER_DAY ? { status: 429, message: RESCHEDULE_TOO_OFTEN } : null;
}
