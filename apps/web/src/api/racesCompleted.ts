import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Race } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/races/completed → completed races, newest first, results in placing order. */
export const completedRacesQueryKey = ['races', 'completed'] as const;

export function getCompletedRaces(signal?: AbortSignal, season?: PageSeason): Promise<Race[]> {
  return http.get(inSeason(api.races.completed, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function completedRacesQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...completedRacesQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getCompletedRaces(signal, season),
  });
}

export function useCompletedRaces(season?: PageSeason) {
  return useQuery(completedRacesQueryOptions(season));
}
