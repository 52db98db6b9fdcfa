import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESCHEDULE_CANCELLED, RESCHEDULE_IN_PAST, RESCHEDULE_STARTED } from '@pokered/core/raceSchedule';
import { buildRace, buildUserRef } from '../../test/builders';
import { checkMoveRace } from './moveRaceCheck';
import { canMoveRace, localInputsOf, MOVE_FIELDS_REQUIRED } from './moveRaceForm';

const START = 1_900_000_000;
const BEFORE = (START - 3600) * 1000;
const AFTER = (START + 60) * 1000;
const racer = { _id: 'racer', isAdmin: false };
const admin = { _id: 'admin', isAdmin: true };
const race = (overrides = {}) =>
  buildRace({ raceDateTime: START, racer2: buildUserRef('Brock', { _id: 'racer' }), ...overrides });

describe('checkMoveRace (rules §6)', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('turns the local date and time into the epoch seconds of a future start', () => {
    expect(checkMoveRace({ date: '2030-04-20', time: '18:30' }, race(), false, BEFORE)).toEqual({
      ok: true,
      body: { raceDateTime: Date.UTC(2030, 3, 20, 12, 45) / 1000 },
    });
  });

  it('asks for both fields and refuses a start that is not in the future', () => {
    expect(checkMoveRace({ date: '', time: '18:30' }, race(), false, BEFORE)).toEqual({
      ok: false,
      message: MOVE_FIELDS_REQUIRED,
    });
    expect(checkMoveRace({ date: '2001-01-01', time: '10:00' }, race(), false, BEFORE)).toEqual({
      ok: false,
      message: RESCHEDULE_IN_PAST,
    });
  });

  it("applies the server's refusals for the race's state", () => {
    const later = { date: '2030-04-20', time: '18:30' };
    expect(checkMoveRace(later, race({ cancelled: true }), true, BEFORE)).toEqual({
      ok: false,
      message: RESCHEDULE_CANCELLED,
    });
    expect(checkMoveRace(later, race(), false, AFTER)).toEqual({ ok: false, message: RESCHEDULE_STARTED });
    expect(checkMoveRace(later, race(), true, AFTER).ok).toBe(true);
  });
});

describe('canMoveRace (rules §3, §6)', () => {
  it('offers Move to a racer before the start and to an admin until the result', () => {
    expect(canMoveRace(race(), racer, BEFORE)).toBe(true);
    expect(canMoveRace(race(), racer, AFTER)).toBe(false);
    expect(canMoveRace(race(), admin, AFTER)).toBe(true);
    expect(canMoveRace(race({ completed: true }), admin, AFTER)).toBe(false);
    expect(canMoveRace(race({ cancelled: true }), racer, BEFORE)).toBe(false);
  });

  it('offers nothing to visitors and to people outside the race', () => {
    expect(canMoveRace(race(), null, BEFORE)).toBe(false);
    expect(canMoveRace(race(), { _id: 'fan', isAdmin: false }, BEFORE)).toBe(false);
  });
});

describe('localInputsOf', () => {
  it("gives the inputs' values in the viewer's zone", () => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
    expect(localInputsOf(Date.UTC(2030, 3, 20, 12, 45) / 1000)).toEqual({ date: '2030-04-20', time: '18:30' });
  });
});
