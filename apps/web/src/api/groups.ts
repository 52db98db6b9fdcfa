import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group, GroupsResponse } from '@pokered/core/schemas/groups';
import { api } from '../urls';
import { http } from './http';

/** GET /api/groups → every group of every round (the page filters by round). */
export type { Group, GroupsResponse };

/** Every group query lives under this prefix. */
export const groupsQueryKeyRoot = ['groups'] as const;
export const groupsQueryKey = ['groups', 'all'] as const;

export function getGroups(signal?: AbortSignal): Promise<GroupsResponse> {
  return http.get(api.groups.list, { signal });
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: groupsQueryKey, queryFn: ({ signal }) => getGroups(signal) });
}

export function useGroups() {
  return useQuery(groupsQueryOptions());
}
