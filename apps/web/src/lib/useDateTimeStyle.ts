import type { DateTimeStyle } from '@pokered/core/dateTime';
import { useMemo } from 'react';
import { useTimeZone } from './hydration';
import { useClockFormat } from './useClockFormat';
import { useDateOrder } from './useDateOrder';

/**
 * Everything the formatter (packages/core/src/dateTime.ts) needs to write a date the way this viewer reads it: their
 * clock, date order and zone (the server's defaults until hydrated). Pass it to formatDate / formatDateTime.
 */
export function useDateTimeStyle(): DateTimeStyle {
  const [clock] = useClockFormat();
  const [dateOrder] = useDateOrder();
  const timeZone = useTimeZone();
  return useMemo(() => ({ clock, dateOrder, timeZone }), [clock, dateOrder, timeZone]);
}
