import type { Bracket } from './brackets.ts';
import { placeResults, type PlacedInput, type ResultStatus } from './results.ts';
import type { Round } from './rounds.ts';

/** What one place is worth: points, or a BYE (a guaranteed playoff place, no points). */
type PlaceValue = number | 'BYE';

/** 1st / middle / last per Swiss round and bracket (rules §7). Missing = no points. */
const POINTS_TABLE: Partial<Record<Round, Partial<Record<Bracket, readonly [PlaceValue, PlaceValue, PlaceValue]>>>> = {
  'Round 1': { Normal: [10, 9, 6] },
  'Round 2': { Normal: [10, 6, 3], Ascension: ['BYE', 10, 6] },
  'Round 3': { Normal: [10, 6, 1], Ascension: ['BYE', 10, 6] },
};

export interface PlaceAward {
  points: number;
  bye: boolean;
}

const NOTHING: PlaceAward = { points: 0, bye: false };

/**
 * The award for the racer placed at `placeIndex` (0-based) in a race of `racerCount` racers.
 * A two-racer race gives 1st and last. A DNF keeps the value of their place; DNS and DQ earn 0.
 * The BYE slot goes to a Finished winner only: a DNF placed first in an Ascension race (nobody
 * finished) gets nothing, because that slot is worth no points and the BYE needs a finish.
 */
export function pointsForPlace(
  round: Round,
  bracket: Bracket | null,
  placeIndex: number,
  racerCount: number,
  status: ResultStatus,
): PlaceAward {
  if (status === 'DNS' || status === 'DQ') return NOTHING;
  const row = bracket === null ? undefined : POINTS_TABLE[round]?.[bracket];
  if (row === undefined || placeIndex < 0 || placeIndex >= racerCount) return NOTHING;
  const slot = placeIndex === 0 ? 0 : placeIndex === racerCount - 1 ? 2 : 1;
  const value = row[slot];
  if (value === 'BYE') return { points: 0, bye: status === 'Finished' };
  return { points: value, bye: false };
}

/** One completed race of the year, results in any order. */
export interface ScoredRace {
  round: Round;
  bracket: Bracket | null;
  results: readonly PlacedInput[];
}

export interface RunnerFigures {
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
}

/** Figures of a runner with no completed race; callers use it for runners absent from the map. */
export const EMPTY_FIGURES: Readonly<RunnerFigures> = Object.freeze({
  points: 0,
  bestTournamentTimeMilliseconds: null,
  bye: false,
});

/**
 * rules §7: every runner's points, best time and BYE from the completed races of the year, and from
 * nothing else. Stored figures are recomputed with this after every recording or correction, so a
 * corrected result can never leave points from the wrong version behind.
 * Only racers of at least one race appear in the map.
 */
export function computeRunnerFigures(races: readonly ScoredRace[]): Map<string, RunnerFigures> {
  const figures = new Map<string, RunnerFigures>();
  for (const race of races) {
    const placed = placeResults(race.results);
    placed.forEach((result, index) => {
      const current = figures.get(result.racer) ?? { ...EMPTY_FIGURES };
      const award = pointsForPlace(race.round, race.bracket, index, placed.length, result.status);
      const time = result.status === 'Finished' && result.finishTimeMs > 0 ? result.finishTimeMs : null;
      const best = current.bestTournamentTimeMilliseconds;
      figures.set(result.racer, {
        points: current.points + award.points,
        bye: current.bye || award.bye,
        bestTournamentTimeMilliseconds: time !== null && (best === null || time < best) ? time : best,
      });
    });
  }
  return figures;
}
