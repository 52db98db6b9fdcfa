/**
 * How race start times read on every page: the viewer's own time zone, the weekday and date ('Sat 11/28/26' by
 * default, day first or ISO by choice), time on a 12-hour (default) or 24-hour clock, and a countdown such as
 * "in 2d 3h 4m". The words come from the one formatter, packages/core/src/dateTime.ts (rules §24); these names stay
 * for the pages that call them.
 * `timeZone` parameters: undefined is the browser's zone; a server-rendered page hydrates in the server's zone
 * (`useTimeZone`, src/lib/hydration.ts), and tests pass one.
 */
import {
  DEFAULT_DATE_ORDER,
  formatDate,
  formatTime,
  timeZoneLabel as zoneLabel,
  type ClockFormat,
  type DateOrder,
} from '@pokered/core/dateTime';

export type { ClockFormat, DateOrder };

/** "Fri 9/5/25" (month first, the default), "Fri 5/9/25" (day first) or "Fri 2025-09-05" (ISO). */
export function formatRaceDate(
  epochSeconds: number,
  timeZone?: string,
  dateOrder: DateOrder = DEFAULT_DATE_ORDER,
): string {
  return formatDate(epochSeconds, { dateOrder, timeZone });
}

/** "3:05 PM" on the 12-hour clock, "15:05" on the 24-hour clock (midnight is "00:00", never "24:00"). */
export function formatRaceTime(epochSeconds: number, clock: ClockFormat, timeZone?: string): string {
  return formatTime(epochSeconds, { clock, timeZone });
}

/** "Nepal Time (GMT+5:45)": the zone every time on the page is shown in (its IANA id when unnamed). */
export function timeZoneLabel(at: Date = new Date(), timeZone?: string): string {
  return zoneLabel(at, timeZone);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2d 3h 4m", leading zero units left out ("3h 0m", "4m"). */
function spell(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/**
 * Time until a race: "in 2d 3h 4m"; in its last minute "in 42s"; once started "started 1h 5m ago"
 * (the upcoming list keeps started races until their result is recorded).
 */
export function formatCountdown(startEpochSeconds: number, nowMs: number): string {
  const remaining = startEpochSeconds * 1000 - nowMs;
  if (remaining >= MINUTE) return `in ${spell(remaining)}`;
  if (remaining > 0) return `in ${Math.ceil(remaining / SECOND)}s`;
  const elapsed = -remaining;
  return elapsed < MINUTE ? 'starting now' : `started ${spell(elapsed)} ago`;
}

/** Whether the race has started at `nowMs`. */
export function hasStarted(startEpochSeconds: number, nowMs: number): boolean {
  return startEpochSeconds * 1000 <= nowMs;
}

/**
 * A date input ("2025-09-20") and time input ("18:30") read in the viewer's time zone → epoch seconds.
 * Null when either is missing or malformed. A wall time skipped by a DST change moves forward, as the
 * browser's Date does.
 */
export function localDateTimeToEpochSeconds(date: string, time: string): number | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number);
  const [, hours, minutes] = timeMatch.map(Number);
  const seconds = timeMatch[3] === undefined ? 0 : Number(timeMatch[3]);
  if (year === undefined || month === undefined || day === undefined || hours === undefined || minutes === undefined) {
    return null;
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const local = new Date(year, month - 1, day, hours, minutes, seconds);
  // Date rolls 2025-02-31 over into March: a date that does not exist is refused instead.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  const ms = local.getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
