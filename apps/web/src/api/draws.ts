import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@pokered/core/schemas/draws';
import { api } from '../urls';
import { http } from './http';

/** GET /api/draws → confirmed group draws, newest first (rules §13); an admin also gets the drafts. */
export type { Draw };

/** Every draw query lives under this prefix (a draft's writes refresh them all). */
export const drawsQueryKeyRoot = ['draws'] as const;
export const drawsQueryKey = ['draws', 'all'] as const;

export function getDraws(signal?: AbortSignal): Promise<Draw[]> {
  return http.get(api.draws.list, { signal });
}

export function drawsQueryOptions() {
  return queryOptions({ queryKey: drawsQueryKey, queryFn: ({ signal }) => getDraws(signal) });
}

export function useDraws() {
  return useQuery(drawsQueryOptions());
}
