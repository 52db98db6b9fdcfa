/**
 * The seeded draws of the Pickems season test (pickemsSeason.test.ts): the same seed gives the same season, so a
 * failure can be replayed and a test can build the rounds before it exactly as they were played.
 */

import type { RoundPick } from '@pokered/core/pickemsScoring';
import { finishTimeToMs, type FinishTime } from '@pokered/core/time';
import type { Client } from './app.ts';
import { dnf, finished, type ResultLine, type Runner } from './tournamentFixtures.ts';

/** The season's best time, designed: given to a winner of Round 2 and matched in Round 3. */
export const BEST_MS = 6_600_000;

/** A small deterministic generator, so a failure can be replayed. */
export function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}

/** Splits runners into groups of 3, using groups of 2 for a remainder. */
export function chunk<T>(list: readonly T[]): T[][] {
  const groups: T[][] = [];
  let rest = [...list];
  while (rest.length > 0) {
    const size = rest.length === 4 || rest.length === 2 ? 2 : 3;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return groups;
}

export interface Player {
  client: Client;
  id: string;
  selectedRunners: string[];
  ultraSelectedRunners: string[];
  selectedWinner: string | null;
  selectedBestTimeRunner: string | null;
  bestTimeGuessMs: number | null;
  roundPicks: RoundPick[];
}

/** The players' best-time guesses: two 500 ms either side of the best time, two far off, one player with none. */
export const GUESSES: (FinishTime | null)[] = [
  { hours: 1, minutes: 50, seconds: 0, milliseconds: 500 },
  { hours: 1, minutes: 49, seconds: 59, milliseconds: 500 },
  { hours: 2, minutes: 0, seconds: 0, milliseconds: 0 },
  { hours: 1, minutes: 30, seconds: 0, milliseconds: 0 },
  null,
];

/** Random distinct times above the designed best time; `best` gives the winner exactly the best time. */
export function randomResults(
  random: ReturnType<typeof generator>,
  members: readonly Runner[],
  options: { best?: boolean; nobodyFinishes?: boolean },
): ResultLine[] {
  const order = random.shuffle(members);
  if (options.nobodyFinishes) return order.map((runner, index) => dnf(runner, index + 1));
  return order.map((runner, index) =>
    finished(runner, index === 0 && options.best ? BEST_MS : 6_700_000 + index * 60_000 + random.int(50_000)),
  );
}

/** Notes a race's results in the facts the test keeps: the group's winner, each finisher's best time. */
export function noteResults(
  groupWinners: Map<string, string | null>,
  finishTimes: Map<string, number>,
  groupId: string,
  results: readonly ResultLine[],
): void {
  const finishers = results.filter((line) => line.status === 'Finished');
  const ordered = [...finishers].sort((a, b) => finishTimeToMs(a.finishTime) - finishTimeToMs(b.finishTime));
  groupWinners.set(groupId, ordered[0]?.racer ?? null);
  for (const line of finishers) {
    const ms = finishTimeToMs(line.finishTime);
    finishTimes.set(line.racer, Math.min(ms, finishTimes.get(line.racer) ?? Number.POSITIVE_INFINITY));
  }
}
