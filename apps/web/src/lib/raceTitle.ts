import type { Race } from '@pokered/core/schemas/races';

/** "Round 2 · Blue vs Gary vs Brendan": a race's tab title and link preview title. */
export function raceTitle(race: Pick<Race, 'round' | 'racer1' | 'racer2' | 'racer3'>): string {
  const racers = [race.racer1, race.racer2, race.racer3].flatMap((racer) => (racer ? [racer.displayName] : []));
  return `${race.round} · ${racers.join(' vs ')}`;
}
