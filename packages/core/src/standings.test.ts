import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDisplayNames,
  cutoffRank,
  isAboveCutoff,
  rankStandings,
  type StandingsInput,
  standingsTable,
} from './standings.ts';
import { MISSING_BEST_TIME_MS } from './time.ts';

const row = (displayName: string, points: number, time: number | null = null, bye = false): StandingsInput => ({
  displayName,
  points,
  bestTournamentTimeMilliseconds: time,
  bye,
});

const rowArb = fc.record({
  displayName: fc.string({ maxLength: 4 }),
  points: fc.integer({ min: 0, max: 4 }).map((n) => n * 5),
  bestTournamentTimeMilliseconds: fc.option(fc.constantFrom(6_000_000, 7_000_000, MISSING_BEST_TIME_MS), { nil: null }),
  bye: fc.boolean(),
});

describe('rankStandings', () => {
  it('puts BYE holders first, then points descending, then best time ascending', () => {
    const ranked = rankStandings([
      row('slow', 20, 7_000_000),
      row('bye', 0, null, true),
      row('fast', 20, 6_000_000),
      row('top', 30),
    ]);
    expect(ranked.map((r) => [r.displayName, r.rank])).toEqual([
      ['bye', 1],
      ['top', 2],
      ['fast', 3],
      ['slow', 4],
    ]);
  });

  it('counts a missing time as 9,000,000 ms and shares ranks 1,2,2,4', () => {
    const ranked = rankStandings([row('c', 10, MISSING_BEST_TIME_MS), row('d', 5), row('a', 20), row('B', 10, null)]);
    expect(ranked.map((r) => [r.displayName, r.rank])).toEqual([
      ['a', 1],
      ['B', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('keeps the extra fields of each row', () => {
    const [first] = rankStandings([{ ...row('a', 1), _id: 'id-a' }]);
    expect(first).toEqual({ ...row('a', 1), _id: 'id-a', rank: 1 });
  });

  it('orders and ranks the same whatever order rows arrive in', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(rowArb, { selector: (r) => r.displayName, maxLength: 30 })
          .chain((rows) =>
            fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length })),
          ),
        ([a, b]) => {
          expect(rankStandings(b)).toEqual(rankStandings(a));
        },
      ),
    );
  });

  it('ranks are competition ranks: equal keys share, others skip by the tie size', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), (rows) => {
        const ranked = rankStandings(rows);
        ranked.forEach((r, i) => {
          const firstEqual = ranked.findIndex(
            (o) =>
              o.bye === r.bye &&
              o.points === r.points &&
              (o.bestTournamentTimeMilliseconds ?? MISSING_BEST_TIME_MS) ===
                (r.bestTournamentTimeMilliseconds ?? MISSING_BEST_TIME_MS),
          );
          expect(r.rank).toBe(firstEqual + 1);
          if (i > 0) expect(r.rank).toBeGreaterThanOrEqual(ranked[i - 1]!.rank);
          if (i > 0 && ranked[i - 1]!.rank === r.rank)
            expect(compareDisplayNames(ranked[i - 1]!.displayName, r.displayName)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });
});

describe('compareDisplayNames', () => {
  it('ignores case first, then falls back to exact order', () => {
    expect(['bob', 'Alice', 'carl', 'alice'].sort(compareDisplayNames)).toEqual(['Alice', 'alice', 'bob', 'carl']);
  });
});

describe('cutoffRank', () => {
  const ranks = (...values: number[]) => values.map((rank) => ({ rank }));

  it('is the rank at position 27, so ties at the cut are above it', () => {
    const ranked = ranks(...Array.from({ length: 25 }, (_, i) => i + 1), 26, 26, 26, 29);
    expect(cutoffRank(ranked)).toBe(26);
    expect(ranked.filter((r) => isAboveCutoff(r, 26))).toHaveLength(28);
  });

  it('is the last rank with fewer rows, and 0 with none', () => {
    expect(cutoffRank(ranks(1, 2, 2))).toBe(2);
    expect(cutoffRank([])).toBe(0);
    expect(isAboveCutoff({ rank: 1 }, 0)).toBe(false);
  });

  it('takes a custom cutoff', () => {
    expect(cutoffRank(ranks(1, 2, 3, 4), 2)).toBe(2);
  });

  it('at least min(27, rows) rows are above the cut', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), (rows) => {
        const ranked = rankStandings(rows);
        const cut = cutoffRank(ranked);
        const above = ranked.filter((r) => isAboveCutoff(r, cut));
        expect(above.length).toBeGreaterThanOrEqual(Math.min(27, rows.length));
        // Everyone above the cut is listed before everyone below it.
        expect(ranked.slice(0, above.length)).toEqual(above);
      }),
    );
  });
});

describe('standingsTable', () => {
  const entry = (displayName: string, points: number, withdrawn = false) => ({
    displayName,
    points,
    bestTournamentTimeMilliseconds: null,
    bye: false,
    withdrawn,
  });

  it('lists withdrawn runners last, unranked, whatever their points, and keeps them out of the cutoff', () => {
    const { cutoffRank: cut, standings } = standingsTable([entry('zed', 30, true), entry('amy', 20), entry('bo', 10)]);
    expect(standings.map((r) => [r.displayName, r.rank, r.withdrawn])).toEqual([
      ['amy', 1, false],
      ['bo', 2, false],
      ['zed', null, true],
    ]);
    expect(cut).toBe(2);
  });

  it('counts 27 active runners for the cutoff even when withdrawn runners outscore them', () => {
    const active = Array.from({ length: 28 }, (_, i) => entry(`r${String(i).padStart(2, '0')}`, 100 - i));
    const { cutoffRank: cut } = standingsTable([entry('gone', 500, true), ...active]);
    expect(cut).toBe(27);
  });
});
