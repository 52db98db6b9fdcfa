import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonSettings } from '@pokered/core/seasonSettings';
import type { SeasonSettingsAnswer, SeasonSettingsPatch } from '@pokered/core/schemas/seasonSettings';
import { api } from '../urls';
import { siteConfigQueryKey } from './config';
import { http } from './http';

/** The current season's settings (rules §33): /info's schedule and prize split, the racetime.gg room imports expect. */
export type { SeasonSettings, SeasonSettingsAnswer, SeasonSettingsPatch };

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
    mutationFn: (settings: SeasonSettingsPatch): Promise<{ message: string; settings: SeasonSettingsAnswer }> =>
      http.patch(api.admin.season(year), settings),
    onSuccess: async (answer) => {
      queryClient.setQueryData(seasonSettingsQueryKey, answer.settings);
      await queryClient.invalidateQueries({ queryKey: siteConfigQueryKey });
    },
  });
}
