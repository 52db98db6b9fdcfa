import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  HallOfFameLinkItem,
  hallOfFameLinkRequest,
  hallOfFameUnlinkRequest,
} from '@pokered/core/schemas/hallOfFameLinks';
import { api } from '../urls';
import { http } from './http';
import { pastResultsQueryKey } from './pastResults';
import { profileQueryKeys } from './profile';

/** Historic hall-of-fame places (admin) and who they are linked to: a trophy shows on a profile only once linked. */
export type { HallOfFameLinkItem };
export type HallOfFameLinkBody = z.output<typeof hallOfFameLinkRequest>;
export type HallOfFameUnlinkBody = z.output<typeof hallOfFameUnlinkRequest>;

export const hallOfFameLinksQueryKey = ['admin', 'hall-of-fame-links'] as const;

/** GET /api/admin/hall-of-fame-links (admin) → every historic named place, newest year first. */
export function getHallOfFameLinks(signal?: AbortSignal): Promise<HallOfFameLinkItem[]> {
  return http.get(api.admin.hallOfFameLinks, { signal });
}

export function useHallOfFameLinks() {
  return useQuery(
    queryOptions({ queryKey: hallOfFameLinksQueryKey, queryFn: ({ signal }) => getHallOfFameLinks(signal) }),
  );
}

/** A link changes the list, the hall of fame's user ids and the trophies of profiles. */
function useInvalidateLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hallOfFameLinksQueryKey }),
      queryClient.invalidateQueries({ queryKey: pastResultsQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
    ]);
}

/** POST /api/admin/hall-of-fame-links (admin) {year, place, discordUsername} → {message}. */
export function useLinkHallOfFamePlace() {
  const onSuccess = useInvalidateLinks();
  return useMutation({
    mutationFn: (body: HallOfFameLinkBody): Promise<{ message: string }> => http.post(api.admin.hallOfFameLinks, body),
    onSuccess,
  });
}

/** POST /api/admin/hall-of-fame-links/unlink (admin) {year, place} → {message}. */
export function useUnlinkHallOfFamePlace() {
  const onSuccess = useInvalidateLinks();
  return useMutation({
    mutationFn: (body: HallOfFameUnlinkBody): Promise<{ message: string }> =>
      http.post(api.admin.hallOfFameUnlink, body),
    onSuccess,
  });
}
