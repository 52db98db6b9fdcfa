import { useTimeZone } from '../lib/hydration';
import { formatRaceDate, formatRaceTime, type ClockFormat } from '../lib/raceTime';
import { useDateOrder } from '../lib/useDateOrder';

/** A race's start as "Fri 9/5/25 · 3:05 PM" in the viewer's time zone and date order, in a machine-readable <time>. */
export function RaceStart({ epochSeconds, clock }: { epochSeconds: number; clock: ClockFormat }) {
  const timeZone = useTimeZone();
  const [dateOrder] = useDateOrder();
  return (
    <time dateTime={new Date(epochSeconds * 1000).toISOString()}>
      {formatRaceDate(epochSeconds, timeZone, dateOrder)} · {formatRaceTime(epochSeconds, clock, timeZone)}
    </time>
  );
}
