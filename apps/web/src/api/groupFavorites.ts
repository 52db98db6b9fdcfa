import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteGroup } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';

/**
 * GET /api/pickems/stats/favorites → per group `{round, groupNumber, favorite:[{userId, totalCount}]}`:
 * the most picked member(s) of each group's race, for the Groups page's green highlight.
 */
export type { FavoriteGroup };

// Under 'groups', not 'pickems': this module's own cache entry, refreshed with the groups.
export const groupFavoritesQueryKey = ['groups', 'favorites'] as const;

export function getGroupFavorites(signal?: AbortSignal): Promise<FavoriteGroup[]> {
  return http.get(api.pickems.statsFavorites, { signal });
}

export function groupFavoritesQueryOptions() {
  return queryOptions({ queryKey: groupFavoritesQueryKey, queryFn: ({ signal }) => getGroupFavorites(signal) });
}

export function useGroupFavorites() {
  return useQuery(groupFavoritesQueryOptions());
}

/** "Round 1#3" → the user ids most picked in that group. */
export function favoritesByGroup(favorites: readonly FavoriteGroup[]): Map<string, Set<string>> {
  const byGroup = new Map<string, Set<string>>();
  for (const group of favorites) {
    byGroup.set(groupKey(group.round, group.groupNumber), new Set(group.favorite.map((entry) => entry.userId)));
  }
  return byGroup;
}

export function groupKey(round: string, groupNumber: number): string {
  return `${round}#${groupNumber}`;
}
