import { describe, expect, it } from 'vitest';
import { formatDayRange } from './dayRange.ts';

describe('formatDayRange (rules §33)', () => {
  it('writes the month as a word in the reader’s order, the same in every zone', () => {
    expect(formatDayRange('2026-09-15', '2026-09-24', 'month-first')).toBe('Sep 15 – Sep 24');
    expect(formatDayRange('2026-09-25', '2026-10-05', 'day-first')).toBe('25 Sep – 5 Oct');
    expect(formatDayRange('2026-11-01', '2026-11-10', 'iso')).toBe('2026-11-01 – 2026-11-10');
    expect(formatDayRange('2026-11-07', '2026-11-07', 'month-first')).toBe('Nov 7');
  });
});
