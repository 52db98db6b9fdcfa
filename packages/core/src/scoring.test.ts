import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRACKETS } from './brackets.ts';
import { RESULT_STATUSES, type PlacedInput } from './results.ts';
import { ROUNDS } from './rounds.ts';
import { computeRunnerFigures, pointsForPlace, type ScoredRace } from './scoring.ts';

const finished = (racer: string, finishTimeMs: number): PlacedInput => ({
  racer,
  status: 'Finished',
  finishTimeMs,
  dnfOrder: null,
});
const dnf = (racer: string, dnfOrder: number): PlacedInput => ({ racer, status: 'DNF', finishTimeMs: 0, dnfOrder });
const dns = (racer: string): PlacedInput => ({ racer, status: 'DNS', finishTimeMs: 0, dnfOrder: null });
const dq = (racer: string): PlacedInput => ({ racer, status: 'DQ', finishTimeMs: 0, dnfOrder: null });

describe('pointsForPlace', () => {
  it.each([
    ['Round 1', 'Normal', [10, 9, 6]],
    ['Round 2', 'Normal', [10, 6, 3]],
    ['Round 3', 'Normal', [10, 6, 1]],
    ['Round 2', 'Ascension', [0, 10, 6]],
    ['Round 3', 'Ascension', [0, 10, 6]],
  ] as const)('%s %s gives the table to finishers', (round, bracket, expected) => {
    expect([0, 1, 2].map((i) => pointsForPlace(round, bracket, i, 3, 'Finished').points)).toEqual(expected);
  });

  it('gives a BYE to a finished Ascension winner in Rounds 2 and 3 only', () => {
    expect(pointsForPlace('Round 2', 'Ascension', 0, 3, 'Finished')).toEqual({ points: 0, bye: true });
    expect(pointsForPlace('Round 3', 'Ascension', 0, 2, 'Finished')).toEqual({ points: 0, bye: true });
    expect(pointsForPlace('Round 2', 'Ascension', 1, 3, 'Finished').bye).toBe(false);
    expect(pointsForPlace('Round 2', 'Normal', 0, 3, 'Finished').bye).toBe(false);
  });

  it('gives no BYE and no points to a DNF placed first in an Ascension race', () => {
    expect(pointsForPlace('Round 2', 'Ascension', 0, 3, 'DNF')).toEqual({ points: 0, bye: false });
  });

  it('gives 1st and last in a two-racer race', () => {
    expect(pointsForPlace('Round 1', 'Normal', 1, 2, 'Finished').points).toBe(6);
    expect(pointsForPlace('Round 3', 'Normal', 1, 2, 'Finished').points).toBe(1);
    expect(pointsForPlace('Round 2', 'Ascension', 1, 2, 'Finished').points).toBe(6);
  });

  it('lets a DNF keep the points of their place, and gives DNS and DQ nothing', () => {
    expect(pointsForPlace('Round 1', 'Normal', 2, 3, 'DNF').points).toBe(6);
    expect(pointsForPlace('Round 1', 'Normal', 0, 3, 'DNF').points).toBe(10);
    expect(pointsForPlace('Round 1', 'Normal', 2, 3, 'DNS').points).toBe(0);
    expect(pointsForPlace('Round 1', 'Normal', 2, 3, 'DQ').points).toBe(0);
  });

  it('gives nothing in playoffs, Exhibition, Round 1 Ascension, unplaced brackets or out-of-range places', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUNDS),
        fc.constantFrom(...BRACKETS, null),
        fc.constantFrom(...RESULT_STATUSES),
        (round, bracket, status) => {
          const swissPointsBracket =
            (bracket === 'Normal' && ['Round 1', 'Round 2', 'Round 3'].includes(round)) ||
            (bracket === 'Ascension' && ['Round 2', 'Round 3'].includes(round));
          if (!swissPointsBracket) {
            for (let i = 0; i < 3; i++)
              expect(pointsForPlace(round, bracket, i, 3, status)).toEqual({ points: 0, bye: false });
          }
        },
      ),
    );
    expect(pointsForPlace('Round 1', 'Normal', 3, 3, 'Finished').points).toBe(0);
  });
});

describe('computeRunnerFigures', () => {
  it('adds points over rounds and keeps the fastest finish, playoffs included', () => {
    const races: ScoredRace[] = [
      {
        round: 'Round 1',
        bracket: 'Normal',
        results: [finished('a', 7_000_000), finished('b', 6_900_000), dnf('c', 1)],
      },
      {
        round: 'Round 2',
        bracket: 'Ascension',
        results: [finished('b', 6_800_000), finished('x', 7_100_000), dns('y')],
      },
      { round: 'Round 2', bracket: 'Normal', results: [finished('a', 6_950_000), dq('c')] },
      { round: 'Quarterfinals', bracket: 'Playoffs', results: [finished('a', 6_500_000), finished('b', 6_600_000)] },
    ];
    const figures = computeRunnerFigures(races);
    expect(figures.get('a')).toEqual({ points: 9 + 10, bestTournamentTimeMilliseconds: 6_500_000, bye: false });
    expect(figures.get('b')).toEqual({ points: 10, bestTournamentTimeMilliseconds: 6_600_000, bye: true });
    expect(figures.get('c')).toEqual({ points: 6, bestTournamentTimeMilliseconds: null, bye: false });
    expect(figures.get('x')).toEqual({ points: 10, bestTournamentTimeMilliseconds: 7_100_000, bye: false });
    expect(figures.get('y')).toEqual({ points: 0, bestTournamentTimeMilliseconds: null, bye: false });
    expect(figures.has('nobody')).toBe(false);
  });

  it('gives nothing for a race where nobody finished, except DNF place points', () => {
    const figures = computeRunnerFigures([
      { round: 'Round 3', bracket: 'Ascension', results: [dnf('a', 1), dnf('b', 2), dns('c')] },
    ]);
    expect(figures.get('a')).toEqual({ points: 0, bestTournamentTimeMilliseconds: null, bye: false });
    expect(figures.get('b')?.points).toBe(10);
    expect(figures.get('c')?.points).toBe(0);
  });

  const racer = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
  const raceArb: fc.Arbitrary<ScoredRace> = fc.record({
    round: fc.constantFrom(...ROUNDS),
    bracket: fc.constantFrom(...BRACKETS, null),
    results: fc.uniqueArray(
      fc.record({
        racer,
        status: fc.constantFrom(...RESULT_STATUSES),
        finishTimeMs: fc.integer({ min: 1, max: 50 }),
        dnfOrder: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      }),
      { selector: (r) => r.racer, minLength: 2, maxLength: 3 },
    ),
  });

  it('does not depend on the order of races or of results within a race', () => {
    fc.assert(
      fc.property(
        fc.array(raceArb, { maxLength: 8 }).chain((races) =>
          fc.tuple(
            fc.constant(races),
            fc
              .shuffledSubarray(races, { minLength: races.length, maxLength: races.length })
              .map((rs) => rs.map((r) => ({ ...r, results: [...r.results].reverse() }))),
          ),
        ),
        ([a, b]) => {
          expect(computeRunnerFigures(b)).toEqual(computeRunnerFigures(a));
        },
      ),
    );
  });

  it('after a correction equals the figures had the corrected result been entered first', () => {
    fc.assert(
      fc.property(fc.array(raceArb, { minLength: 1, maxLength: 8 }), fc.nat(), raceArb, (races, pick, corrected) => {
        const index = pick % races.length;
        // What the store holds after the wrong result, then the correction replacing it.
        const stored = [...races];
        computeRunnerFigures(stored);
        stored[index] = corrected;
        const afterCorrection = computeRunnerFigures(stored);
        // What it would hold had the correct result been entered first.
        const rightFirst = races.map((race, i) => (i === index ? corrected : race));
        expect(afterCorrection).toEqual(computeRunnerFigures(rightFirst));
      }),
    );
  });

  it('points are never negative and best time is a Finished time of the runner', () => {
    fc.assert(
      fc.property(fc.array(raceArb, { maxLength: 8 }), (races) => {
        for (const [id, fig] of computeRunnerFigures(races)) {
          expect(fig.points).toBeGreaterThanOrEqual(0);
          const finishes = races.flatMap((r) =>
            r.results.filter((x) => x.racer === id && x.status === 'Finished').map((x) => x.finishTimeMs),
          );
          expect(fig.bestTournamentTimeMilliseconds).toBe(finishes.length === 0 ? null : Math.min(...finishes));
        }
      }),
    );
  });
});
