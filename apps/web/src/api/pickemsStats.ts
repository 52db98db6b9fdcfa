import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickemsStats } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/pickems/stats/all → the most picked runners of every list and round. */
export type { PickemsStats };

export const pickemsStatsQueryKey = ['pickems', 'stats'] as const;

export function getPickemsStats(signal?: AbortSignal, season?: PageSeason): Promise<PickemsStats> {
  return http.get(inSeason(api.pickems.statsAll, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function pickemsStatsQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...pickemsStatsQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getPickemsStats(signal, season),
  });
}

export function usePickemsStats(season?: PageSeason) {
  return useQuery(pickemsStatsQueryOptions(season));
}
