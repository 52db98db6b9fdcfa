import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { enterSeasonRequest, enterSeasonResponse } from '@pokered/core/schemas/signups';
import type { z } from 'zod';
import { api } from '../urls';
import { http } from './http';
import { seasonPath } from './signup';

/** What the runner sends; `personalBest.url` may be left out. */
export type EnterRequest = z.input<typeof enterSeasonRequest>;
export type EnterResponse = z.infer<typeof enterSeasonResponse>;

/**
 * POST /api/seasons/{year}/entries (the caller) → 201 {status, position?}; a 400 carries the unmet checklist items.
 * Whatever the answer everything is read again: the checklist or the counts may have moved meanwhile, and an entry
 * changes the caller's role, the public list and the personal home.
 */
export function useEnter(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnterRequest): Promise<EnterResponse> =>
      http.post(seasonPath(api.seasons, year, 'entries'), body),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
