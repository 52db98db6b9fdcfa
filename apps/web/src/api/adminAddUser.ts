import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addUserRequest } from '@pokered/core/schemas/users';
import { api } from '../urls';
import { http } from './http';
import { runnersQueryKey } from './runners';

/** The body as the form has parsed it with the shared schema (country already null when empty). */
export type AddUserBody = z.output<typeof addUserRequest>;

/** POST /api/admin/add-user (admin) → {message}. A new user only: a taken username answers 409 (rules §25). */
export function postAddUser(body: AddUserBody): Promise<{ message: string }> {
  return http.post(api.admin.addUser, body);
}

/** A new or changed runner shows in runner lists, standings and groups. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: runnersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['tournament'] }),
      ]),
  });
}
