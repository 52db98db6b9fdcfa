import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingsDetail } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';
import { standingsQueryKey } from './standings';

/**
 * GET /api/tournament/standings/{userId} → one runner's row, their Swiss races and the sentence that explains
 * their rank (rules §17); 404 'No runner with this id.' for an unknown runner.
 */
export type { StandingsDetail };

/** Under the standings key, so that whatever refreshes the standings refreshes the open details too. */
export function standingsDetailQueryKey(userId: string) {
  return [...standingsQueryKey, 'detail', userId] as const;
}

export function getStandingsDetail(userId: string, signal?: AbortSignal): Promise<StandingsDetail> {
  return http.get(api.tournament.standingsDetail(userId), { signal });
}

export function standingsDetailQueryOptions(userId: string) {
  return queryOptions({
    queryKey: standingsDetailQueryKey(userId),
    queryFn: ({ signal }) => getStandingsDetail(userId, signal),
  });
}

/** `enabled` false waits until the row is opened. */
export function useStandingsDetail(userId: string, enabled = true) {
  return useQuery({ ...standingsDetailQueryOptions(userId), enabled });
}
