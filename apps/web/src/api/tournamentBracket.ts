import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayoffBracket } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';

/** GET /api/tournament/bracket → the three playoff rounds, each with its groups, placings and winners (rules §17). */
export type { PlayoffBracket };

export const bracketQueryKey = ['tournament', 'bracket'] as const;

export function getBracket(signal?: AbortSignal): Promise<PlayoffBracket> {
  return http.get(api.tournament.bracket, { signal });
}

export function bracketQueryOptions() {
  return queryOptions({ queryKey: bracketQueryKey, queryFn: ({ signal }) => getBracket(signal) });
}

export function useBracket() {
  return useQuery(bracketQueryOptions());
}
