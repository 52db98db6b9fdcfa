import { useTimeZone } from '../lib/hydration';
import { formatRaceDate, formatRaceTime, type ClockFormat } from '../lib/raceTime';

/** A race's start as "9/5/25 · 3:05 PM" in the viewer's time zone, in a machine-readable <time>. */
export function RaceStart({ epochSeconds, clock }: { epochSeconds: number; clock: ClockFormat }) {
  const timeZone = useTimeZone();
  return (
    <time dateTime={new Date(epochSeconds * 1000).toISOString()}>
      {formatRaceDate(epochSeconds, timeZone)} · {formatRaceTime(epochSeconds, clock, timeZone)}
    </time>
  );
}
