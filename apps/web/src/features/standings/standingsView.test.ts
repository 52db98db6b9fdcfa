import { describe, expect, it } from 'vitest';
import { makeStandingsRow } from '../../test/fixtures/standings';
import { bestTournamentTime, cutoffSeparatorIndex, formatBestTime } from './standingsView';

const ranks = (...values: number[]) => values.map((rank) => ({ rank }));

describe('cutoffSeparatorIndex', () => {
  it('puts the line after the last row at the cutoff rank', () => {
    expect(cutoffSeparatorIndex(ranks(1, 2, 3, 4, 5), 3)).toBe(2);
  });

  it('keeps every runner tied at the cutoff rank above the line', () => {
    expect(cutoffSeparatorIndex(ranks(1, 2, 3, 3, 3, 6), 3)).toBe(4);
  });

  it('draws the line under the last row when everyone is above the cut', () => {
    expect(cutoffSeparatorIndex(ranks(1, 2, 2), 2)).toBe(2);
  });

  it('draws no line without rows or without a cutoff', () => {
    expect(cutoffSeparatorIndex([], 27)).toBe(-1);
    expect(cutoffSeparatorIndex(ranks(1, 2), 0)).toBe(-1);
  });
});

describe('formatBestTime', () => {
  it('writes h:mm:ss.ms', () => {
    expect(formatBestTime(((1 * 60 + 52) * 60 + 3) * 1000 + 120)).toBe('1:52:03.120');
    expect(formatBestTime(5_000 + 7)).toBe('0:00:05.007');
  });
});

describe('bestTournamentTime', () => {
  it('finds the fastest time and everyone who shares it', () => {
    const rows = [
      makeStandingsRow(1, 1, { bestTournamentTimeMilliseconds: 7_000_000 }),
      makeStandingsRow(2, 2, { bestTournamentTimeMilliseconds: 6_500_000 }),
      makeStandingsRow(3, 3, { bestTournamentTimeMilliseconds: null }),
      makeStandingsRow(4, 4, { bestTournamentTimeMilliseconds: 6_500_000 }),
    ];
    const best = bestTournamentTime(rows);
    expect(best?.ms).toBe(6_500_000);
    expect(best?.runners.map((row) => row._id)).toEqual(['runner-2', 'runner-4']);
  });

  it('is null before anyone finished', () => {
    expect(bestTournamentTime([makeStandingsRow(1, 1)])).toBeNull();
  });
});
