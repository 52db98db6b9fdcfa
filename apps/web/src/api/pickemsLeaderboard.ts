import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardEntry } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/pickems/leaderboard → every player by points, with shared ranks. */
export type { LeaderboardEntry };

export const leaderboardQueryKey = ['pickems', 'leaderboard'] as const;

export function getLeaderboard(signal?: AbortSignal, season?: PageSeason): Promise<LeaderboardEntry[]> {
  return http.get(inSeason(api.pickems.leaderboard, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function leaderboardQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...leaderboardQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getLeaderboard(signal, season),
  });
}

export function useLeaderboard(season?: PageSeason) {
  return useQuery(leaderboardQueryOptions(season));
}
