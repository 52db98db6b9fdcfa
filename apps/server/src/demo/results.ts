/** Demo race results: mostly finishes around two hours, with DNFs, DNS and DQs sprinkled in. */
import {
  placeResults,
  raceWinner,
  toPlacedInput,
  validateRecordedResults,
  type RecordedResult,
  type ResultStatus,
} from '@pokered/core/results';
import { msToFinishTime, ZERO_FINISH_TIME } from '@pokered/core/time';
import type { raceResults } from '../db/schema.ts';
import type { Random } from './random.ts';

/** What goes wrong in a race, chosen by the caller so every kind appears in a demo round. */
export type Mishap = 'none' | 'DNF' | 'DNS' | 'DQ' | 'nobodyFinished';

/** A fixed rhythm of mishaps over a round's races: every status shows up, most races are clean. */
export function mishapFor(index: number): Mishap {
  if (index % 13 === 9) return 'nobodyFinished';
  if (index % 7 === 2) return 'DNF';
  if (index % 7 === 4) return 'DNS';
  if (index % 11 === 6) return 'DQ';
  return 'none';
}

export interface DemoRaceResult {
  winner: string | null;
  rows: Omit<typeof raceResults.$inferInsert, 'raceId'>[];
}

/**
 * Results of one race, checked with the very rule the Record Results form and the server use, and
 * placed with placeResults, so the demo never stores a result the site would refuse.
 */
export function demoResults(random: Random, racers: readonly string[], mishap: Mishap): DemoRaceResult {
  const unlucky = racers[random.int(1, racers.length - 1)];
  let dnfOrder = 0;
  const lines: RecordedResult[] = racers.map((racer) => {
    let status: ResultStatus = 'Finished';
    if (mishap === 'nobodyFinished') status = 'DNF';
    else if (racer === unlucky && mishap !== 'none') status = mishap;
    if (status === 'DNF') dnfOrder++;
    return {
      racer,
      status,
      // 1h40m to 2h10m: a believable Pokemon Red any% field.
      finishTime: status === 'Finished' ? msToFinishTime(random.int(6_000_000, 7_800_000)) : { ...ZERO_FINISH_TIME },
      dnfOrder: status === 'DNF' ? dnfOrder : null,
    };
  });
  const verdict = validateRecordedResults({ raceTimeId: 'demo', results: lines }, racers);
  if (!verdict.ok) throw new Error(`demo generated an invalid result: ${verdict.error}`);
  const placed = placeResults(verdict.normalized.results.map(toPlacedInput));
  return {
    winner: raceWinner(placed),
    rows: placed.map((result, index) => ({
      racerId: result.racer,
      status: result.status,
      finishTimeMs: result.finishTimeMs,
      dnfOrder: result.dnfOrder,
      place: index + 1,
    })),
  };
}

/** Group sizes for `count` runners: threes, with at least `minPairs` (when possible) two-racer groups. */
export function groupSizes(count: number, minPairs = 0): number[] {
  if (count < 2) return [];
  for (let pairs = minPairs; pairs <= minPairs + 2; pairs++) {
    const rest = count - 2 * pairs;
    if (rest >= 0 && rest % 3 === 0) return [...Array<number>(rest / 3).fill(3), ...Array<number>(pairs).fill(2)];
  }
  // Too few runners for the pairs asked for: fall back to the fewest pairs.
  return minPairs > 0 ? groupSizes(count, 0) : [];
}

/** Splits `ids` (already shuffled) into groups of the sizes above. */
export function splitIntoGroups(ids: readonly string[], minPairs = 0): string[][] {
  const groups: string[][] = [];
  let start = 0;
  for (const size of groupSizes(ids.length, minPairs)) {
    groups.push(ids.slice(start, start + size));
    start += size;
  }
  return groups;
}

export function raceTimeId(random: Random): string {
  const words = ['lucky', 'brave', 'sneaky', 'quick', 'clever', 'mighty', 'sleepy', 'shiny'];
  const mons = ['pidgey', 'rattata', 'abra', 'zubat', 'oddish', 'gastly', 'psyduck', 'nidoran'];
  return `pkmnred/${random.pick(words)}-${random.pick(mons)}-${String(random.int(1000, 9999))}`;
}
