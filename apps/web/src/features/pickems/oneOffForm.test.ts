import { describe, expect, it } from 'vitest';
import {
  checkOneOff,
  emptyOneOff,
  filterRunners,
  isFull,
  isPicked,
  oneOffProblems,
  setBestTimeField,
  targetsOf,
  togglePick,
  type OneOffValues,
  type PickTarget,
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

/** Clicks the runners `ids` in turn with `target` chosen. */
const clicks = (values: OneOffValues, target: PickTarget, ids: readonly string[]): OneOffValues =>
  ids.reduce((current, runner) => togglePick(current, target, runner), values);

describe('one-off form validation', () => {
  it('accepts a complete form and sends exactly the schema body', () => {
    expect(checkOneOff(complete())).toEqual({ ok: true, body: complete() });
  });

  it('starts invalid, listing everything that is missing', () => {
    expect(oneOffProblems(emptyOneOff())).toEqual([
      'Pick 27 runners for the top 27 (0 picked).',
      'Pick 9 runners for the top 9 (0 picked).',
      'Choose the overall winner.',
      'Choose who gets the best tournament time.',
      'The best time guess needs at least 1 hour.',
    ]);
    expect(checkOneOff(emptyOneOff()).ok).toBe(false);
  });

  it('refuses a short list, a repeat within a list, and a guess under one hour', () => {
    expect(checkOneOff(togglePick(complete(), 'selectedRunners', id(5)))).toEqual({
      ok: false,
      problems: ['Pick 27 runners for the top 27 (26 picked).'],
    });
    const repeated = { ...complete(), ultraSelectedRunners: [...complete().ultraSelectedRunners.slice(1), id(101)] };
    expect(oneOffProblems(repeated)).toEqual(['A runner appears twice in the top 9.']);
    expect(checkOneOff({ ...complete(), bestTime: { hours: 0, minutes: 59, seconds: 59, milliseconds: 999 } }).ok).toBe(
      false,
    );
  });

  it('allows the same runner in both lists (no repeats only within a list)', () => {
    const values = clicks(complete(), 'ultraSelectedRunners', [id(100), id(0)]);
    expect(values.ultraSelectedRunners).toContain(id(0));
    expect(values.selectedRunners).toContain(id(0));
    expect(checkOneOff(values).ok).toBe(true);
  });

  it('refuses what only the server schema knows, such as an id that is not a UUID', () => {
    const check = checkOneOff({ ...complete(), selectedWinner: 'not-an-id' });
    expect(check.ok).toBe(false);
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

describe('picking by click', () => {
  it('adds a runner to a list in click order and removes them on a second click', () => {
    const values = clicks(emptyOneOff(), 'selectedRunners', [id(3), id(1), id(2)]);
    expect(values.selectedRunners).toEqual([id(3), id(1), id(2)]);
    expect(isPicked(values, 'selectedRunners', id(1))).toBe(true);
    expect(isPicked(values, 'ultraSelectedRunners', id(1))).toBe(false);
    expect(togglePick(values, 'selectedRunners', id(1)).selectedRunners).toEqual([id(3), id(2)]);
  });

  it('stops a list at its size: 27 and 9 (rules §10), until a runner is removed', () => {
    const full = clicks(
      emptyOneOff(),
      'selectedRunners',
      Array.from({ length: 27 }, (_, i) => id(i)),
    );
    expect(isFull(full, 'selectedRunners')).toBe(true);
    expect(togglePick(full, 'selectedRunners', id(99))).toBe(full);
    const room = togglePick(full, 'selectedRunners', id(0));
    expect(isFull(room, 'selectedRunners')).toBe(false);
    expect(togglePick(room, 'selectedRunners', id(99)).selectedRunners).toHaveLength(27);

    const ultra = clicks(
      emptyOneOff(),
      'ultraSelectedRunners',
      Array.from({ length: 10 }, (_, i) => id(i)),
    );
    expect(ultra.ultraSelectedRunners).toEqual(Array.from({ length: 9 }, (_, i) => id(i)));
    expect(isFull(ultra, 'ultraSelectedRunners')).toBe(true);
  });

  it('makes the winner and the best-time runner single picks: a click replaces, a second click clears', () => {
    let values = togglePick(emptyOneOff(), 'selectedWinner', id(1));
    values = togglePick(values, 'selectedWinner', id(2));
    expect(values.selectedWinner).toBe(id(2));
    expect(isFull(values, 'selectedWinner')).toBe(false);
    expect(togglePick(values, 'selectedWinner', id(2)).selectedWinner).toBe('');
    values = togglePick(values, 'selectedBestTimeRunner', id(2));
    expect(targetsOf(values, id(2))).toEqual(['selectedWinner', 'selectedBestTimeRunner']);
  });

  it('filters runners by name or Discord username, blind to case and accents', () => {
    const runners = [
      { displayName: 'Flöppy', discordUsername: 'flop' },
      { displayName: 'Misty', discordUsername: 'cerulean_gym' },
      { displayName: 'Brock', discordUsername: 'pewter' },
    ];
    expect(filterRunners(runners, '  ').map((r) => r.displayName)).toEqual(['Flöppy', 'Misty', 'Brock']);
    expect(filterRunners(runners, 'FLO').map((r) => r.displayName)).toEqual(['Flöppy']);
    expect(filterRunners(runners, 'gym').map((r) => r.displayName)).toEqual(['Misty']);
    expect(filterRunners(runners, 'zzz')).toEqual([]);
  });
});
