import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistItem, EntryStatus, OwnEntry, SignupState } from '@pokered/core/schemas/signups';
import { api } from '../urls';
import { http } from './http';

/** The current season's sign-ups (issue 27): window, counts, and with a session the caller's checklist and entry. */
export type { ChecklistItem, EntryStatus, OwnEntry, SignupState };

export const signupQueryKey = ['signup'] as const;

/**
 * A season's sign-up path under the seasons base (kept out of the URL map, which every page loads, as the season's
 * entrants are: src/api/seasons.ts).
 */
export const seasonPath = (base: string, year: number, rest: string) => `${base}/${String(year)}/${rest}`;

/**
 * GET /api/seasons/{year}/signup of the current season: its year is the one the settings name (the tournament's
 * current season, which may be ahead of the server's configured year once the next season started).
 */
export async function getCurrentSignup(signal?: AbortSignal): Promise<SignupState> {
  // Loaded on demand: the navbar (in the shell, within its byte budget) reads the sign-up, not the settings' hooks.
  const { getSeasonSettings } = await import('./seasonSettings');
  const { year } = await getSeasonSettings(signal);
  return http.get(seasonPath(api.seasons, year, 'signup'), { signal });
}

export function signupQueryOptions() {
  return queryOptions({ queryKey: signupQueryKey, queryFn: ({ signal }) => getCurrentSignup(signal) });
}

/** `enabled`: false on the server and while hydrating where a page must not wait for it (the navbar). */
export function useSignup(enabled = true) {
  return useQuery({ ...signupQueryOptions(), enabled });
}
