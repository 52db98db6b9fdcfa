/**
 * Calendar days written `YYYY-MM-DD`, as a season's estimated schedule gives them (rules §33). Apart from dateTime.ts,
 * the one formatter of instants, because a calendar day has no zone, and because the shell reaches dateTime.ts: the
 * schedule's words load with /info only.
 */
import type { DateOrder } from './dateTime.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A span of calendar days written `YYYY-MM-DD` (a season's estimated schedule, rules §33), the same in every zone:
 * 'Sep 15 – Sep 24' (month first), '15 Sep – 24 Sep' (day first) or '2026-09-15 – 2026-09-24' (ISO). The month is a
 * word, so the day and month cannot be read the wrong way round; a single day is written once.
 */
export function formatDayRange(from: string, to: string, dateOrder: DateOrder): string {
  const day = (text: string) => {
    if (dateOrder === 'iso') return text;
    const [, month, date] = text.split('-').map(Number);
    const monthName = MONTHS[(month ?? 1) - 1] ?? '';
    return dateOrder === 'day-first' ? `${String(date)} ${monthName}` : `${monthName} ${String(date)}`;
  };
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
