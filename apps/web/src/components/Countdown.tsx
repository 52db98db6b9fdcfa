import { formatCountdown } from '../lib/raceTime';
import { useTicking } from '../lib/useNow';

/** "in 2d 3h 4m", kept current by the shared clock; only this text re-renders. */
export function Countdown({ startEpochSeconds }: { startEpochSeconds: number }) {
  const text = useTicking((now) => formatCountdown(startEpochSeconds, now));
  return <span>{text}</span>;
}
