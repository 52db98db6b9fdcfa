import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmImportedPersonRequest, ImportedPerson } from '@pokered/core/schemas/importedPeople';
import { api } from '../urls';
import { http } from './http';

/** People imported from the earlier site (admin, rules §40) and whom they are on this site. */
export type { ImportedPerson };

export const importedPeopleQueryKey = ['admin', 'imported-people'] as const;

/** GET /api/admin/imported-people (admin) → undecided first. */
export function useImportedPeople() {
  return useQuery(
    queryOptions({
      queryKey: importedPeopleQueryKey,
      queryFn: ({ signal }): Promise<ImportedPerson[]> => http.get(api.admin.importedPeople, { signal }),
    }),
  );
}

/** A decision changes the list, and a confirmation whose profiles, seasons and hall of fame show: everything. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/admin/imported-people/{id}/confirm {userId | discordUsername} (admin) → {message}. */
export function useConfirmImportedPerson() {
  const onSuccess = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, ...body }: ConfirmImportedPersonRequest & { id: string }): Promise<{ message: string }> =>
      http.post(api.admin.confirmImportedPerson(id), body),
    onSuccess,
  });
}

/** POST /api/admin/imported-people/{id}/keep-apart (admin) → {message}. */
export function useKeepImportedPersonApart() {
  const onSuccess = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string): Promise<{ message: string }> => http.post(api.admin.keepImportedPersonApart(id), {}),
    onSuccess,
  });
}
