import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRaceRequest } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

/** POST /api/races/submit (runner) → 201 {message, race}; 409 when the group already has a race. */
export function postSubmitRace(body: SubmitRaceRequest): Promise<ActionResponse> {
  return http.post(api.races.submit, body);
}

export function useSubmitRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSubmitRace,
    onSuccess: () => invalidateRaceData(queryClient),
  });
}
