import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../urls';
import { http } from './http';

/** GET /api/config → public site settings. */
export const siteConfigSchema = z.object({
  /** Only http(s) links are shown; anything else counts as "no prize pool page". */
  prizePoolUrl: z.catch(
    z.pipe(
      z.nullable(z.string()),
      z.transform((url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null)),
    ),
    null,
  ),
  tournamentYear: z.int(),
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
