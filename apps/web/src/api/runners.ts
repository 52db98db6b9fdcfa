import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../urls';
import { http } from './http';
import { userSummarySchema } from './schemas';

/** GET /api/runners/ → every runner, sorted by display name. */
export const runnerSchema = userSummarySchema;
export type Runner = z.infer<typeof runnerSchema>;

export const runnersQueryKey = ['runners'] as const;

export function getRunners(signal?: AbortSignal): Promise<Runner[]> {
  return http.get(api.runners, { schema: z.array(runnerSchema), signal });
}

export function runnersQueryOptions() {
  return queryOptions({
    queryKey: runnersQueryKey,
    queryFn: ({ signal }) => getRunners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRunners() {
  return useQuery(runnersQueryOptions());
}
