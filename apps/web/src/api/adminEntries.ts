import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEntry, EntryActionRequest } from '@pokered/core/schemas/signups';
import { api } from '../urls';
import { http } from './http';
import { seasonPath } from './signup';

export type { AdminEntry, EntryActionRequest };

export const adminEntriesQueryKey = (year: number) => ['admin', 'entries', year] as const;

/** GET /api/admin/seasons/{year}/entries (admin): every entry of the season; the page filters them. */
export function adminEntriesQueryOptions(year: number) {
  return queryOptions({
    queryKey: adminEntriesQueryKey(year),
    queryFn: ({ signal }): Promise<AdminEntry[]> =>
      http.get(seasonPath(api.admin.seasons, year, 'entries'), { signal }),
  });
}

export function useAdminEntries(year: number) {
  return useQuery(adminEntriesQueryOptions(year));
}

/** GET …/entries.csv (admin): the same columns as text/csv, a download link (not fetched by the app). */
export const adminEntriesCsvUrl = (year: number) => seasonPath(api.admin.seasons, year, 'entries.csv');

/**
 * PATCH /api/admin/seasons/{year}/entries/{userId} {action, reason?} (admin) → the entry's row. Everything is read
 * again: a refusal or a withdrawal may promote a waitlisted runner, and the public list and roles change with it.
 */
export function useEntryAction(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string } & EntryActionRequest): Promise<AdminEntry> =>
      http.patch(seasonPath(api.admin.seasons, year, `entries/${encodeURIComponent(userId)}`), body),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** POST /api/admin/seasons/{year}/seeding (admin) → {seeded}: computes and publishes every entrant's seed. */
export function usePublishSeeding(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<{ seeded: number }> => http.post(seasonPath(api.admin.seasons, year, 'seeding')),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
