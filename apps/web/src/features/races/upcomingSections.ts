import type { Race } from '@pokered/core/schemas/races';
import { hasStarted } from '../../lib/raceTime';

export interface UpcomingSections {
  /** Races still to start, soonest first; cancelled ones included (shown dimmed). */
  upcoming: Race[];
  /** Races that started and have no result yet (rules §4, §6), the longest waiting first. */
  awaiting: Race[];
}

/**
 * The Upcoming Races page's two lists (rules §19): the future races first, then "Awaiting results". A cancelled race
 * whose start has passed is in neither: it will never be played or recorded.
 */
export function upcomingSections(races: readonly Race[], nowMs: number): UpcomingSections {
  const sections: UpcomingSections = { upcoming: [], awaiting: [] };
  const byStart = [...races].sort((a, b) => a.raceDateTime - b.raceDateTime);
  for (const race of byStart) {
    if (race.completed) continue;
    if (!hasStarted(race.raceDateTime, nowMs)) sections.upcoming.push(race);
    else if (!race.cancelled) sections.awaiting.push(race);
  }
  return sections;
}
