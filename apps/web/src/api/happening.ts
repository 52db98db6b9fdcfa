import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HappeningResponse } from '@pokered/core/schemas/home';
import { api } from '../urls';
import { http } from './http';

/**
 * GET /api/happening (public) → what the visitors' Home leads with: the round under way, the live races, the next
 * races and the latest results (rules §29). Its key lives under 'races', so every race write refreshes it.
 */
export const happeningQueryKey = ['races', 'happening'] as const;

export function getHappening(signal?: AbortSignal): Promise<HappeningResponse> {
  return http.get(api.happening, { signal });
}

export function happeningQueryOptions() {
  // A race turns live by the clock alone: asked again after a minute.
  return queryOptions({
    queryKey: happeningQueryKey,
    queryFn: ({ signal }) => getHappening(signal),
    staleTime: 60_000,
  });
}

export function useHappening() {
  return useQuery(happeningQueryOptions());
}
