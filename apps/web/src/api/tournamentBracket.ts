import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayoffBracket } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/tournament/bracket → the three playoff rounds, each with its groups, placings and winners (rules §17). */
export type { PlayoffBracket };

export const bracketQueryKey = ['tournament', 'bracket'] as const;

export function getBracket(signal?: AbortSignal, season?: PageSeason): Promise<PlayoffBracket> {
  return http.get(inSeason(api.tournament.bracket, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function bracketQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...bracketQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getBracket(signal, season),
  });
}

export function useBracket(season?: PageSeason) {
  return useQuery(bracketQueryOptions(season));
}
