import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Race } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';

/** GET /api/races/ready-to-complete (admin) → started, not completed, not cancelled races, oldest first. */
export const readyToCompleteQueryKey = ['races', 'ready-to-complete'] as const;

export function getReadyToCompleteRaces(signal?: AbortSignal): Promise<Race[]> {
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
