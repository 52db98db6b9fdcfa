import type { Round } from './rounds.ts';

/** Point sources as admins see them in the recalibration "Point Sources" breakdown. */
export const PICKEMS_POINT_SOURCES = [
  'Round picks',
  'Top 27',
  'Top 9',
  'Overall winner',
  'Best time runner',
  'Closest time',
] as const;
export type PickemsPointSource = (typeof PICKEMS_POINT_SOURCES)[number];

/** rules §10 Pickems points. */
const POINTS: Record<PickemsPointSource, number> = {
  'Round picks': 5,
  'Top 27': 10,
  'Top 9': 20,
  'Overall winner': 100,
  'Best time runner': 50,
  'Closest time': 100,
};

export interface RoundPick {
  round: Round;
  /** Identifies one group of one round (e.g. the group's _id). */
  groupKey: string;
  runnerId: string;
}

export interface PickemsPicks {
  selectedRunners: readonly string[];
  ultraSelectedRunners: readonly string[];
  selectedWinner: string | null;
  selectedBestTimeRunner: string | null;
  bestTimeGuessMs: number | null;
  roundPicks: readonly RoundPick[];
}

/** Facts known once the Final has ended. */
export interface CompletedFacts {
  winner: string | null;
  /** Every holder of the fastest time of the year (ties all count). */
  bestTimeRunners: ReadonlySet<string>;
  bestTimeMs: number | null;
  /**
   * How far, in ms, the closest guess of ALL players is from bestTimeMs (closestGuessDistanceMs).
   * A distance, not a guess value, so that a guess 1 s under and one 1 s over both score.
   */
  closestGuessDistanceMs: number | null;
}

/** What has happened so far; a stage not reached yet is null and scores nothing. */
export interface TournamentFacts {
  /** groupKey → the group's race winner (null: nobody finished, or not raced yet). */
  groupWinners: ReadonlyMap<string, string | null>;
  /** null until Round 3 has ended. */
  qualifiedForPlayoffs: ReadonlySet<string> | null;
  /** null until the Quarterfinals have ended. */
  reachedSemifinals: ReadonlySet<string> | null;
  /** null until the tournament is completed. */
  completed: CompletedFacts | null;
}

export interface PickemsScore {
  points: number;
  breakdown: Partial<Record<PickemsPointSource, number>>;
}

/** Smallest distance between any player's guess and the actual best time; null if either is missing. */
export function closestGuessDistanceMs(
  allGuesses: readonly (number | null)[],
  actualBestMs: number | null,
): number | null {
  if (actualBestMs === null) return null;
  let closest: number | null = null;
  for (const guess of allGuesses) {
    if (guess === null) continue;
    const distance = Math.abs(guess - actualBestMs);
    if (closest === null || distance < closest) closest = distance;
  }
  return closest;
}

/**
 * Builds the completed-tournament facts from every runner's best time and every player's guess, so
 * callers cannot pass a guess where a distance is expected. Runners without a time are ignored.
 */
export function buildCompletedFacts(
  winner: string | null,
  runnerBestTimes: ReadonlyMap<string, number | null>,
  allGuesses: readonly (number | null)[],
): CompletedFacts {
  let bestTimeMs: number | null = null;
  for (const time of runnerBestTimes.values()) {
    if (time !== null && (bestTimeMs === null || time < bestTimeMs)) bestTimeMs = time;
  }
  const bestTimeRunners = new Set(
    [...runnerBestTimes].filter(([, time]) => time !== null && time === bestTimeMs).map(([id]) => id),
  );
  return {
    winner,
    bestTimeRunners,
    bestTimeMs,
    closestGuessDistanceMs: closestGuessDistanceMs(allGuesses, bestTimeMs),
  };
}

const countIn = (ids: readonly string[], set: ReadonlySet<string>): number =>
  new Set(ids.filter((id) => set.has(id))).size;

/** Correct round picks; a group is counted once however many times it appears. */
function correctRoundPicks(roundPicks: readonly RoundPick[], groupWinners: ReadonlyMap<string, string | null>): number {
  const correctGroups = new Set(
    roundPicks.filter((pick) => groupWinners.get(pick.groupKey) === pick.runnerId).map((pick) => pick.groupKey),
  );
  return correctGroups.size;
}

function isClosestGuess(guessMs: number | null, completed: CompletedFacts): boolean {
  const { bestTimeMs, closestGuessDistanceMs: closest } = completed;
  if (guessMs === null || bestTimeMs === null || closest === null) return false;
  // "<=" rather than "===": a guess missing from the list of all guesses still cannot be beaten unfairly.
  return Math.abs(guessMs - bestTimeMs) <= closest;
}

/**
 * rules §10: one player's Pickems points from their picks and the tournament facts alone. The stored
 * total is recomputed with this, so a corrected race result changes Pickems points the same way.
 * Duplicate ids in a list never score twice.
 */
export function scorePickems(input: { picks: PickemsPicks; facts: TournamentFacts }): PickemsScore {
  const { picks, facts } = input;
  const counts: Record<PickemsPointSource, number> = {
    'Round picks': correctRoundPicks(picks.roundPicks, facts.groupWinners),
    'Top 27': facts.qualifiedForPlayoffs === null ? 0 : countIn(picks.selectedRunners, facts.qualifiedForPlayoffs),
    'Top 9': facts.reachedSemifinals === null ? 0 : countIn(picks.ultraSelectedRunners, facts.reachedSemifinals),
    'Overall winner': 0,
    'Best time runner': 0,
    'Closest time': 0,
  };
  const done = facts.completed;
  if (done !== null) {
    counts['Overall winner'] = done.winner !== null && picks.selectedWinner === done.winner ? 1 : 0;
    counts['Best time runner'] =
      picks.selectedBestTimeRunner !== null && done.bestTimeRunners.has(picks.selectedBestTimeRunner) ? 1 : 0;
    counts['Closest time'] = isClosestGuess(picks.bestTimeGuessMs, done) ? 1 : 0;
  }
  const breakdown: Partial<Record<PickemsPointSource, number>> = {};
  let points = 0;
  for (const source of PICKEMS_POINT_SOURCES) {
    const earned = counts[source] * POINTS[source];
    if (earned === 0) continue;
    breakdown[source] = earned;
    points += earned;
  }
  return { points, breakdown };
}
