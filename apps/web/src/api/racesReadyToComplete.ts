import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadyToCompleteRace } from '@pokered/core/schemas/racetime';
import { api } from '../urls';
import { http } from './http';

/**
 * GET /api/races/ready-to-complete (admin) → started, not completed, not cancelled races, oldest first; each says
 * whether the watcher saw its racetime.gg room finish (`racetimeReady`, rules §16).
 */
export type { ReadyToCompleteRace };

export const readyToCompleteQueryKey = ['races', 'ready-to-complete'] as const;

export function getReadyToCompleteRaces(signal?: AbortSignal): Promise<ReadyToCompleteRace[]> {
  return http.get(api.races.readyToComplete, { signal });
}

export function readyToCompleteQueryOptions() {
  return queryOptions({
    queryKey: readyToCompleteQueryKey,
    queryFn: ({ signal }) => getReadyToCompleteRaces(signal),
  });
}

export function useReadyToCompleteRaces() {
  return useQuery(readyToCompleteQueryOptions());
}
