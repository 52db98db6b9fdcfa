import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditActor, AuditEntry, AuditPage } from '@pokered/core/schemas/audit';
import { api } from '../urls';
import { http } from './http';

/** GET /api/admin/audit (admin): the audit log, newest first, 50 entries a page, with the filter choices. */
export type { AuditActor, AuditEntry, AuditPage };

export interface AuditFilters {
  action: string;
  /** A user id, or '' for everyone. */
  actor: string;
  /** Local calendar days, 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  to: string;
  page: number;
}

/** A local day's first or last instant as ISO 8601, so the server filters the admin's own calendar days. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const instant = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

export function auditUrl(filters: AuditFilters): string {
  const query = new URLSearchParams();
  if (filters.action) query.set('action', filters.action);
  if (filters.actor) query.set('actor', filters.actor);
  const from = dayBoundary(filters.from, 'start');
  const to = dayBoundary(filters.to, 'end');
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return search ? `${api.admin.audit}?${search}` : api.admin.audit;
}

export function getAuditPage(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  return http.get(auditUrl(filters), { signal });
}

export function auditQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: ['admin', 'audit', filters] as const,
    queryFn: ({ signal }) => getAuditPage(filters, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAuditPage(filters: AuditFilters) {
  return useQuery(auditQueryOptions(filters));
}
