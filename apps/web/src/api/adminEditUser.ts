import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@pokered/core/schemas/users';
import { api } from '../urls';
import type { AddUserBody } from './adminAddUser';
import { http } from './http';
import { profileQueryKeys } from './profile';
import { runnersQueryKey } from './runners';

const adminUserKey = (discordUsername: string) => ['admin', 'user', discordUsername] as const;

/** GET /api/admin/users/{discordUsername} (admin) → the Edit User form's fields (rules §25). */
export function adminUserQueryOptions(discordUsername: string) {
  return queryOptions({
    queryKey: adminUserKey(discordUsername),
    queryFn: ({ signal }): Promise<AdminUser> => http.get(api.admin.user(discordUsername), { signal }),
  });
}

export function useAdminUser(discordUsername: string) {
  return useQuery(adminUserQueryOptions(discordUsername));
}

/** POST /api/admin/edit-user (admin) → {message}: an existing user, found by username; never adds one. */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUserBody): Promise<{ message: string }> => http.post(api.admin.editUser, body),
    // A changed name, role or country shows in runner lists, standings, groups and profiles.
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKey(body.discordUsername) }),
        queryClient.invalidateQueries({ queryKey: runnersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['tournament'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
      ]),
  });
}
