import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunnerListItem } from '@pokered/core/schemas/users';
import { api } from '../urls';
import { http } from './http';

/** GET /api/runners/ → every runner, sorted by display name. */
export type Runner = RunnerListItem;

export const runnersQueryKey = ['runners'] as const;

export function getRunners(signal?: AbortSignal): Promise<Runner[]> {
  return http.get(api.runners, { signal });
}

export function runnersQueryOptions() {
  return queryOptions({
    queryKey: runnersQueryKey,
    queryFn: ({ signal }) => getRunners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRunners() {
  return useQuery(runnersQueryOptions());
}
