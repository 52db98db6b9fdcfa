import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@pokered/core/schemas/stats';
import { api } from '../urls';
import { http } from './http';

/** GET /api/stats → best times, averages per round and bracket, commentators, runners per country. */
export type Stats = StatsResponse;

export const statsQueryKey = ['stats'] as const;

export function getStats(signal?: AbortSignal): Promise<Stats> {
  return http.get(api.stats, { signal });
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal), staleTime: 60_000 });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
