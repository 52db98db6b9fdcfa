import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteRaceRequest } from '@pokered/core/schemas/results';
import { api } from '../urls';
import { http } from './http';
import { profileQueryKeys } from './profile';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

export interface CompleteRaceVariables {
  raceId: string;
  body: CompleteRaceRequest;
}

/** POST /api/races/{id}/complete (admin) {raceTimeId, results}: a first result or a correction (rules §6). */
export function postCompleteRace({ raceId, body }: CompleteRaceVariables): Promise<ActionResponse> {
  return http.post(api.races.complete(raceId), body);
}

/**
 * Results move points, best times, BYEs, standings and Pickems: every race view (lists and the race's own
 * page, under ['races']), standings (['tournament']), stats, profiles and the audit log
 * (a correction adds an entry with the earlier result) are refetched.
 */
export function useCompleteRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCompleteRace,
    onSettled: () =>
      Promise.all([
        invalidateRaceData(queryClient),
        queryClient.invalidateQueries({ queryKey: ['pickems'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
