import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@pokered/core/schemas/home';
import { api } from '../urls';
import { http } from './http';

/**
 * GET /api/home (logged in) → the personal home: the caller's group and race, their commentaries and the races
 * that need commentators, and the state of the round's picks (rules §19). Its key lives under 'races', so every
 * race write refreshes it (`invalidateRaceData`).
 */
export type { HomeResponse };

export const homeQueryKey = ['races', 'home'] as const;

export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return http.get(api.home, { signal });
}

export function homeQueryOptions() {
  return queryOptions({ queryKey: homeQueryKey, queryFn: ({ signal }) => getHome(signal) });
}

/** Only asks the server for a logged-in user: visitors would get 401. */
export function useHome(enabled: boolean) {
  return useQuery({ ...homeQueryOptions(), enabled });
}
