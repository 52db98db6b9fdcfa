import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@pokered/core/schemas/profile';
import { api } from '../urls';
import { http } from './http';

/**
 * GET /api/user/{discordUsername} (anyone) and GET /api/user/profile/me (logged in) → the public profile.
 * The server answers 404 'No user found with that Discord username' for an unknown name.
 */
export type { Profile };

export const profileQueryKeys = {
  all: ['profile'] as const,
  me: ['profile', 'me'] as readonly string[],
  byUsername: (discordUsername: string): readonly string[] => ['profile', 'user', discordUsername.toLowerCase()],
};

export function getProfile(discordUsername: string, signal?: AbortSignal): Promise<Profile> {
  return http.get(api.user(discordUsername), { signal });
}

export function getMyProfile(signal?: AbortSignal): Promise<Profile> {
  return http.get(api.myProfile, { signal });
}

/** `discordUsername` undefined = the caller's own profile (GET /api/user/profile/me). */
export function profileQueryOptions(discordUsername: string | undefined) {
  return queryOptions({
    queryKey: discordUsername === undefined ? profileQueryKeys.me : profileQueryKeys.byUsername(discordUsername),
    queryFn: ({ signal }) =>
      discordUsername === undefined ? getMyProfile(signal) : getProfile(discordUsername, signal),
  });
}

/** `enabled` false waits (e.g. for the login check before asking for one's own profile). */
export function useProfile(discordUsername: string | undefined, enabled = true) {
  return useQuery({ ...profileQueryOptions(discordUsername), enabled });
}
