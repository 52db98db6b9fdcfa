import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickemsView } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';

/** GET /api/pickems → the caller's picks (an empty view, `hasRecord: false`, before any submission). */
export type { PickemsView };

/** Every Pickems query lives under this prefix, so a submission refreshes them all. */
export const pickemsQueryKeyRoot = ['pickems'] as const;
export const myPickemsQueryKey = ['pickems', 'mine'] as const;

export function getMyPickems(signal?: AbortSignal): Promise<PickemsView> {
  return http.get(api.pickems.mine, { signal });
}

export function myPickemsQueryOptions() {
  return queryOptions({ queryKey: myPickemsQueryKey, queryFn: ({ signal }) => getMyPickems(signal) });
}

/** Only asks the server when `enabled` (a logged-in user): anonymous callers would get 401. */
export function useMyPickems(enabled = true) {
  return useQuery({ ...myPickemsQueryOptions(), enabled });
}
