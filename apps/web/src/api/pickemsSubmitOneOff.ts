import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OneOffPicksRequest } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';
import { pickemsQueryKeyRoot } from './pickemsMine';

/** POST /api/pickems/submit-one-off → `{message}`; allowed once, during Round 1. */
export function submitOneOffPicks(body: OneOffPicksRequest): Promise<{ message: string }> {
  return http.post(api.pickems.submitOneOff, body);
}

export function useSubmitOneOffPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOneOffPicks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickemsQueryKeyRoot }),
  });
}
