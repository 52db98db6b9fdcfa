import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@pokered/core/schemas/draws';
import { api } from '../urls';
import { http } from './http';

/** GET /api/draws/{id} → one confirmed draw with its seed, order and earlier pairings (rules §13). */
export function getDraw(drawId: string, signal?: AbortSignal): Promise<Draw> {
  return http.get(api.draws.detail(drawId), { signal });
}

export function drawQueryOptions(drawId: string) {
  return queryOptions({
    queryKey: ['draws', 'detail', drawId] as const,
    queryFn: ({ signal }) => getDraw(drawId, signal),
    // A confirmed draw never changes.
    staleTime: Infinity,
  });
}

export function useDraw(drawId: string) {
  return useQuery(drawQueryOptions(drawId));
}
