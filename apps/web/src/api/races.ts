import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Race } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';

/**
 * GET /api/races → the current round's not-completed races (cancelled ones included, flagged), soonest
 * first. Read by the upcoming races page and the admin Cancel Upcoming Races page.
 */
export type { Race };

/** Every race query lives under this prefix, so one invalidation refreshes all race lists. */
export const racesQueryKeyRoot = ['races'] as const;
export const upcomingRacesQueryKey = ['races', 'upcoming'] as const;

export function getUpcomingRaces(signal?: AbortSignal): Promise<Race[]> {
  return http.get(api.races.list, { signal });
}

export function upcomingRacesQueryOptions() {
  return queryOptions({ queryKey: upcomingRacesQueryKey, queryFn: ({ signal }) => getUpcomingRaces(signal) });
}

export function useUpcomingRaces() {
  return useQuery(upcomingRacesQueryOptions());
}

/**
 * After any race write: race lists, the groups' "race scheduled" flags, round counts, standings and
 * profiles may all have changed.
 */
export function invalidateRaceData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: racesQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: ['groups'] }),
    queryClient.invalidateQueries({ queryKey: ['tournament'] }),
  ]).then(() => undefined);
}
