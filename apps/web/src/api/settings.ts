import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countryRequest, displayNameRequest, pronounsRequest } from '@pokered/core/schemas/users';
import type { z } from 'zod';
import { refreshAuth } from '../auth/useAuth';
import { api } from '../urls';
import { http } from './http';
import { profileQueryKeys } from './profile';

/** POST /api/user/displayName, /api/user/pronouns, /api/user/country: each answers `{message}`. */
export type SettingsValues = {
  displayName: z.input<typeof displayNameRequest>['displayName'];
  pronouns: z.input<typeof pronounsRequest>['pronouns'];
  country: z.input<typeof countryRequest>['country'];
};

export function postDisplayName(displayName: string) {
  return http.post(api.settings.displayName, { displayName });
}

export function postPronouns(pronouns: string) {
  return http.post(api.settings.pronouns, { pronouns });
}

export function postCountry(country: string | null) {
  return http.post(api.settings.country, { country });
}

/**
 * rules §20, §11: the updates run together; the display name is sent only when non-empty, pronouns default
 * to '' and the country is null when unset. Rejects with the first failure.
 */
export async function saveSettings(values: SettingsValues): Promise<void> {
  const displayName = values.displayName.trim();
  await Promise.all([
    ...(displayName === '' ? [] : [postDisplayName(displayName)]),
    postPronouns(values.pronouns),
    postCountry(values.country === '' ? null : values.country),
  ]);
}

/** Saves, then forces a fresh auth status (the navbar shows the new name) and refetches profiles. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: async () => {
      // Even a partial failure may have changed something: re-read both.
      await Promise.all([refreshAuth(queryClient), queryClient.invalidateQueries({ queryKey: profileQueryKeys.all })]);
    },
  });
}
