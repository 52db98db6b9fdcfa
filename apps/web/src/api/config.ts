import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@pokered/core/schemas/config';
import { api } from '../urls';
import { http, type ResponseSchema } from './http';

/**
 * GET /api/config → public site settings (the contract: packages/core/src/schemas/config.ts). Validated by hand
 * against that type: the shell loads this eagerly, without zod. Only http(s) prize pool links are kept; anything
 * else counts as "no prize pool page".
 */
export type { SiteConfig };

export const siteConfigSchema: ResponseSchema<SiteConfig> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null) return { success: false, error: new TypeError('Not a config') };
    const { prizePoolUrl, tournamentYear } = data as Record<string, unknown>;
    if (typeof tournamentYear !== 'number' || !Number.isInteger(tournamentYear)) {
      return { success: false, error: new TypeError('tournamentYear is not a year') };
    }
    const url = typeof prizePoolUrl === 'string' && /^https?:\/\//i.test(prizePoolUrl) ? prizePoolUrl : null;
    return { success: true, data: { prizePoolUrl: url, tournamentYear } };
  },
};

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
