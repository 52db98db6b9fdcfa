import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupRequest } from '@pokered/core/schemas/groups';
import { api } from '../urls';
import { http } from './http';
import { groupsQueryKeyRoot } from './groups';

/**
 * POST /api/groups (admin) {pot1UserId, pot2UserId, pot3UserId?} → 201 {message, group}.
 * Only the message is read: the groups list is refetched.
 */
export function postCreateGroup(body: CreateGroupRequest): Promise<{ message: string }> {
  return http.post(api.groups.create, body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: ['tournament'] }),
      ]),
  });
}
