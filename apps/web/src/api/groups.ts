import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group, GroupsResponse } from '@pokered/core/schemas/groups';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/groups → every group of every round (the page filters by round). */
export type { Group, GroupsResponse };

/** Every group query lives under this prefix. */
export const groupsQueryKeyRoot = ['groups'] as const;
export const groupsQueryKey = ['groups', 'all'] as const;

export function getGroups(signal?: AbortSignal, season?: PageSeason): Promise<GroupsResponse> {
  return http.get(inSeason(api.groups.list, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function groupsQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...groupsQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getGroups(signal, season),
  });
}

export function useGroups(season?: PageSeason) {
  return useQuery(groupsQueryOptions(season));
}
