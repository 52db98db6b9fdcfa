import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@pokered/core/schemas/groups';
import { api } from '../urls';
import { isApiError, http } from './http';

/** GET /api/groups/user/current (runner) → the caller's group this round; `null` when they have none (404). */
export const currentGroupQueryKey = ['groups', 'mine'] as const;

export async function getCurrentGroup(signal?: AbortSignal): Promise<Group | null> {
  try {
    return await http.get(api.groups.myCurrent, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function currentGroupQueryOptions() {
  return queryOptions({
    queryKey: currentGroupQueryKey,
    queryFn: ({ signal }) => getCurrentGroup(signal),
    // The "already scheduled" lock must be current when the runner opens the form.
    staleTime: 0,
  });
}

export function useCurrentGroup() {
  return useQuery(currentGroupQueryOptions());
}
