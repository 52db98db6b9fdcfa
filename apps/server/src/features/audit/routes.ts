/** The audit log (admin): who changed what, when, with the state before and after. HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LATEST_EPOCH_SECONDS } from '@pokered/core/schemas/common';
import { safeText } from '@pokered/core/schemas/text';
import { badRequest } from '../../http/errors.ts';
import { AUDIT_PAGE_SIZE, listAuditEntries, listAuditFilterOptions, resolveActor } from './queries.ts';

/** A form sends every filter, blank ones as ''; blank means "no filter". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Years a filter may name: the log starts long after 1970, and PostgreSQL has no year 0000 (it answered 500). */
const FIRST_YEAR = 1970;
const LAST_YEAR = new Date(LATEST_EPOCH_SECONDS * 1000).getUTCFullYear();
const inStorableYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601 with offset), in the years 1970-9999. */
const dateBound = z.preprocess(
  blankAsMissing,
  safeText
    .pipe(
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
        error: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
      }),
    )
    .refine(inStorableYears, { error: `must be a date in the years ${FIRST_YEAR}-${LAST_YEAR}` })
    .optional(),
);

export const auditQuery = z.object({
  action: z.preprocess(blankAsMissing, safeText.trim().max(100).optional()),
  /** A user id or a Discord username. */
  actor: z.preprocess(blankAsMissing, safeText.trim().max(64).optional()),
  from: dateBound,
  to: dateBound,
  page: z.preprocess(blankAsMissing, safeText.pipe(z.coerce.number<string>().int().min(1).max(100_000)).default(1)),
});

const actorSchema = z.object({ _id: z.string(), displayName: z.string(), discordUsername: z.string() });

export const auditResponse = z.object({
  entries: z.array(
    z.object({
      _id: z.string(),
      at: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string().nullable(),
      actor: actorSchema.nullable(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Every action and actor in the whole log, for the filter selects. */
  actions: z.array(z.string()),
  actors: z.array(actorSchema),
});

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
