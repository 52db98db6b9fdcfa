import { describe, expect, it } from 'vitest';
import { bestTimeText, guessText, profileBadges, raceDateTime, trophyLabel } from './profileDisplay';

describe('trophyLabel', () => {
  it("reads 'emoji position place in year'", () => {
    expect(trophyLabel({ year: 2025, position: '1st', emoji: '🥇' })).toBe('🥇 1st place in 2025');
    expect(trophyLabel({ year: 2019, position: '3rd', emoji: '🥉' })).toBe('🥉 3rd place in 2019');
  });
});

describe('profileBadges', () => {
  const base = { isAdmin: false, role: 'runner' as const, hasPickems: false, racesCommentated: [] };
  const labels = (input: Parameters<typeof profileBadges>[0]) => profileBadges(input).map((badge) => badge.label);

  it('always shows the role', () => {
    expect(labels(base)).toEqual(['Runner']);
    expect(labels({ ...base, role: 'commentator' })).toEqual(['Commentator']);
  });

  it('adds Admin first and Pickems last', () => {
    expect(labels({ ...base, isAdmin: true, hasPickems: true })).toEqual(['Admin', 'Runner', 'Pickems']);
  });

  it('adds Commentator to a runner who commentated, never twice to a commentator', () => {
    const commentated = [{} as never];
    expect(labels({ ...base, racesCommentated: commentated })).toEqual(['Runner', 'Commentator']);
    expect(labels({ ...base, role: 'commentator', racesCommentated: commentated })).toEqual(['Commentator']);
  });
});

describe('time texts', () => {
  it('formats a best time as HH:MM:SS and a missing one as null', () => {
    expect(bestTimeText(6_725_999)).toBe('1:52:05.999');
    expect(bestTimeText(null)).toBeNull();
  });

  it('formats a best-time guess with milliseconds', () => {
    expect(guessText(6_723_120)).toBe('1:52:03.120');
  });

  it('formats race starts with the weekday, M/d/yy and 12-hour time by default, local time', () => {
    // The web tests run in Asia/Kathmandu (UTC+05:45): 2026-03-05 18:30 UTC is 3/6/26 00:15 there.
    const seconds = Date.UTC(2026, 2, 5, 18, 30) / 1000;
    const style = { clock: '12h', dateOrder: 'month-first' } as const;
    expect(raceDateTime(seconds, style)).toBe('Fri 3/6/26 · 12:15 AM');
    const afternoon = Date.UTC(2026, 10, 20, 8, 0) / 1000;
    expect(raceDateTime(afternoon, { ...style, clock: '24h', dateOrder: 'day-first' })).toBe('Fri 20/11/26 · 13:45');
  });
});
