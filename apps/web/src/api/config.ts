import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@pokered/core/schemas/config';
import { api } from '../urls';
import { http, type ResponseSchema } from './http';

/**
 * GET /api/config → public site settings (the contract: packages/core/src/schemas/config.ts). Validated by hand
 * against that type: the shell loads this eagerly, without zod. Only http(s) prize pool links are kept; anything
 * else counts as "no prize pool page", and only an http(s) racetime.gg origin (else racetime.gg itself).
 */
export type { SiteConfig };

/** Where race rooms live until the config says otherwise (rules §16: the server's RACETIME_BASE_URL). */
export const DEFAULT_RACETIME_BASE_URL = 'https://racetime.gg';

export const siteConfigSchema: ResponseSchema<SiteConfig> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null) return { success: false, error: new TypeError('Not a config') };
    const { prizePoolUrl, tournamentYear, racetimeBaseUrl } = data as Record<string, unknown>;
    if (typeof tournamentYear !== 'number' || !Number.isInteger(tournamentYear)) {
      return { success: false, error: new TypeError('tournamentYear is not a year') };
    }
    const url = typeof prizePoolUrl === 'string' && /^https?:\/\//i.test(prizePoolUrl) ? prizePoolUrl : null;
    const racetime =
      typeof racetimeBaseUrl === 'string' && /^https?:\/\/[^/\s]+/i.test(racetimeBaseUrl)
        ? racetimeBaseUrl.replace(/\/+$/, '')
        : DEFAULT_RACETIME_BASE_URL;
    return { success: true, data: { prizePoolUrl: url, tournamentYear, racetimeBaseUrl: racetime } };
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

/** The racetime.gg origin the server reads rooms from, so room and account links go to the same site (rules §16). */
export function useRacetimeBaseUrl(): string {
  return useSiteConfig().data?.racetimeBaseUrl ?? DEFAULT_RACETIME_BASE_URL;
}
