import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@pokered/core/schemas/stats';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/stats → best times, averages per round and bracket, commentators, runners per country. */
export type Stats = StatsResponse;

export const statsQueryKey = ['stats'] as const;

export function getStats(signal?: AbortSignal, season?: PageSeason): Promise<Stats> {
  return http.get(inSeason(api.stats, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function statsQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...statsQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getStats(signal, season),
    staleTime: 60_000,
  });
}

export function useStats(season?: PageSeason) {
  return useQuery(statsQueryOptions(season));
}
