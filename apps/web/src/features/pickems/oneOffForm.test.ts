import { describe, expect, it } from 'vitest';
import {
  checkOneOff,
  emptyOneOff,
  oneOffProblems,
  setBestTimeField,
  setSlot,
  takenElsewhere,
  type OneOffValues,
} from './oneOffForm';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function complete(): OneOffValues {
  return {
    selectedRunners: Array.from({ length: 27 }, (_, i) => id(i)),
    ultraSelectedRunners: Array.from({ length: 9 }, (_, i) => id(i + 100)),
    selectedWinner: id(1),
    selectedBestTimeRunner: id(2),
    bestTime: { hours: 1, minutes: 52, seconds: 3, milliseconds: 120 },
  };
}

describe('one-off form validation', () => {
  it('accepts a complete form and sends exactly the schema body', () => {
    expect(checkOneOff(complete())).toEqual({ ok: true, body: complete() });
  });

  it('starts invalid, listing everything that is missing', () => {
    expect(oneOffProblems(emptyOneOff())).toEqual([
      'Fill all 27 top-27 slots (0 filled).',
      'Fill all 9 top-9 slots (0 filled).',
      'Choose the overall winner.',
      'Choose who gets the best tournament time.',
      'The best time guess needs at least 1 hour.',
    ]);
    expect(checkOneOff(emptyOneOff()).ok).toBe(false);
  });

  it('refuses an empty slot, a repeat within a list, and a guess under one hour', () => {
    expect(checkOneOff(setSlot(complete(), 'selectedRunners', 5, ''))).toEqual({
      ok: false,
      problems: ['Fill all 27 top-27 slots (26 filled).'],
    });
    expect(checkOneOff(setSlot(complete(), 'ultraSelectedRunners', 0, id(101))).ok).toBe(false);
    expect(checkOneOff({ ...complete(), bestTime: { hours: 0, minutes: 59, seconds: 59, milliseconds: 999 } }).ok).toBe(
      false,
    );
  });

  it('allows the same runner in both lists (no repeats only within a list)', () => {
    const values = setSlot(complete(), 'ultraSelectedRunners', 0, id(0));
    expect(checkOneOff(values).ok).toBe(true);
  });

  it('refuses what only the server schema knows, such as an id that is not a UUID', () => {
    const check = checkOneOff({ ...complete(), selectedWinner: 'not-an-id' });
    expect(check.ok).toBe(false);
  });

  it('disables, in a slot, the runners chosen in the other slots of the same list', () => {
    expect(takenElsewhere(['a', '', 'b', 'a'], 0)).toEqual(new Set(['b', 'a']));
    expect(takenElsewhere(['a', '', 'b'], 2)).toEqual(new Set(['a']));
  });

  it('wraps the best-time inputs at both ends and reads an emptied input as 0', () => {
    const values = complete();
    expect(setBestTimeField(values, 'hours', -1).bestTime.hours).toBe(2);
    expect(setBestTimeField(values, 'hours', 3).bestTime.hours).toBe(0);
    expect(setBestTimeField(values, 'minutes', 60).bestTime.minutes).toBe(0);
    expect(setBestTimeField(values, 'seconds', -1).bestTime.seconds).toBe(59);
    expect(setBestTimeField(values, 'milliseconds', 1000).bestTime.milliseconds).toBe(0);
    expect(setBestTimeField(values, 'milliseconds', -1).bestTime.milliseconds).toBe(999);
    expect(setBestTimeField(values, 'minutes', '').bestTime.minutes).toBe(0);
    expect(setBestTimeField(values, 'minutes', '42').bestTime.minutes).toBe(42);
  });
});
