import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceActionResponse, RescheduleRequest } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';
import { invalidateRaceData } from './races';

export interface RescheduleVariables {
  raceId: string;
  body: RescheduleRequest;
}

/**
 * POST /api/races/{id}/reschedule {raceDateTime} (a racer of the race or an admin, rules §6) → {message, race};
 * 409 for the race's state (cancelled, completed, started), 400 for a start not in the future.
 */
export function postReschedule({ raceId, body }: RescheduleVariables): Promise<RaceActionResponse> {
  return http.post(api.races.reschedule(raceId), body);
}

export function useRescheduleRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postReschedule, onSettled: () => invalidateRaceData(queryClient) });
}
