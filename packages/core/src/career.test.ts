import { describe, expect, it } from 'vitest';
import { countsAsRaced, furthestRound } from './career.ts';

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
