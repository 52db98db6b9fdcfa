import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draw } from '@pokered/core/schemas/draws';
import { api } from '../urls';
import { http } from './http';
import { drawsQueryKeyRoot } from './draws';
import { groupsQueryKeyRoot } from './groups';

/** POST /api/admin/draws/{id}/confirm → the confirmed draw: every group created, the seed revealed (rules §13). */
export function postDrawConfirm(drawId: string): Promise<Draw> {
  return http.post(api.admin.drawConfirm(drawId), undefined);
}

export function useConfirmDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDrawConfirm,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: drawsQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: groupsQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: ['tournament'] }),
      ]),
  });
}
