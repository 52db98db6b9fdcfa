/**
 * Reads a calendar answer with a real RFC 5545 parser (ical.js, Mozilla's, which Thunderbird uses), and checks what
 * RFC 5545 requires of a VCALENDAR and its VEVENTs (§3.6, §3.6.1), so a feed that merely looks right fails.
 */
import ICAL from 'ical.js';
import { expect } from 'vitest';

export interface ParsedEvent {
  uid: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  /** Whether DTSTART and DTEND are written in UTC (a trailing Z). */
  utc: boolean;
  sequence: number;
  status: string;
  summary: string;
  url: string;
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? '' : String(value);
};

export function parseCalendar(body: string): { name: string; events: ParsedEvent[] } {
  // RFC 5545 §3.1: lines end in CRLF and are at most 75 octets.
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(body.endsWith('\r\n')).toBe(true);
  const calendar = ICAL.Component.fromString(body);
  expect(calendar.name).toBe('vcalendar');
  expect(text(calendar, 'version')).toBe('2.0');
  expect(text(calendar, 'prodid')).not.toBe('');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    for (const required of ['uid', 'dtstamp', 'dtstart']) expect(vevent.hasProperty(required), required).toBe(true);
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toUnixTime(),
      end: event.endDate.toUnixTime(),
      utc: event.startDate.zone === ICAL.Timezone.utcTimezone && event.endDate.zone === ICAL.Timezone.utcTimezone,
      sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
      status: text(vevent, 'status'),
      summary: event.summary,
      url: text(vevent, 'url'),
    };
  });
  return { name: text(calendar, 'name') || text(calendar, 'x-wr-calname'), events };
}
