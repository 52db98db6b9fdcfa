import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteGroup } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/**
 * GET /api/pickems/stats/favorites → per group `{round, groupNumber, favorite:[{userId, totalCount}]}`:
 * the most picked member(s) of each group's race, for the Groups page's green highlight.
 */
export type { FavoriteGroup };

// Under 'groups', not 'pickems': this module's own cache entry, refreshed with the groups.
export const groupFavoritesQueryKey = ['groups', 'favorites'] as const;

export function getGroupFavorites(signal?: AbortSignal, season?: PageSeason): Promise<FavoriteGroup[]> {
  return http.get(inSeason(api.pickems.statsFavorites, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function groupFavoritesQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...groupFavoritesQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getGroupFavorites(signal, season),
  });
}

export function useGroupFavorites(season?: PageSeason) {
  return useQuery(groupFavoritesQueryOptions(season));
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
