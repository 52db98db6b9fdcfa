import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextDnfOrder,
  placeResults,
  raceWinner,
  RESULT_STATUSES,
  toPlacedInput,
  validateRecordedResults,
  type PlacedInput,
  type RecordedResult,
} from './results.ts';
import type { FinishTime } from './time.ts';

const finished = (racer: string, finishTimeMs: number): PlacedInput => ({
  racer,
  status: 'Finished',
  finishTimeMs,
  dnfOrder: null,
});
const dnf = (racer: string, dnfOrder: number): PlacedInput => ({ racer, status: 'DNF', finishTimeMs: 0, dnfOrder });
const other = (racer: string, status: 'DNS' | 'DQ'): PlacedInput => ({
  racer,
  status,
  finishTimeMs: 0,
  dnfOrder: null,
});

/** Results with distinct racer ids, as a race always has. */
const resultsArb = fc
  .uniqueArray(
    fc.record({
      racer: fc.string({ minLength: 1, maxLength: 4 }),
      status: fc.constantFrom(...RESULT_STATUSES),
      finishTimeMs: fc.integer({ min: 1, max: 20 }),
      dnfOrder: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    { selector: (r) => r.racer, minLength: 0, maxLength: 6 },
  )
  .map((rs) => rs as PlacedInput[]);

describe('placeResults', () => {
  it('places Finished by time, then DNF by order, then DNS, then DQ', () => {
    const placed = placeResults([
      other('q', 'DQ'),
      dnf('d2', 2),
      other('s', 'DNS'),
      finished('slow', 7_000),
      dnf('d1', 1),
      finished('fast', 6_000),
    ]);
    expect(placed.map((r) => r.racer)).toEqual(['fast', 'slow', 'd1', 'd2', 's', 'q']);
  });

  it('breaks an equal time by racer id', () => {
    expect(placeResults([finished('b', 5), finished('a', 5)]).map((r) => r.racer)).toEqual(['a', 'b']);
  });

  it('does not change its input', () => {
    const input = [finished('b', 9), finished('a', 5)];
    placeResults(input);
    expect(input.map((r) => r.racer)).toEqual(['b', 'a']);
  });

  it('gives the same placing whatever order results arrive in', () => {
    fc.assert(
      fc.property(
        resultsArb.chain((rs) =>
          fc.tuple(fc.constant(rs), fc.shuffledSubarray(rs, { minLength: rs.length, maxLength: rs.length })),
        ),
        ([a, b]) => {
          expect(placeResults(a)).toEqual(placeResults(b));
        },
      ),
    );
  });

  it('is idempotent and keeps status groups in order', () => {
    const rank = { Finished: 0, DNF: 1, DNS: 2, DQ: 3 };
    fc.assert(
      fc.property(resultsArb, (rs) => {
        const placed = placeResults(rs);
        expect(placeResults(placed)).toEqual(placed);
        for (let i = 1; i < placed.length; i++) {
          const prev = placed[i - 1]!;
          const cur = placed[i]!;
          expect(rank[prev.status]).toBeLessThanOrEqual(rank[cur.status]);
          if (prev.status === 'Finished' && cur.status === 'Finished')
            expect(prev.finishTimeMs).toBeLessThanOrEqual(cur.finishTimeMs);
        }
      }),
    );
  });
});

describe('raceWinner', () => {
  it('is the fastest finisher', () => {
    expect(raceWinner([finished('b', 9), dnf('c', 1), finished('a', 5)])).toBe('a');
  });

  it('is null when nobody finished', () => {
    expect(raceWinner([dnf('a', 1), other('b', 'DNS')])).toBeNull();
    expect(raceWinner([])).toBeNull();
  });
});

describe('nextDnfOrder', () => {
  it('starts at 1', () => {
    expect(nextDnfOrder([])).toBe(1);
    expect(nextDnfOrder([null, null])).toBe(1);
  });

  it('is the highest existing order plus one', () => {
    expect(nextDnfOrder([2, null])).toBe(3);
    expect(nextDnfOrder([1, 3])).toBe(4);
  });
});

describe('validateRecordedResults', () => {
  const time = (hours: number, minutes: number, seconds = 0, milliseconds = 0): FinishTime => ({
    hours,
    minutes,
    seconds,
    milliseconds,
  });
  const zero = time(0, 0);
  const row = (
    racer: string,
    status: RecordedResult['status'],
    finishTime = zero,
    dnfOrder: number | null = null,
  ): RecordedResult => ({
    racer,
    status,
    finishTime,
    dnfOrder,
  });
  const racers = ['a', 'b', 'c'];
  const good = [row('a', 'Finished', time(1, 50)), row('b', 'DNF', time(1, 0), 1), row('c', 'DQ', time(2, 0), 2)];

  const errorOf = (results: RecordedResult[], raceTimeId = 'abc', ids = racers): string => {
    const outcome = validateRecordedResults({ raceTimeId, results }, ids);
    if (outcome.ok) throw new Error('expected a refusal');
    return outcome.error;
  };

  it('accepts a valid race and normalizes it', () => {
    const outcome = validateRecordedResults({ raceTimeId: '  abc ', results: good }, racers);
    expect(outcome).toEqual({
      ok: true,
      normalized: {
        raceTimeId: 'abc',
        results: [row('a', 'Finished', time(1, 50)), row('b', 'DNF', zero, 1), row('c', 'DQ', zero, null)],
      },
    });
  });

  it('accepts a two-racer race', () => {
    expect(validateRecordedResults({ raceTimeId: 'x', results: good.slice(0, 2) }, ['a', 'b']).ok).toBe(true);
  });

  it('ignores an out-of-bounds time on a non-finished racer (it is zeroed anyway)', () => {
    expect(validateRecordedResults({ raceTimeId: 'x', results: [row('a', 'DNS', time(9, 99))] }, ['a']).ok).toBe(true);
  });

  it('requires a race time id', () => {
    expect(errorOf(good, '   ')).toBe('The race time ID is required.');
  });

  it('requires exactly one result per racer', () => {
    expect(errorOf(good.slice(0, 2))).toBe('Every racer of the race needs a result.');
    expect(errorOf([...good, row('z', 'DNS')])).toBe('A result was given for someone who is not a racer of this race.');
    expect(errorOf([good[0]!, good[0]!, good[1]!])).toBe('Each racer can have only one result.');
  });

  it('requires a non-zero, in-bounds time for a finisher', () => {
    expect(errorOf([row('a', 'Finished', zero), good[1]!, good[2]!])).toBe(
      'Every finished racer needs a time above zero.',
    );
    expect(errorOf([row('a', 'Finished', time(5, 0)), good[1]!, good[2]!])).toMatch(/within 4 hours/);
    expect(errorOf([row('a', 'Finished', time(1, 0, 0, 0.5)), good[1]!, good[2]!])).toMatch(/whole numbers/);
  });

  it('requires unique DNF orders from 1 to 3', () => {
    const tooHigh = [good[0]!, row('b', 'DNF', zero, 4), good[2]!];
    expect(errorOf(tooHigh)).toBe('Every DNF racer needs a DNF order from 1 to 3.');
    expect(errorOf([good[0]!, row('b', 'DNF', zero, null), good[2]!])).toBe(
      'Every DNF racer needs a DNF order from 1 to 3.',
    );
    expect(errorOf([good[0]!, row('b', 'DNF', zero, 0), good[2]!])).toBe(
      'Every DNF racer needs a DNF order from 1 to 3.',
    );
    expect(errorOf([good[0]!, row('b', 'DNF', zero, 1), row('c', 'DNF', zero, 1)])).toBe(
      'DNF orders must all be different.',
    );
  });

  it('refuses an unknown status coming from untyped input', () => {
    const bad = { ...good[0]!, status: 'Won' } as unknown as RecordedResult;
    expect(errorOf([bad, good[1]!, good[2]!])).toBe('A result status must be Finished, DNF, DNS or DQ.');
  });

  it('normalized results place as expected', () => {
    const outcome = validateRecordedResults({ raceTimeId: 'x', results: good }, racers);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(raceWinner(outcome.normalized.results.map(toPlacedInput))).toBe('a');
  });
});
