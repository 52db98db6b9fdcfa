import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickemsStats } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';

/** GET /api/pickems/stats/all → the most picked runners of every list and round. */
export type { PickemsStats };

export const pickemsStatsQueryKey = ['pickems', 'stats'] as const;

export function getPickemsStats(signal?: AbortSignal): Promise<PickemsStats> {
  return http.get(api.pickems.statsAll, { signal });
}

export function pickemsStatsQueryOptions() {
  return queryOptions({ queryKey: pickemsStatsQueryKey, queryFn: ({ signal }) => getPickemsStats(signal) });
}

export function usePickemsStats() {
  return useQuery(pickemsStatsQueryOptions());
}
