/** GET /api/admin/audit (admin, rules §3): the audit log's filters and one page of it, newest first. */
import { z } from 'zod';

/** A form sends every filter, blank ones as ''; blank means "no filter". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601 with offset). */
const dateBound = z.preprocess(
  blankAsMissing,
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
    })
    .optional(),
);

export const auditQuery = z.object({
  action: z.preprocess(blankAsMissing, z.string().trim().max(100).optional()),
  /** A user id or a Discord username. */
  actor: z.preprocess(blankAsMissing, z.string().trim().max(64).optional()),
  from: dateBound,
  to: dateBound,
  page: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(100_000).default(1)),
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
