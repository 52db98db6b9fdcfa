/**
 * Calendar feeds (rules §14): races as RFC 5545 events, written by ical-generator (docs/decisions/010-icalendar.md).
 * One VEVENT per race: its UID is the race id (stable whatever changes), DTSTART in UTC, DTEND 2 h 30 min later,
 * SEQUENCE the race's revision (grows when it is moved, cancelled or uncancelled), STATUS:CANCELLED for a cancelled
 * race, a summary naming the round and the racers, and the race page's URL. Each feed is read in three queries
 * whatever its size: the races, their racers' names, and (personal feed) the races commentated.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { RACE_EVENT_SECONDS, raceEventSummary, raceEventWritable } from '@pokered/core/calendar';
import { foldContentLines } from '@pokered/core/icalendarFold';
import type { Db } from '../../db/client.ts';
import { calendarTokens } from '../../db/privateSchema.ts';
import { raceCommentators, races } from '../../db/schema.ts';
import type { RaceRow } from '../races/rows/queries.ts';
import { loadUserRefs } from '../users/queries.ts';
import { currentSeasonYear } from '../../db/currentSeason.ts';

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Which public feed: every race of the season not completed, or only the restreamed ones among them. */
export type PublicFeed = 'races' | 'restreams';

const FEED_NAMES: Record<PublicFeed | 'personal' | 'race', string> = {
  races: 'Pokémon Red Tournament: races',
  restreams: 'Pokémon Red Tournament: restreams',
  personal: 'Pokémon Red Tournament: my races',
  race: 'Pokémon Red Tournament',
};

/** SHA-256 of a personal feed token: what the database keeps to find it (a leak gives no working URL). */
export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const soonestFirst = [asc(races.raceDateTime), asc(races.createdAt), asc(races.id)];

async function raceRows(db: Db, where: SQL | undefined): Promise<RaceRow[]> {
  return db
    .select()
    .from(races)
    .where(where)
    .orderBy(...soonestFirst);
}

/**
 * rules §14: a public feed's races: the current season's (rules §34) not completed ones; cancelled races stay,
 * marked cancelled.
 */
export function publicFeedRaces(db: Db, feed: PublicFeed): Promise<RaceRow[]> {
  const open = and(eq(races.year, currentSeasonYear), eq(races.completed, false));
  return raceRows(db, feed === 'races' ? open : and(open, eq(races.restreamPlanned, true)));
}

/** rules §14: the races a user runs or commentates, completed ones included (their own calendar keeps its past). */
export async function personalFeedRaces(db: Db, userId: string): Promise<RaceRow[]> {
  const commentated = await db
    .select({ raceId: raceCommentators.raceId })
    .from(raceCommentators)
    .where(eq(raceCommentators.userId, userId));
  const asRacer = or(eq(races.racer1, userId), eq(races.racer2, userId), eq(races.racer3, userId));
  const ids = commentated.map((row) => row.raceId);
  return raceRows(db, ids.length > 0 ? or(asRacer, inArray(races.id, ids)) : asRacer);
}

export async function raceRowById(db: Db, id: string): Promise<RaceRow | null> {
  const [row] = await raceRows(db, eq(races.id, id));
  return row ?? null;
}

/** The user a personal feed token belongs to, or null for a token nobody holds (any more). */
export async function calendarTokenOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarTokens.userId })
    .from(calendarTokens)
    .where(eq(calendarTokens.tokenHash, hashCalendarToken(token)));
  return row?.userId ?? null;
}

/** The race page, on the site's public origin (PUBLIC_URL, rules §12). */
export const racePageUrl = (publicUrl: string, raceId: string) => `${publicUrl}/races/${raceId}`;

/** An RFC 5545 calendar of `rows`, one VEVENT per race. */
export async function writeCalendar(
  db: Db,
  rows: readonly RaceRow[],
  feed: PublicFeed | 'personal' | 'race',
  publicUrl: string,
): Promise<string> {
  const refs = await loadUserRefs(
    db,
    new Set(rows.flatMap((row) => [row.racer1, row.racer2, ...(row.racer3 ? [row.racer3] : [])])),
  );
  const nameOf = (id: string) => refs.get(id)?.displayName ?? 'Unknown racer';
  const host = new URL(publicUrl).host;
  const calendar = calendarOf(feed);
  // rules §28: a race whose event cannot be written (DTEND past 9999) is left out, the feed stays readable.
  for (const row of rows.filter((race) => raceEventWritable(race.raceDateTime))) {
    const racers = [row.racer1, row.racer2, ...(row.racer3 ? [row.racer3] : [])].map(nameOf);
    const url = racePageUrl(publicUrl, row.id);
    calendar.createEvent({
      id: `${row.id}@${host}`,
      sequence: row.sequence,
      start: new Date(row.raceDateTime * 1000),
      end: new Date((row.raceDateTime + RACE_EVENT_SECONDS) * 1000),
      summary: raceEventSummary(row.round, racers),
      status: row.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: [
        row.restreamPlanned && row.restreamChannel ? `Restream: https://www.twitch.tv/${row.restreamChannel}` : null,
        url,
      ]
        .filter((line) => line !== null)
        .join('\n'),
      url,
    });
  }
  return calendarText(feed, calendar);
}

/** An empty calendar of `feed`, its events to be added. */
export function calendarOf(feed: PublicFeed | 'personal' | 'race'): ICalCalendar {
  return ical({
    name: FEED_NAMES[feed],
    prodId: { company: 'pokered', product: 'race-calendar', language: 'EN' },
    // Subscribed calendars ask again about hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
}

const END = 'END:VCALENDAR';

/**
 * The text of `calendar`: what its own `toString()` writes, with the events' lines folded by `foldContentLines`
 * instead of the library (10.2's folding costs 0.4-0.8 s of blocked event loop for the 10× feed; the output is the
 * same, test/calendarFold.test.ts). The calendar's own lines are the library's, from an empty calendar of `feed`.
 * RFC 5545 §3.1: every content line ends with CRLF, END:VCALENDAR too (the library leaves the last one off).
 */
export function calendarText(feed: PublicFeed | 'personal' | 'race', calendar: ICalCalendar): string {
  const shell = calendarOf(feed).toString();
  if (!shell.endsWith(END)) throw new Error('ical-generator wrote an unexpected calendar end');
  const body = foldContentLines(
    calendar
      .events()
      .map((event) => event.toString())
      .join(''),
  );
  return `${shell.slice(0, -END.length)}${body}${END}\r\n`;
}
