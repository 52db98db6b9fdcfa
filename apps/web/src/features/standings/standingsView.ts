import type { StandingsRow } from '@pokered/core/schemas/tournament';
import { formatTime } from '@pokered/core/time';

/** "1:52:03.120": the tiebreaker (best tournament time) in the site's one time format (`formatTime`). */
export function formatBestTime(ms: number): string {
  return formatTime(ms);
}

/**
 * The index of the row after which the playoff cutoff line is drawn: the last row whose rank is at
 * or above the server's cutoff rank (ties at the cutoff all stay above the line). -1 draws no line.
 */
export function cutoffSeparatorIndex(rows: readonly Pick<StandingsRow, 'rank'>[], cutoffRank: number): number {
  if (cutoffRank <= 0) return -1;
  let index = -1;
  rows.forEach((row, position) => {
    if (row.rank !== null && row.rank <= cutoffRank) index = position;
  });
  return index;
}

export interface BestTime {
  ms: number;
  runners: StandingsRow[];
}

/** The tournament's best time and who set it (several runners when tied); null before any finish. */
export function bestTournamentTime(rows: readonly StandingsRow[]): BestTime | null {
  let best: BestTime | null = null;
  for (const row of rows) {
    const ms = row.bestTournamentTimeMilliseconds;
    if (ms === null) continue;
    if (best === null || ms < best.ms) best = { ms, runners: [row] };
    else if (ms === best.ms) best.runners.push(row);
  }
  return best;
}
