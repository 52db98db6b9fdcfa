import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';

/** GET /api/groups/count → {count}: the current round's groups, i.e. the races the round expects. */
export const groupCountQueryKey = ['groups', 'count'] as const;

export function getGroupCount(signal?: AbortSignal): Promise<number> {
  return http.get<{ count: number }>(api.groups.count, { signal }).then((answer) => answer.count);
}

export function groupCountQueryOptions() {
  return queryOptions({ queryKey: groupCountQueryKey, queryFn: ({ signal }) => getGroupCount(signal) });
}

export function useGroupCount() {
  return useQuery(groupCountQueryOptions());
}
