/**
 * Figures the charts of the stats pages draw (rules §10, §10a), computed from the answers of the stats endpoints:
 * how far each time is from the fastest, and which share of the players made a pick.
 */

/** Each time's distance to the fastest of them (0 for the fastest); no times give no gaps. */
export function gapsToFastest(times: readonly number[]): number[] {
  if (times.length === 0) return [];
  const fastest = Math.min(...times);
  return times.map((ms) => ms - fastest);
}

/**
 * The share of `players` who made a pick, as a whole percentage (rounded half up) within 0-100. No players give 0
 * rather than a division by zero; a count above the players (which the server never answers) is capped at 100.
 */
export function pickShare(count: number, players: number): number {
  if (!(players > 0) || !(count > 0)) return 0;
  return Math.min(100, Math.round((count / players) * 100));
}
