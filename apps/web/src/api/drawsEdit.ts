import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrawnGroup } from '@pokered/core/draw';
import type { Draw } from '@pokered/core/schemas/draws';
import { api } from '../urls';
import { http } from './http';
import { drawsQueryKeyRoot } from './draws';

/** PUT /api/admin/draws/{id} {groups} → the draft with its groups edited by hand (rules §13). */
export function putDrawGroups({ drawId, groups }: { drawId: string; groups: DrawnGroup[] }): Promise<Draw> {
  return http.put(api.admin.draw(drawId), { groups });
}

export function useEditDrawGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDrawGroups,
    onSettled: () => queryClient.invalidateQueries({ queryKey: drawsQueryKeyRoot }),
  });
}
