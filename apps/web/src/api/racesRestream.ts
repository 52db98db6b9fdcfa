import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestreamRequest } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

export interface RestreamVariables {
  raceId: string;
  body: RestreamRequest;
}

/** POST /api/races/{id}/restream (admin) {restreamChannel}. */
export function postRestream({ raceId, body }: RestreamVariables): Promise<ActionResponse> {
  return http.post(api.races.restream(raceId), body);
}

/** POST /api/races/{id}/cancel-restream (admin). */
export function postCancelRestream(raceId: string): Promise<ActionResponse> {
  return http.post(api.races.cancelRestream(raceId), undefined);
}

export function useRestream() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRestream, onSettled: () => invalidateRaceData(queryClient) });
}

export function useCancelRestream() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCancelRestream, onSettled: () => invalidateRaceData(queryClient) });
}
