/** The audit log (admin): who changed what, when, with the state before and after. HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse } from '@pokered/core/schemas/audit';
import { badRequest } from '../../http/errors.ts';
import { AUDIT_PAGE_SIZE, listAuditEntries, listAuditFilterOptions, resolveActor } from './queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bare day as `from` means its first instant; as `to`, its last (both UTC). */
function toInstant(value: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return new Date(value);
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    { config: { access: 'admin' }, schema: { querystring: auditQuery, response: { 200: auditResponse } } },
    async (request) => {
      const { action, actor, page } = request.query;
      const from = toInstant(request.query.from, 'start');
      const to = toInstant(request.query.to, 'end');
      if (from && to && from > to) throw badRequest('The start date must not be after the end date.');
      const options = await listAuditFilterOptions(app.db);
      const actorId = actor === undefined ? undefined : await resolveActor(app.db, actor, UUID.test(actor));
      // An actor nobody is: an empty page, not an error (the filter is a search).
      const { entries, total } =
        actorId === null
          ? { entries: [], total: 0 }
          : await listAuditEntries(app.db, { action, actorId, from, to, page });
      return {
        entries,
        page,
        pageSize: AUDIT_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
        ...options,
      };
    },
  );
};
