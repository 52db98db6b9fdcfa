/** Calendars (rules §14): the path parameters of the feeds and the personal feed's answer. */
import { z } from 'zod';
import { safeText } from './text.ts';

const UUID_ICS = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i;
const TOKEN_ICS = /^([A-Za-z0-9_-]{43})\.ics$/;

/** `GET /api/calendar/race/{id}.ics`: the race id, without its `.ics`. */
export const raceFileParams = z.object({
  file: safeText
    .regex(UUID_ICS, { error: 'must be a race id followed by .ics' })
    .transform((file) => file.slice(0, -'.ics'.length).toLowerCase()),
});

/** `GET /api/calendar/u/{token}.ics`: the token, without its `.ics`. */
export const tokenFileParams = z.object({
  file: safeText
    .regex(TOKEN_ICS, { error: 'must be a calendar token followed by .ics' })
    .transform((file) => file.slice(0, -'.ics'.length)),
});

/** `GET /api/user/calendar`, `POST /api/user/calendar/reset`: the personal feed's URL. */
export const calendarUrlResponse = z.object({ url: z.string() });
export type CalendarUrlResponse = z.infer<typeof calendarUrlResponse>;
