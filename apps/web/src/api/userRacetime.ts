import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkRacetimeRequest } from '@pokered/core/schemas/racetime';
import { api } from '../urls';
import { http } from './http';
import { profileQueryKeys } from './profile';

/** POST /api/user/racetime {racetime} → {message}: link the caller's racetime.gg account; null unlinks (rules §16). */
export function postRacetimeAccount(racetime: LinkRacetimeRequest['racetime']): Promise<{ message: string }> {
  return http.post(api.settings.racetime, { racetime });
}

/** Profiles show the account: re-read them, whatever the answer (rules §16). */
export function useLinkRacetime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRacetimeAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
  });
}
