import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingsDetail } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';
import { standingsQueryKey } from './standings';

/**
 * GET /api/tournament/standings/{userId} → one runner's row, their Swiss races and the sentence that explains
 * their rank (rules §17); 404 'No runner with this id.' for an unknown runner.
 */
export type { StandingsDetail };

/** Under the standings key, so that whatever refreshes the standings refreshes the open details too. */
export function standingsDetailQueryKey(userId: string, season?: PageSeason) {
  return [...standingsQueryKey, ...seasonKey(season), 'detail', userId] as const;
}

export function getStandingsDetail(
  userId: string,
  signal?: AbortSignal,
  season?: PageSeason,
): Promise<StandingsDetail> {
  return http.get(inSeason(api.tournament.standingsDetail(userId), season), { signal });
}

/** `season`: a past season's runner (rules §36); none, the current season's. */
export function standingsDetailQueryOptions(userId: string, season?: PageSeason) {
  return queryOptions({
    queryKey: standingsDetailQueryKey(userId, season),
    queryFn: ({ signal }) => getStandingsDetail(userId, signal, season),
  });
}

/** `enabled` false waits until the row is opened. */
export function useStandingsDetail(userId: string, enabled = true, season?: PageSeason) {
  return useQuery({ ...standingsDetailQueryOptions(userId, season), enabled });
}
