/**
 * The calendar feeds' text (rules §14) is ical-generator's, with the lines folded by `foldContentLines` instead of
 * the library's slow folding (src/features/calendar/queries.ts, `calendarText`): checked here byte for byte against
 * the library's own `toString()` on calendars of random events, names in any script, emoji and lone surrogates
 * included. No database: the calendar is built as `writeCalendar` builds it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ICalEventStatus } from 'ical-generator';
import { calendarOf, calendarText } from '../src/features/calendar/queries.ts';

const anyUnits = fc.string({ unit: fc.integer({ min: 1, max: 0xffff }).map((code) => String.fromCharCode(code)) });
// Surrogates beside 1-, 2- and 3-octet units, often: where a fold falls next to a broken pair.
const surrogateHeavy = fc.string({
  unit: fc.constantFrom('\ud83c', '\udfae', 'a', 'é', '€', '\ud83c\udfae'),
  minLength: 60,
  maxLength: 160,
});
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  anyUnits,
  surrogateHeavy,
);

const event = fc.record({
  id: fc.uuid(),
  sequence: fc.nat(20),
  start: fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
  summary: text,
  description: text,
  cancelled: fc.boolean(),
});

describe('calendar text (rules §14)', () => {
  it('is byte for byte what ical-generator writes, CRLF after END:VCALENDAR', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('races', 'restreams', 'personal', 'race' as const),
        fc.array(event, { maxLength: 6 }),
        (feed, events) => {
          const calendar = calendarOf(feed);
          for (const item of events) {
            calendar.createEvent({
              id: `${item.id}@races.example.org`,
              sequence: item.sequence,
              start: new Date(item.start * 1000),
              end: new Date((item.start + 9000) * 1000),
              summary: item.summary,
              description: item.description,
              status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
              url: `https://races.example.org/races/${item.id}`,
            });
          }
          expect(calendarText(feed, calendar)).toBe(`${calendar.toString()}\r\n`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
