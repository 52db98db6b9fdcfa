import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Race } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';

/** GET /api/tournament/exhibition → the year's completed Exhibition races, results in placing order. */
export const exhibitionQueryKey = ['tournament', 'exhibition'] as const;

export function getExhibitionRaces(signal?: AbortSignal): Promise<Race[]> {
  return http.get(api.tournament.exhibition, { signal });
}

export function exhibitionQueryOptions() {
  return queryOptions({ queryKey: exhibitionQueryKey, queryFn: ({ signal }) => getExhibitionRaces(signal) });
}

export function useExhibitionRaces() {
  return useQuery(exhibitionQueryOptions());
}
