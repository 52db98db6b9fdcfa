import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoundPicksRequest } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { groupFavoritesQueryKey } from './groupFavorites';
import { homeQueryKey } from './home';
import { http } from './http';
import { pickemsQueryKeyRoot } from './pickemsMine';

/** POST /api/pickems/submit-round-picks `{selectedWinners}` → `{message}`; once per round. */
export function submitRoundPicks(body: RoundPicksRequest): Promise<{ message: string }> {
  return http.post(api.pickems.submitRoundPicks, body);
}

export function useSubmitRoundPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRoundPicks,
    // The favourites of the Groups page count these picks too, and the home says the picks are in.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickemsQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: groupFavoritesQueryKey }),
        queryClient.invalidateQueries({ queryKey: homeQueryKey }),
      ]),
  });
}
