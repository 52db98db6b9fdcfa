import { describe, expect, it } from 'vitest';
import {
  groupRaceState,
  MAX_RUNNER_MOVES_PER_DAY,
  runnerMoveRefusal,
  LIVE_WINDOW_SECONDS,
  RACE_HORIZON_SECONDS,
  RACE_TOO_FAR,
  raceStartTooFar,
  RESCHEDULE_CANCELLED,
  RESCHEDULE_COMPLETED,
  RESCHEDULE_IN_PAST,
  RESCHEDULE_STARTED,
  rescheduleRefusal,
} from './raceSchedule.ts';

const NOW = 1_800_000_000;
const race = (raceDateTime: number, flags: Partial<{ cancelled: boolean; completed: boolean }> = {}) => ({
  raceDateTime,
  cancelled: flags.cancelled ?? false,
  completed: flags.completed ?? false,
});

describe('rescheduleRefusal', () => {
  it('lets a racer move a race that has not started to a future time', () => {
    expect(rescheduleRefusal(race(NOW + 60), NOW + 3600, NOW, false)).toBeNull();
  });

  it('refuses cancelled and completed races, for admins too', () => {
    for (const byAdmin of [false, true]) {
      expect(rescheduleRefusal(race(NOW + 60, { cancelled: true }), NOW + 3600, NOW, byAdmin)).toEqual({
        status: 409,
        message: RESCHEDULE_CANCELLED,
      });
      expect(rescheduleRefusal(race(NOW - 60, { completed: true }), NOW + 3600, NOW, byAdmin)).toEqual({
        status: 409,
        message: RESCHEDULE_COMPLETED,
      });
    }
  });

  it('lets only an admin move a started race without result; the start at exactly now counts as started', () => {
    expect(rescheduleRefusal(race(NOW), NOW + 3600, NOW, false)).toEqual({ status: 409, message: RESCHEDULE_STARTED });
    expect(rescheduleRefusal(race(NOW - 7200), NOW + 3600, NOW, true)).toBeNull();
  });

  it('refuses a new start that is not in the future with 400', () => {
    expect(rescheduleRefusal(race(NOW + 60), NOW, NOW, true)).toEqual({ status: 400, message: RESCHEDULE_IN_PAST });
  });
});

describe('groupRaceState', () => {
  it('walks unscheduled → scheduled → live → awaiting-results → completed', () => {
    expect(groupRaceState(null, NOW)).toBe('unscheduled');
    expect(groupRaceState({ raceDateTime: NOW + 1, completed: false }, NOW)).toBe('scheduled');
    expect(groupRaceState({ raceDateTime: NOW, completed: false }, NOW)).toBe('live');
    expect(groupRaceState({ raceDateTime: NOW - LIVE_WINDOW_SECONDS + 1, completed: false }, NOW)).toBe('live');
    expect(groupRaceState({ raceDateTime: NOW - LIVE_WINDOW_SECONDS, completed: false }, NOW)).toBe('awaiting-results');
  });

  it('a recorded race is completed whatever its planned start', () => {
    expect(groupRaceState({ raceDateTime: NOW + 86_400, completed: true }, NOW)).toBe('completed');
  });
});

describe('runnerMoveRefusal (rules §26)', () => {
  it('refuses a racer past the daily moves of a race, never an admin', () => {
    expect(runnerMoveRefusal(MAX_RUNNER_MOVES_PER_DAY - 1, false)).toBeNull();
    expect(runnerMoveRefusal(MAX_RUNNER_MOVES_PER_DAY, false)).toMatchObject({ status: 429 });
    expect(runnerMoveRefusal(100, true)).toBeNull();
  });
});

describe('the race horizon (rules §28)', () => {
  it('lets a race start up to a year ahead, and no further', () => {
    expect(RACE_HORIZON_SECONDS).toBe(365 * 86_400);
    expect(raceStartTooFar(NOW + RACE_HORIZON_SECONDS, NOW)).toBe(false);
    expect(raceStartTooFar(NOW + RACE_HORIZON_SECONDS + 1, NOW)).toBe(true);
  });

  it('refuses a move beyond it, to admins too', () => {
    const endOfCalendar = 253_402_214_400; // 9999-12-31T00:00:00Z
    for (const byAdmin of [false, true])
      expect(rescheduleRefusal(race(NOW + 60), endOfCalendar, NOW, byAdmin)).toEqual({
        status: 400,
        message: RACE_TOO_FAR,
      });
    expect(rescheduleRefusal(race(NOW + 60), NOW + RACE_HORIZON_SECONDS, NOW, false)).toBeNull();
  });
});
