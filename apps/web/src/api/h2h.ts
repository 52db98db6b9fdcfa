import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeadToHead } from '@pokered/core/schemas/rivalry';
import { api } from '../urls';
import { http } from './http';

/** GET /api/h2h?a=&b= → two runners' head-to-head record (rules §30); 400 for the same runner twice, 404 unknown. */
export type { HeadToHead };

export function headToHeadQueryKey(a: string, b: string) {
  return ['h2h', a, b] as const;
}

export function getHeadToHead(a: string, b: string, signal?: AbortSignal): Promise<HeadToHead> {
  return http.get(api.h2h(a, b), { signal });
}

export function headToHeadQueryOptions(a: string, b: string) {
  return queryOptions({ queryKey: headToHeadQueryKey(a, b), queryFn: ({ signal }) => getHeadToHead(a, b, signal) });
}

/** `enabled` false while the two runners are not both chosen. */
export function useHeadToHead(a: string, b: string, enabled: boolean) {
  return useQuery({ ...headToHeadQueryOptions(a, b), enabled });
}
