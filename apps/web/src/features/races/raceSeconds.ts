import type { RaceResult } from '@pokered/core/schemas/races';
import { finishTimeToMs, formatTime } from '@pokered/core/time';

/**
 * Race detail shows each finish in seconds as the specification asks, with the site's time format beside them
 * ("6723.456 s (1:52:03.456)"); other statuses read as their name.
 */
export function resultInSeconds(result: Pick<RaceResult, 'status' | 'finishTime'>): string {
  if (result.status !== 'Finished') return result.status;
  const ms = finishTimeToMs(result.finishTime);
  return `${(ms / 1000).toFixed(3)} s (${formatTime(ms)})`;
}
