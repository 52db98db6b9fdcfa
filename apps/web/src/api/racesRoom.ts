import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceRoomRequest } from '@pokered/core/schemas/racetime';
import { api } from '../urls';
import { http } from './http';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

export interface RaceRoomVariables {
  raceId: string;
  room: RaceRoomRequest['room'];
}

/** POST /api/races/{id}/room {room} (a racer of the race or an admin): the race's racetime.gg room (rules §16). */
export function postRaceRoom({ raceId, room }: RaceRoomVariables): Promise<ActionResponse> {
  return http.post(api.races.room(raceId), { room });
}

export function useSetRaceRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRaceRoom, onSettled: () => invalidateRaceData(queryClient) });
}
