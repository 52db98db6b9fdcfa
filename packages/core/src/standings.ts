import { PLAYOFF_CUTOFF } from './rounds.ts';
import { MISSING_BEST_TIME_MS } from './time.ts';

export interface StandingsInput {
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
  displayName: string;
  /** Withdrawn (rules §8): listed after everyone else, unranked, not counted for the cutoff. */
  withdrawn?: boolean;
}

/**
 * Display names case-insensitively, then exactly (so "amy" and "Amy" still have a fixed order).
 * Code-unit comparison rather than locale collation so browser and server always agree.
 */
export function compareDisplayNames(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const effectiveTime = (row: StandingsInput): number => row.bestTournamentTimeMilliseconds ?? MISSING_BEST_TIME_MS;

/** The ranking keys of rules §9: BYE first, points descending, best time ascending. 0 = same rank. */
function compareRankingKeys(a: StandingsInput, b: StandingsInput): number {
  if (a.bye !== b.bye) return a.bye ? -1 : 1;
  if (a.points !== b.points) return b.points - a.points;
  return effectiveTime(a) - effectiveTime(b);
}

/**
 * rules §9 standings with competition ranking (1, 2, 2, 4). Rows with the same keys share a rank
 * and are listed by display name so the page does not reshuffle between loads.
 */
export function rankStandings<T extends StandingsInput>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort(
    (a, b) => compareRankingKeys(a, b) || compareDisplayNames(a.displayName, b.displayName),
  );
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((row, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && compareRankingKeys(previous, row) === 0 ? previous.rank : index + 1;
    ranked.push({ ...row, rank });
  });
  return ranked;
}

/**
 * The rank at position `cutoff` (27 → index 26); everyone with that rank or better is above the
 * cut, so ties at the cutoff all get in. With fewer rows, the last rank; with none, 0 (nobody above).
 */
export function cutoffRank(ranked: readonly { rank: number }[], cutoff: number = PLAYOFF_CUTOFF): number {
  return (ranked[cutoff - 1] ?? ranked[ranked.length - 1])?.rank ?? 0;
}

export function isAboveCutoff(row: { rank: number }, cutoffRankValue: number): boolean {
  return row.rank <= cutoffRankValue;
}

/**
 * The standings table of rules §9: the active runners ranked, then the withdrawn ones by display name with
 * `rank` null. The cutoff is the rank at position 27 among the active runners only.
 */
export function standingsTable<T extends StandingsInput>(
  rows: readonly T[],
): { cutoffRank: number; standings: (T & { rank: number | null; withdrawn: boolean })[] } {
  const ranked = rankStandings(rows.filter((row) => row.withdrawn !== true));
  const withdrawn = rows
    .filter((row) => row.withdrawn === true)
    .sort((a, b) => compareDisplayNames(a.displayName, b.displayName));
  return {
    cutoffRank: cutoffRank(ranked),
    standings: [
      ...ranked.map((row) => ({ ...row, withdrawn: false })),
      ...withdrawn.map((row) => ({ ...row, rank: null, withdrawn: true })),
    ],
  };
}
