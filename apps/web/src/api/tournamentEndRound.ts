import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';

/** POST /api/tournament/end-round (admin, null body) → {message}; 409 while races are missing. */
export function postEndRound(): Promise<{ message: string }> {
  return http.post(api.tournament.endRound, null);
}

/**
 * Ending a round moves brackets, standings, groups, races and Pickems all at once, so every cached
 * answer is stale afterwards: everything is refetched.
 */
export function useEndRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEndRound,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
