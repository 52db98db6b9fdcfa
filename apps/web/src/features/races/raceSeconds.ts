import type { RaceResult } from '@pokered/core/schemas/races';
import { finishTimeToMs } from '@pokered/core/time';

/** Race detail shows each finish in seconds ("6723.456 s"); other statuses read as their name. */
export function resultInSeconds(result: Pick<RaceResult, 'status' | 'finishTime'>): string {
  if (result.status !== 'Finished') return result.status;
  return `${(finishTimeToMs(result.finishTime) / 1000).toFixed(3)} s`;
}
