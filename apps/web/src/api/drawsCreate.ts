import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draw } from '@pokered/core/schemas/draws';
import { api } from '../urls';
import { http } from './http';
import { drawsQueryKeyRoot } from './draws';

/** POST /api/admin/draws {order?} → 201, a draft of the current round's groups (rules §13; order in Round 1 only). */
export function postDrawDraft(order: string[] | undefined): Promise<Draw> {
  return http.post(api.admin.drawCreate, order === undefined ? {} : { order });
}

export function useCreateDrawDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDrawDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: drawsQueryKeyRoot }),
  });
}
