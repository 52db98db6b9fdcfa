import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Standings, StandingsRow } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/tournament/standings → every runner in ranking order, and the playoff cutoff rank. */
export type { Standings, StandingsRow };

export const standingsQueryKey = ['tournament', 'standings'] as const;

export function getStandings(signal?: AbortSignal, season?: PageSeason): Promise<Standings> {
  return http.get(inSeason(api.tournament.standings, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function standingsQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...standingsQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getStandings(signal, season),
  });
}

export function useStandings(season?: PageSeason) {
  return useQuery(standingsQueryOptions(season));
}
