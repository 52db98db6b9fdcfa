import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeTimeZone } from '@pokered/core/dateTime';
import {
  formatCountdown,
  formatRaceDate,
  formatRaceTime,
  localDateTimeToEpochSeconds,
  timeZoneLabel,
} from './raceTime';

// 2025-09-05T09:05:00Z
const MORNING_UTC = Date.UTC(2025, 8, 5, 9, 5) / 1000;
// 2025-12-31T23:30:00Z
const NEW_YEAR_EVE_UTC = Date.UTC(2025, 11, 31, 23, 30) / 1000;

describe('upcoming race times in the viewer zone', () => {
  beforeEach(() => {
    // The package test script runs in this zone; stubbing keeps the file right when run on its own.
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('reads the browser zone when none is given', () => {
    // ICU still spells the zone's canonical id the old way ('Asia/Katmandu') in some versions.
    expect(runtimeTimeZone()).toMatch(/^Asia\/Kath?mandu$/);
    // 09:05 UTC is 14:50 in Kathmandu (UTC+5:45).
    expect(formatRaceTime(MORNING_UTC, '24h')).toBe('14:50');
    expect(formatRaceTime(MORNING_UTC, '12h')).toBe('2:50 PM');
    expect(timeZoneLabel(new Date(MORNING_UTC * 1000))).toBe('Nepal Time (GMT+5:45)');
  });

  it('writes dates as M/d/yy, moving to the next day when the zone is ahead of UTC', () => {
    expect(formatRaceDate(MORNING_UTC)).toBe('Fri 9/5/25');
    // 23:30 UTC on Dec 31 is already 5:15 on Jan 1 in Kathmandu.
    expect(formatRaceDate(NEW_YEAR_EVE_UTC)).toBe('Thu 1/1/26');
    expect(formatRaceTime(NEW_YEAR_EVE_UTC, '12h')).toBe('5:15 AM');
  });
});

describe('formatRaceTime', () => {
  it('uses the 12-hour clock with AM/PM and no leading zero', () => {
    expect(formatRaceTime(MORNING_UTC, '12h', 'UTC')).toBe('9:05 AM');
    expect(formatRaceTime(Date.UTC(2025, 8, 5, 12, 0) / 1000, '12h', 'UTC')).toBe('12:00 PM');
    expect(formatRaceTime(Date.UTC(2025, 8, 5, 0, 7) / 1000, '12h', 'UTC')).toBe('12:07 AM');
  });

  it('uses the 24-hour clock with two-digit hours, midnight as 00', () => {
    expect(formatRaceTime(MORNING_UTC, '24h', 'UTC')).toBe('09:05');
    expect(formatRaceTime(Date.UTC(2025, 8, 5, 21, 45) / 1000, '24h', 'UTC')).toBe('21:45');
    expect(formatRaceTime(Date.UTC(2025, 8, 5, 0, 7) / 1000, '24h', 'UTC')).toBe('00:07');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone with its offset at that date', () => {
    expect(timeZoneLabel(new Date(Date.UTC(2025, 0, 15)), 'America/New_York')).toBe('Eastern Standard Time (GMT-5)');
    expect(timeZoneLabel(new Date(Date.UTC(2025, 6, 15)), 'America/New_York')).toBe('Eastern Daylight Time (GMT-4)');
  });
});

describe('formatRaceDate', () => {
  it('does not pad month or day and keeps two year digits', () => {
    expect(formatRaceDate(Date.UTC(2025, 10, 23, 12) / 1000, 'UTC')).toBe('Sun 11/23/25');
    expect(formatRaceDate(Date.UTC(2031, 0, 2, 12) / 1000, 'UTC')).toBe('Thu 1/2/31');
  });

  it('follows the zone the date is asked for', () => {
    // 23:30 UTC is still the same day in New York.
    expect(formatRaceDate(NEW_YEAR_EVE_UTC, 'America/New_York')).toBe('Wed 12/31/25');
    expect(formatRaceDate(NEW_YEAR_EVE_UTC, 'UTC')).toBe('Wed 12/31/25');
  });
});

describe('formatCountdown', () => {
  const start = 1_800_000_000;
  const at = (msBefore: number) => start * 1000 - msBefore;
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it('spells days, hours and minutes', () => {
    expect(formatCountdown(start, at(2 * DAY + 3 * HOUR + 4 * MINUTE))).toBe('in 2d 3h 4m');
    expect(formatCountdown(start, at(2 * DAY + 30_000))).toBe('in 2d 0h 0m');
    expect(formatCountdown(start, at(3 * HOUR + 59 * MINUTE + 59_000))).toBe('in 3h 59m');
    expect(formatCountdown(start, at(4 * MINUTE))).toBe('in 4m');
  });

  it('counts seconds in the last minute', () => {
    expect(formatCountdown(start, at(42_000))).toBe('in 42s');
    expect(formatCountdown(start, at(500))).toBe('in 1s');
  });

  it('says how long ago a race that is still awaiting its result started', () => {
    expect(formatCountdown(start, at(0))).toBe('starting now');
    expect(formatCountdown(start, at(-(HOUR + 5 * MINUTE)))).toBe('started 1h 5m ago');
  });
});

describe('localDateTimeToEpochSeconds', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('reads the inputs as wall time in the viewer zone', () => {
    // 18:30 in Kathmandu is 12:45 UTC.
    expect(localDateTimeToEpochSeconds('2025-09-20', '18:30')).toBe(Date.UTC(2025, 8, 20, 12, 45) / 1000);
    // Just after local midnight is still the previous day in UTC.
    expect(localDateTimeToEpochSeconds('2026-01-01', '00:10')).toBe(Date.UTC(2025, 11, 31, 18, 25) / 1000);
  });

  it('refuses missing, malformed and impossible values', () => {
    expect(localDateTimeToEpochSeconds('', '18:30')).toBeNull();
    expect(localDateTimeToEpochSeconds('2025-09-20', '')).toBeNull();
    expect(localDateTimeToEpochSeconds('2025-02-30', '10:00')).toBeNull();
    expect(localDateTimeToEpochSeconds('2025-09-20', '24:00')).toBeNull();
    expect(localDateTimeToEpochSeconds('20/09/2025', '10:00')).toBeNull();
  });
});
