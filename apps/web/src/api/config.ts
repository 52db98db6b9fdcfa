import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../urls';
import { http } from './http';

/** GET /api/config → public site settings. */
export const siteConfigSchema = z.object({
  prizePoolUrl: z
    .string()
    .nullable()
    .catch(null)
    .transform((url) => (url && /^https?:\/\//i.test(url) ? url : null)),
  tournamentYear: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigQueryKey = ['config'] as const;

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return http.get(api.config, { schema: siteConfigSchema, signal });
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: siteConfigQueryKey,
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
