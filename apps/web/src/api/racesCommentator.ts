import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';
import type { ActionResponse } from './racesActionResponse';
import { invalidateRaceData } from './races';

/** POST /api/races/{id}/commentator: the caller signs up to commentate. */
export function postCommentate(raceId: string): Promise<ActionResponse> {
  return http.post(api.races.commentate(raceId), undefined);
}

/** POST /api/races/{id}/remove-commentator: the caller pulls out. */
export function postRemoveCommentator(raceId: string): Promise<ActionResponse> {
  return http.post(api.races.removeCommentator(raceId), undefined);
}

export function useCommentate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCommentate, onSettled: () => invalidateRaceData(queryClient) });
}

export function useRemoveCommentator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRemoveCommentator, onSettled: () => invalidateRaceData(queryClient) });
}
