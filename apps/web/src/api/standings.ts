import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Standings, StandingsRow } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';

/** GET /api/tournament/standings → every runner in ranking order, and the playoff cutoff rank. */
export type { Standings, StandingsRow };

export const standingsQueryKey = ['tournament', 'standings'] as const;

export function getStandings(signal?: AbortSignal): Promise<Standings> {
  return http.get(api.tournament.standings, { signal });
}

export function standingsQueryOptions() {
  return queryOptions({ queryKey: standingsQueryKey, queryFn: ({ signal }) => getStandings(signal) });
}

export function useStandings() {
  return useQuery(standingsQueryOptions());
}
