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
