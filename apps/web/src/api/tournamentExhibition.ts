import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Race } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/tournament/exhibition → the year's completed Exhibition races, results in placing order. */
export const exhibitionQueryKey = ['tournament', 'exhibition'] as const;

export function getExhibitionRaces(signal?: AbortSignal, season?: PageSeason): Promise<Race[]> {
  return http.get(inSeason(api.tournament.exhibition, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function exhibitionQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...exhibitionQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getExhibitionRaces(signal, season),
  });
}

export function useExhibitionRaces(season?: PageSeason) {
  return useQuery(exhibitionQueryOptions(season));
}
