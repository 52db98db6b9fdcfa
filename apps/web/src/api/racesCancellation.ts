import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

/** POST /api/races/{id}/cancel (admin). */
export function postCancelRace(raceId: string): Promise<ActionResponse> {
  return http.post(api.races.cancel(raceId), undefined);
}

/** POST /api/races/{id}/uncancel (admin); 409 while the group has another active race. */
export function postUncancelRace(raceId: string): Promise<ActionResponse> {
  return http.post(api.races.uncancel(raceId), undefined);
}

export function useCancelRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCancelRace, onSettled: () => invalidateRaceData(queryClient) });
}

export function useUncancelRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUncancelRace, onSettled: () => invalidateRaceData(queryClient) });
}
