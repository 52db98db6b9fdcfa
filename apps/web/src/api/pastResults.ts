import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PastResult } from '@pokered/core/schemas/stats';
import { api } from '../urls';
import { http } from './http';

/** GET /api/past-results → the hall of fame, newest year first. */
export type { PastResult };

export const pastResultsQueryKey = ['past-results'] as const;

export function getPastResults(signal?: AbortSignal): Promise<PastResult[]> {
  return http.get(api.pastResults, { signal });
}

export function pastResultsQueryOptions() {
  return queryOptions({
    queryKey: pastResultsQueryKey,
    queryFn: ({ signal }) => getPastResults(signal),
    // Changes once a year, when the Final ends.
    staleTime: 10 * 60_000,
  });
}

export function usePastResults() {
  return useQuery(pastResultsQueryOptions());
}
