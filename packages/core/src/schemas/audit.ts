/** GET /api/admin/audit (admin, rules §3): the audit log's filters and one page of it, newest first. */
import { z } from 'zod';

import { LATEST_EPOCH_SECONDS } from './common.ts';
import { safeText } from './text.ts';

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
export type AuditQuery = z.input<typeof auditQuery>;

export const auditActorSchema = z.object({ _id: z.string(), displayName: z.string(), discordUsername: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** null when the actor's user row is gone. */
  actor: auditActorSchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponse = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Every action and every actor in the whole log: the filter choices. */
  actions: z.array(z.string()),
  actors: z.array(auditActorSchema),
});
export type AuditPage = z.infer<typeof auditResponse>;
