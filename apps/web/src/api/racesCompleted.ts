import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Race } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';

/** GET /api/races/completed → completed races, newest first, results in placing order. */
export const completedRacesQueryKey = ['races', 'completed'] as const;

export function getCompletedRaces(signal?: AbortSignal): Promise<Race[]> {
  return http.get(api.races.completed, { signal });
}

export function completedRacesQueryOptions() {
  return queryOptions({ queryKey: completedRacesQueryKey, queryFn: ({ signal }) => getCompletedRaces(signal) });
}

export function useCompletedRaces() {
  return useQuery(completedRacesQueryOptions());
}
