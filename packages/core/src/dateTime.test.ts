import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatBareDate,
  formatDate,
  formatDateTime,
  formatTime,
  isoToEpochSeconds,
  readClockFormat,
  readDateOrder,
  runtimeTimeZone,
  timeZoneLabel,
  type DateTimeStyle,
} from './dateTime.ts';

// Sat 2026-11-28 17:45:09 UTC.
const SATURDAY_EVENING_UTC = Date.UTC(2026, 10, 28, 17, 45, 9) / 1000;
// Wed 2025-12-31 23:30 UTC: already Thu 2026-01-01 05:15 in Kathmandu (UTC+5:45).
const NEW_YEAR_EVE_UTC = Date.UTC(2025, 11, 31, 23, 30) / 1000;
// Sun 2026-04-12 00:07 UTC: 12 April, a date whose day and month swap into a different real date.
const JUST_AFTER_MIDNIGHT_UTC = Date.UTC(2026, 3, 12, 0, 7) / 1000;

const utc = (style: Partial<DateTimeStyle> = {}): DateTimeStyle => ({
  clock: '12h',
  dateOrder: 'month-first',
  timeZone: 'UTC',
  ...style,
});

describe('formatDateTime', () => {
  it('reads weekday, M/d/yy and the 12-hour time by default', () => {
    expect(formatDateTime(SATURDAY_EVENING_UTC, utc())).toBe('Sat 11/28/26 · 5:45 PM');
  });

  it('uses the 24-hour clock with two-digit hours, midnight as 00', () => {
    expect(formatDateTime(SATURDAY_EVENING_UTC, utc({ clock: '24h' }))).toBe('Sat 11/28/26 · 17:45');
    expect(formatTime(JUST_AFTER_MIDNIGHT_UTC, utc({ clock: '24h' }))).toBe('00:07');
    expect(formatTime(JUST_AFTER_MIDNIGHT_UTC, utc())).toBe('12:07 AM');
    expect(formatTime(Date.UTC(2026, 3, 12, 12, 0) / 1000, utc())).toBe('12:00 PM');
  });

  it('puts the day first or writes ISO when chosen', () => {
    expect(formatDateTime(JUST_AFTER_MIDNIGHT_UTC, utc({ dateOrder: 'day-first' }))).toBe('Sun 12/4/26 · 12:07 AM');
    expect(formatDateTime(JUST_AFTER_MIDNIGHT_UTC, utc({ dateOrder: 'iso', clock: '24h' }))).toBe(
      'Sun 2026-04-12 · 00:07',
    );
    expect(formatDate(JUST_AFTER_MIDNIGHT_UTC, utc())).toBe('Sun 4/12/26');
    expect(formatBareDate(JUST_AFTER_MIDNIGHT_UTC, utc({ dateOrder: 'iso' }))).toBe('2026-04-12');
  });

  it('adds the seconds for logs', () => {
    expect(formatDateTime(SATURDAY_EVENING_UTC, utc(), { seconds: true })).toBe('Sat 11/28/26 · 5:45:09 PM');
    expect(formatTime(SATURDAY_EVENING_UTC, utc({ clock: '24h' }), { seconds: true })).toBe('17:45:09');
  });
});

describe('in a zone ahead of UTC', () => {
  beforeEach(() => {
    // The package test script runs in this zone; stubbing keeps the file right when run on its own.
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('moves weekday, date and time into the runtime zone when none is given', () => {
    expect(runtimeTimeZone()).toMatch(/^Asia\/Kath?mandu$/);
    const style = { clock: '12h', dateOrder: 'month-first' } as const;
    expect(formatDateTime(NEW_YEAR_EVE_UTC, style)).toBe('Thu 1/1/26 · 5:15 AM');
    expect(formatDateTime(NEW_YEAR_EVE_UTC, { ...style, clock: '24h', dateOrder: 'day-first' })).toBe(
      'Thu 1/1/26 · 05:15',
    );
    expect(formatDateTime(SATURDAY_EVENING_UTC, { ...style, dateOrder: 'day-first' })).toBe('Sat 28/11/26 · 11:30 PM');
    expect(formatDateTime(SATURDAY_EVENING_UTC, { ...style, dateOrder: 'iso', clock: '24h' })).toBe(
      'Sat 2026-11-28 · 23:30',
    );
    expect(timeZoneLabel(new Date(NEW_YEAR_EVE_UTC * 1000))).toBe('Nepal Time (GMT+5:45)');
  });

  it('follows an explicit zone over the runtime one, across DST', () => {
    const newYork = { clock: '24h', dateOrder: 'iso', timeZone: 'America/New_York' } as const;
    expect(formatDateTime(SATURDAY_EVENING_UTC, newYork)).toBe('Sat 2026-11-28 · 12:45');
    expect(formatDateTime(Date.UTC(2026, 6, 4, 17, 45) / 1000, newYork)).toBe('Sat 2026-07-04 · 13:45');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone with its offset at that date', () => {
    expect(timeZoneLabel(new Date(Date.UTC(2025, 0, 15)), 'America/New_York')).toBe('Eastern Standard Time (GMT-5)');
    expect(timeZoneLabel(new Date(Date.UTC(2025, 6, 15)), 'America/New_York')).toBe('Eastern Daylight Time (GMT-4)');
  });
});

describe('reading stored choices', () => {
  it('falls back to the defaults on anything unknown', () => {
    expect(readClockFormat('24h')).toBe('24h');
    expect(readClockFormat('bogus')).toBe('12h');
    expect(readDateOrder('day-first')).toBe('day-first');
    expect(readDateOrder('iso')).toBe('iso');
    expect(readDateOrder(undefined)).toBe('month-first');
    expect(isoToEpochSeconds('2026-11-28T17:45:09.000Z')).toBe(SATURDAY_EVENING_UTC);
    expect(isoToEpochSeconds('not a date')).toBeNull();
  });
});
