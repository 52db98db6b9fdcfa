import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteRaceRequest } from '@pokered/core/schemas/results';
import { api } from '../urls';
import { http } from './http';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

export interface CompleteRaceVariables {
  raceId: string;
  body: CompleteRaceRequest;
}

/** POST /api/races/{id}/complete (admin) {raceTimeId, results}. */
export function postCompleteRace({ raceId, body }: CompleteRaceVariables): Promise<ActionResponse> {
  return http.post(api.races.complete(raceId), body);
}

/** Results move points, best times, standings and Pickems: those are refetched too. */
export function useCompleteRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCompleteRace,
    onSettled: () =>
      Promise.all([
        invalidateRaceData(queryClient),
        queryClient.invalidateQueries({ queryKey: ['pickems'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}
