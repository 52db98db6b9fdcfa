import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';

/** GET /api/pickems/leaderboard → every player by points, with shared ranks. */
export type { LeaderboardEntry };

export const leaderboardQueryKey = ['pickems', 'leaderboard'] as const;

export function getLeaderboard(signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  return http.get(api.pickems.leaderboard, { signal });
}

export function leaderboardQueryOptions() {
  return queryOptions({ queryKey: leaderboardQueryKey, queryFn: ({ signal }) => getLeaderboard(signal) });
}

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
