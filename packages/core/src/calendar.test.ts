import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TOKEN_PATTERN,
  discordTimestamp,
  RACE_EVENT_SECONDS,
  raceEventSummary,
  raceEventWritable,
} from './calendar.ts';

describe('calendar rules (rules §14)', () => {
  it('writes a Discord full date-time timestamp of whole epoch seconds', () => {
    expect(discordTimestamp(1_790_000_000)).toBe('<t:1790000000:F>');
    expect(discordTimestamp(1_790_000_000.9)).toBe('<t:1790000000:F>');
  });

  it('lasts 2 h 30 min', () => {
    expect(RACE_EVENT_SECONDS).toBe(9000);
  });

  it('names the round and every racer', () => {
    expect(raceEventSummary('Round 2', ['Ash', 'Misty', 'Brock'])).toBe('Round 2: Ash vs Misty vs Brock');
    expect(raceEventSummary('Final', ['Red', 'Blue'])).toBe('Final: Red vs Blue');
  });

  it('accepts only a 43-character base64url token', () => {
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test('A-_9'.repeat(10) + 'abc')).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(44))).toBe(false);
    expect(CALENDAR_TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
  });
});

describe('which races a feed can write (rules §28)', () => {
  it('writes a race whose start and end both fall in years 1-9999', () => {
    expect(raceEventWritable(1_790_000_000)).toBe(true);
    expect(raceEventWritable(253_402_300_799 - RACE_EVENT_SECONDS)).toBe(true);
    expect(raceEventWritable(-62_135_596_800)).toBe(true);
  });

  it('leaves out a race ending in the year 10000, starting before year 1, or not a number', () => {
    expect(raceEventWritable(253_402_293_600)).toBe(false); // 9999-12-31T22:00Z ends 10000-01-01T00:30Z
    expect(raceEventWritable(253_402_300_799 - RACE_EVENT_SECONDS + 1)).toBe(false);
    expect(raceEventWritable(-62_135_596_801)).toBe(false);
    expect(raceEventWritable(Number.NaN)).toBe(false);
  });
});
