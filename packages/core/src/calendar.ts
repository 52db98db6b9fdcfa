/** Calendars (rules §14): what a race's calendar event and Discord timestamp say, shared by the server and the screens. */
import { LIVE_WINDOW_SECONDS } from './raceSchedule.ts';

/** A race's event lasts its live window (rules §6, §14): DTEND is DTSTART + 2 h 30 min. */
export const RACE_EVENT_SECONDS = LIVE_WINDOW_SECONDS;

/** The Discord timestamp of a race start (epoch seconds): Discord shows it as a full date and time in each reader's zone. */
export function discordTimestamp(epochSeconds: number): string {
  return `<t:${String(Math.trunc(epochSeconds))}:F>`;
}

/** A race event's summary: the round, then the racers' display names ("Round 2: Ash vs Misty vs Brock"). */
export function raceEventSummary(round: string, racerNames: readonly string[]): string {
  return `${round}: ${racerNames.join(' vs ')}`;
}

/** The personal feed's token as it appears in the URL: 32 random bytes, base64url without padding (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, epoch seconds: the instants RFC 5545 (four-digit years) can write. */
const FIRST_WRITABLE_SECONDS = -62_135_596_800;
const LAST_WRITABLE_SECONDS = 253_402_300_799;

/**
 * rules §28: whether a race starting at `raceDateTime` (epoch seconds) can be a calendar event, its DTSTART and DTEND
 * both in years 1-9999. New starts are bounded to a year ahead, but a row stored before that rule (or written by
 * hand) must not make a whole feed unreadable: the feeds leave such a race out.
 */
export function raceEventWritable(raceDateTime: number): boolean {
  return (
    Number.isFinite(raceDateTime) &&
    raceDateTime >= FIRST_WRITABLE_SECONDS &&
    raceDateTime + RACE_EVENT_SECONDS <= LAST_WRITABLE_SECONDS
  );
}
