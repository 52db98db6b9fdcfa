import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';
import { drawsQueryKeyRoot } from './draws';

/** DELETE /api/admin/draws/{id} → {message}: the draft dropped (a confirmed draw stays; rules §13). */
export function deleteDrawDraft(drawId: string): Promise<{ message: string }> {
  return http.delete(api.admin.draw(drawId));
}

export function useDropDrawDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDrawDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: drawsQueryKeyRoot }),
  });
}
