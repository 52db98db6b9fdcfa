import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonSettings } from '@pokered/core/seasonSettings';
import type {
  saveSeasonSettingsResponse,
  SeasonSettingsAnswer,
  SeasonSettingsPatch,
} from '@pokered/core/schemas/seasonSettings';
import type { z } from 'zod';
import { api } from '../urls';
import { siteConfigQueryKey } from './config';
import { http } from './http';

/** The current season's settings (rules §33): /info's schedule and prize split, the racetime.gg room imports expect. */
export type { SeasonSettings, SeasonSettingsAnswer, SeasonSettingsPatch };
export type SaveSeasonSettingsAnswer = z.infer<typeof saveSeasonSettingsResponse>;

export const seasonSettingsQueryKey = ['season', 'settings'] as const;

/** GET /api/season/settings (public). */
export function getSeasonSettings(signal?: AbortSignal): Promise<SeasonSettingsAnswer> {
  return http.get(api.seasonSettings, { signal });
}

export function seasonSettingsQueryOptions() {
  return queryOptions({
    queryKey: seasonSettingsQueryKey,
    queryFn: ({ signal }) => getSeasonSettings(signal),
    // Edited a few times a year.
    staleTime: 10 * 60_000,
  });
}

export function useSeasonSettings() {
  return useQuery(seasonSettingsQueryOptions());
}

/**
 * PATCH /api/admin/seasons/{year} (admin) with the settings to change → {message, settings}; the navbar's prize pool
 * link comes from them too.
 */
export function useSaveSeasonSettings(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SeasonSettingsPatch): Promise<SaveSeasonSettingsAnswer> =>
      http.patch(api.admin.season(year), settings),
    onSuccess: async (answer) => {
      queryClient.setQueryData(seasonSettingsQueryKey, answer.settings);
      // The sign-up window and cap change what /register, the navbar and the personal home offer (rules §38).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: siteConfigQueryKey }),
        // signupQueryKey of ./signup, which imports this module (spelt here to keep the two out of a cycle).
        queryClient.invalidateQueries({ queryKey: ['signup'] }),
      ]);
    },
  });
}
