import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoundChecklist } from '@pokered/core/schemas/tournament';
import { api } from '../urls';
import { http } from './http';

/** GET /api/admin/round-checklist (admin) → the round's groups and states, its ungrouped runners, `canEnd`. */
export type { RoundChecklist };
export type ChecklistGroup = RoundChecklist['groups'][number];
export type UngroupedRunner = RoundChecklist['ungroupedRunners'][number];

export const roundChecklistQueryKey = ['admin', 'round-checklist'] as const;

export function getRoundChecklist(signal?: AbortSignal): Promise<RoundChecklist> {
  return http.get(api.admin.roundChecklist, { signal });
}

export function roundChecklistQueryOptions() {
  return queryOptions({ queryKey: roundChecklistQueryKey, queryFn: ({ signal }) => getRoundChecklist(signal) });
}

export function useRoundChecklist() {
  return useQuery(roundChecklistQueryOptions());
}
