import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceDetail } from '@pokered/core/schemas/races';
import { api } from '../urls';
import { http } from './http';

/** GET /api/races/{id} → one race and its racers' records going into it (rules §30); 404 for an unknown id. */
export function raceDetailQueryKey(raceId: string) {
  return ['races', 'detail', raceId] as const;
}

export function getRace(raceId: string, signal?: AbortSignal): Promise<RaceDetail> {
  return http.get(api.races.detail(raceId), { signal });
}

export function raceDetailQueryOptions(raceId: string) {
  return queryOptions({ queryKey: raceDetailQueryKey(raceId), queryFn: ({ signal }) => getRace(raceId, signal) });
}

export function useRace(raceId: string) {
  return useQuery(raceDetailQueryOptions(raceId));
}
