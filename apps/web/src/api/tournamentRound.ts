import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentRound } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';

/** GET /api/tournament/round → the current round and its race counts. */
export type { TournamentRound };

export const tournamentRoundQueryKey = ['tournament', 'round'] as const;

export function getTournamentRound(signal?: AbortSignal, season?: PageSeason): Promise<TournamentRound> {
  return http.get(inSeason(api.tournament.round, season), { signal });
}

/** `season`: a past season's (rules §36); none, the current one. */
export function tournamentRoundQueryOptions(season?: PageSeason) {
  return queryOptions({
    queryKey: [...tournamentRoundQueryKey, ...seasonKey(season)],
    queryFn: ({ signal }) => getTournamentRound(signal, season),
  });
}

export function useTournamentRound(season?: PageSeason) {
  return useQuery(tournamentRoundQueryOptions(season));
}
