import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGroupRaceRequest } from '@pokered/core/schemas/groupRace';
import type { RaceActionResponse } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';
import { invalidateRaceData } from './races';
import { roundChecklistQueryKey } from './roundChecklist';

export interface GroupRaceVariables {
  groupId: string;
  body: AdminGroupRaceRequest;
}

/**
 * POST /api/admin/groups/{id}/race (admin, rules §23) → {message, race}: the group's active race takes these racers
 * and start, or is created; 409 on a recorded result, 400 for racers outside the group or a start in the past.
 */
export function postGroupRace({ groupId, body }: GroupRaceVariables): Promise<RaceActionResponse> {
  return http.post(api.admin.groupRace(groupId), body);
}

export function useGroupRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGroupRace,
    onSettled: () =>
      Promise.all([
        invalidateRaceData(queryClient),
        queryClient.invalidateQueries({ queryKey: roundChecklistQueryKey }),
      ]),
  });
}
