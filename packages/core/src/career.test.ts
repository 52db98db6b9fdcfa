import { describe, expect, it } from 'vitest';
import { countsAsRaced, furthestRound, seasonRank, type CareerStanding } from './career.ts';

describe('furthestRound', () => {
  it('is the last round in playing order, whatever order the rounds come in', () => {
    expect(furthestRound(['Quarterfinals', 'Round 1', 'Round 3', 'Round 2'])).toBe('Quarterfinals');
    expect(furthestRound(['Final', 'Semifinals'])).toBe('Final');
    expect(furthestRound(['Round 2'])).toBe('Round 2');
  });

  it('is null for no round, and ignores a name that is no round', () => {
    expect(furthestRound([])).toBeNull();
    expect(furthestRound(['Round 9'])).toBeNull();
    expect(furthestRound(['Round 9', 'Round 1'])).toBe('Round 1');
  });
});

describe('seasonRank', () => {
  const entry = (userId: string, points: number, best: number | null, more: Partial<CareerStanding> = {}) => ({
    userId,
    points,
    bestTournamentTimeMilliseconds: best,
    bye: false,
    ...more,
  });
  const season = [
    entry('bye', 3, 7_000_000, { bye: true }),
    entry('top', 9, 6_500_000),
    entry('tiedA', 6, 6_600_000),
    entry('tiedB', 6, 6_600_000),
    entry('after', 6, null),
    entry('gone', 12, 6_000_000, { withdrawn: true }),
  ];

  it('ranks by rules §9: BYE first, points, best time; equal keys share a rank', () => {
    expect(['bye', 'top', 'tiedA', 'tiedB', 'after'].map((id) => seasonRank(season, id))).toEqual([1, 2, 3, 3, 5]);
  });

  it('gives a withdrawn runner no rank, and leaves them out of the others’ ranks', () => {
    expect(seasonRank(season, 'gone')).toBeNull();
    expect(seasonRank(season, 'top')).toBe(2);
  });

  it('is null for someone who is not an entrant', () => {
    expect(seasonRank(season, 'stranger')).toBeNull();
    expect(seasonRank([], 'stranger')).toBeNull();
  });
});

describe('countsAsRaced', () => {
  const race = { completed: true, cancelled: false, status: 'Finished' as const };

  it('counts a completed race the runner started, finished or not', () => {
    for (const status of ['Finished', 'DNF', 'DQ'] as const) expect(countsAsRaced({ ...race, status })).toBe(true);
  });

  it('leaves out a DNS, a cancelled race and one not completed', () => {
    expect(countsAsRaced({ ...race, status: 'DNS' })).toBe(false);
    expect(countsAsRaced({ ...race, cancelled: true })).toBe(false);
    expect(countsAsRaced({ ...race, completed: false, status: null })).toBe(false);
  });
});
