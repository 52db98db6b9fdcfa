import type { Race } from '@pokered/core/schemas/races';

export const PLAYED_EARLY_LOAD_ERROR = 'Error loading the round’s upcoming races.';

/**
 * The races a group may have played before their planned start (rules §6): every race of the round that is
 * neither cancelled, completed nor started (those are listed above as ready to complete).
 */
export function playedEarlyCandidates(races: readonly Race[], readyIds: ReadonlySet<string>, nowMs: number): Race[] {
  return races.filter(
    (race) => !race.cancelled && !race.completed && !readyIds.has(race._id) && race.raceDateTime * 1000 > nowMs,
  );
}
