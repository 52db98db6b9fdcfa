/**
 * A race recorded before its planned start was played early (rules §23, §6): when it was recorded is kept, so Past
 * Races shows when it was played instead of a planned date still in the future.
 */

/**
 * The `playedAt` (epoch seconds) a recording stores: the one already stored (a correction keeps when it was played),
 * else `nowSeconds` when the planned start is still ahead, else null (the race was played at its planned start).
 */
export function playedAtOnRecording(
  race: { raceDateTime: number; playedAt: number | null },
  nowSeconds: number,
): number | null {
  if (race.playedAt !== null) return race.playedAt;
  return race.raceDateTime > nowSeconds ? nowSeconds : null;
}
