import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentRound } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';

/** GET /api/tournament/round → the current round and its race counts. */
export type { TournamentRound };

export const tournamentRoundQueryKey = ['tournament', 'round'] as const;

export function getTournamentRound(signal?: AbortSignal): Promise<TournamentRound> {
  return http.get(api.tournament.round, { signal });
}

export function tournamentRoundQueryOptions() {
  return queryOptions({ queryKey: tournamentRoundQueryKey, queryFn: ({ signal }) => getTournamentRound(signal) });
}

export function useTournamentRound() {
  return useQuery(tournamentRoundQueryOptions());
}
