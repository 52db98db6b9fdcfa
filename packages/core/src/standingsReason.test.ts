import { describe, expect, it } from 'vitest';
import { formatBestTime, ordinal, standingsReason, type ReasonRow } from './standingsReason.ts';
import { rankStandings } from './standings.ts';

function table(rows: Omit<ReasonRow, 'rank' | '_id'>[]): ReasonRow[] {
  return rankStandings(rows.map((row) => ({ ...row, _id: row.displayName })));
}
const runner = (displayName: string, points: number, time: number | null = null, bye = false) => ({
  displayName,
  points,
  bestTournamentTimeMilliseconds: time,
  bye,
});

describe('ordinal', () => {
  it('says 1st, 2nd, 3rd, 4th and the teens with th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});

describe('formatBestTime', () => {
  it('writes h:mm:ss.mmm, and no finish for none', () => {
    expect(formatBestTime(6_482_120)).toBe('1:48:02.120');
    expect(formatBestTime(null)).toBe('no finish');
  });
});

describe('standingsReason', () => {
  const rows = table([
    runner('Ann', 25),
    runner('Bea', 20, 6_000_000),
    runner('Cat', 19, 6_482_120),
    runner('Dan', 19, 6_612_345),
    runner('Eve', 17),
    runner('Fay', 17),
  ]);

  it('names the gap below in points and the tie-break above by best time', () => {
    expect(standingsReason(rows, 'Dan')).toBe(
      'Ranked 4th: 19 points, 2 points more than 5th (Eve); level on points with 3rd (Cat), who has the faster best time (1:48:02.120 vs 1:50:12.345).',
    );
  });

  it('says why a runner wins a tie-break on time', () => {
    expect(standingsReason(rows, 'Cat')).toBe(
      'Ranked 3rd: 19 points, level on points with 4th (Dan) but with the faster best time (1:48:02.120 vs 1:50:12.345); 1 point fewer than 2nd (Bea).',
    );
  });

  it('names the runners sharing a rank', () => {
    expect(standingsReason(rows, 'Fay')).toBe(
      'Ranked 5th, tied with Eve (same BYE, points and best time, listed by name): 17 points, 2 points fewer than 4th (Dan).',
    );
  });

  it('puts a BYE before points', () => {
    const withBye = table([runner('Zed', 0, null, true), runner('Ann', 30)]);
    expect(standingsReason(withBye, 'Zed')).toBe(
      'Ranked 1st: holds a BYE, 0 points, ahead of 2nd (Ann), who holds no BYE.',
    );
    expect(standingsReason(withBye, 'Ann')).toBe('Ranked 2nd: 30 points, behind 1st (Zed), who holds a BYE.');
  });

  it('handles the leader, a lone runner, a withdrawn runner and an unknown id', () => {
    expect(standingsReason(rows, 'Ann')).toBe('Ranked 1st: 25 points, 5 points more than 2nd (Bea).');
    expect(standingsReason(table([runner('Solo', 0)]), 'Solo')).toBe(
      'Ranked 1st: 0 points; the only rank in the standings.',
    );
    const withdrawn: ReasonRow = { ...runner('Gone', 40), _id: 'Gone', rank: null };
    expect(standingsReason([...rows, withdrawn], 'Gone')).toMatch(/^Withdrawn: /);
    expect(standingsReason(rows, 'nobody')).toBeNull();
  });
});
