/**
 * Every date and time a person reads (rules §24): the weekday, then the date in the viewer's chosen order
 * ('Sat 11/28/26' by default, 'Sat 28/11/26' day first, 'Sat 2026-11-28' ISO), then the time on the 12-hour
 * ('5:45 PM', the default) or 24-hour clock ('17:45'). This is the only module allowed to format a date: the lint
 * forbids toLocale*String, Intl.DateTimeFormat and date libraries anywhere else, so a page, an admin screen and a
 * message can never read a date two ways.
 *
 * The pieces are composed here rather than left to a locale, so an en-GB browser reads the same text as an en-US
 * one. `timeZone` undefined is the runtime's own zone (the browser's, or the server's TZ).
 */

export type ClockFormat = '12h' | '24h';

/** The order of the date: month first (the specification's M/d/yy), day first (d/M/yy) or ISO (yyyy-MM-dd). */
export type DateOrder = 'month-first' | 'day-first' | 'iso';

export const DATE_ORDERS: readonly DateOrder[] = ['month-first', 'day-first', 'iso'];

export interface DateTimeStyle {
  clock: ClockFormat;
  dateOrder: DateOrder;
  /** IANA zone; undefined is the runtime's own. */
  timeZone?: string | undefined;
}

export const DEFAULT_CLOCK: ClockFormat = '12h';
export const DEFAULT_DATE_ORDER: DateOrder = 'month-first';

/** Reads a stored or sent value back; anything unknown is the default, never an error. */
export function readClockFormat(value: unknown): ClockFormat {
  return value === '24h' ? '24h' : DEFAULT_CLOCK;
}

export function readDateOrder(value: unknown): DateOrder {
  return DATE_ORDERS.find((order) => order === value) ?? DEFAULT_DATE_ORDER;
}

interface Fields {
  weekday: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and lists format many times: one per zone (and per options set). */
function cachedFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) {
    // en-US only names the weekday and zone; the numbers are read as parts and placed here.
    format = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, format);
  }
  return format;
}

function fieldsOf(epochSeconds: number, timeZone: string | undefined): Fields {
  const parts = cachedFormat({
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(epochSeconds * 1000));
  const text = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(text(type));
  return {
    weekday: text('weekday'),
    year: number('year'),
    month: number('month'),
    day: number('day'),
    // Some engines still write midnight as 24 under h23.
    hour: number('hour') % 24,
    minute: number('minute'),
    second: number('second'),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

function dateText(fields: Fields, order: DateOrder): string {
  const shortYear = two(fields.year % 100);
  switch (order) {
    case 'day-first':
      return `${fields.day}/${fields.month}/${shortYear}`;
    case 'iso':
      return `${fields.year}-${two(fields.month)}-${two(fields.day)}`;
    default:
      return `${fields.month}/${fields.day}/${shortYear}`;
  }
}

function timeText(fields: Fields, clock: ClockFormat, withSeconds: boolean): string {
  const seconds = withSeconds ? `:${two(fields.second)}` : '';
  if (clock === '24h') return `${two(fields.hour)}:${two(fields.minute)}${seconds}`;
  const hour12 = fields.hour % 12 === 0 ? 12 : fields.hour % 12;
  return `${hour12}:${two(fields.minute)}${seconds} ${fields.hour < 12 ? 'AM' : 'PM'}`;
}

/** The date without a weekday: '11/28/26', '28/11/26' or '2026-11-28'. */
export function formatBareDate(epochSeconds: number, style: Pick<DateTimeStyle, 'dateOrder' | 'timeZone'>): string {
  return dateText(fieldsOf(epochSeconds, style.timeZone), style.dateOrder);
}

/** 'Sat 11/28/26' (month first), 'Sat 28/11/26' (day first) or 'Sat 2026-11-28' (ISO). */
export function formatDate(epochSeconds: number, style: Pick<DateTimeStyle, 'dateOrder' | 'timeZone'>): string {
  const fields = fieldsOf(epochSeconds, style.timeZone);
  return `${fields.weekday} ${dateText(fields, style.dateOrder)}`;
}

/**
 * '5:45 PM' or '17:45' (midnight is '12:00 AM' / '00:00', never '24:00'). Logs (the audit log, deliveries) add
 * the seconds: '5:45:12 PM'.
 */
export function formatTime(
  epochSeconds: number,
  style: Pick<DateTimeStyle, 'clock' | 'timeZone'>,
  options: { seconds?: boolean } = {},
): string {
  return timeText(fieldsOf(epochSeconds, style.timeZone), style.clock, options.seconds ?? false);
}

/** 'Sat 11/28/26 · 5:45 PM': the one way a moment reads everywhere. */
export function formatDateTime(
  epochSeconds: number,
  style: DateTimeStyle,
  options: { seconds?: boolean } = {},
): string {
  const fields = fieldsOf(epochSeconds, style.timeZone);
  const time = timeText(fields, style.clock, options.seconds ?? false);
  return `${fields.weekday} ${dateText(fields, style.dateOrder)} · ${time}`;
}

/** An ISO 8601 instant from the API ('2026-11-26T22:59:12.000Z') in epoch seconds; null when unreadable. */
export function isoToEpochSeconds(iso: string): number | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms / 1000;
}

/** The runtime's own IANA zone (the browser's in a browser). */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Nepal Time (GMT+5:45)": the zone every time on the page is shown in (its IANA id when unnamed). */
export function timeZoneLabel(at: Date = new Date(), timeZone?: string): string {
  const zone = timeZone ?? runtimeTimeZone();
  const part = (style: 'long' | 'shortOffset') =>
    cachedFormat({ timeZoneName: style, timeZone: zone })
      .formatToParts(at)
      .find((piece) => piece.type === 'timeZoneName')?.value;
  const name = part('long');
  const offset = part('shortOffset');
  // Zones without a name of their own read back as the offset ("GMT+03:00"): the IANA id says more.
  const label = name && !name.startsWith('GMT') ? name : zone;
  return offset && offset !== label ? `${label} (${offset})` : label;
}
