/** Reading the audit log for /admin/audit: newest first, filtered, one page at a time. */
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditActor, AuditEntry } from '@pokered/core/schemas/audit';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { auditLog } from '../../db/privateSchema.ts';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action?: string | undefined;
  /** A user id, already resolved from whatever the caller sent. */
  actorId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.from) conditions.push(gte(auditLog.at, filters.from));
  if (filters.to) conditions.push(lte(auditLog.at, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAuditEntries(
  db: Db,
  filters: AuditFilters,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = whereOf(filters);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      actorId: users.id,
      actorDisplayName: users.displayName,
      actorUsername: users.discordUsername,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    // The id breaks ties between entries of the same instant, so pages never overlap.
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  return {
    total: counted?.total ?? 0,
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      actor:
        row.actorId && row.actorDisplayName !== null && row.actorUsername !== null
          ? { _id: row.actorId, displayName: row.actorDisplayName, discordUsername: row.actorUsername }
          : null,
      before: row.before,
      after: row.after,
    })),
  };
}

/** Every action and every actor that appears in the log: what the page's filter selects offer. */
export async function listAuditFilterOptions(db: Db): Promise<{ actions: string[]; actors: AuditActor[] }> {
  const actions = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  const actors = await db
    .selectDistinct({ _id: users.id, displayName: users.displayName, discordUsername: users.discordUsername })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(asc(users.displayName), asc(users.id));
  return { actions: actions.map((row) => row.action), actors };
}

/** The id of the user a filter names: an id as is, else a Discord username (case-insensitive); null when unknown. */
export async function resolveActor(db: Db, actor: string, isId: boolean): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(isId ? eq(users.id, actor) : eq(users.discordUsername, actor.toLowerCase()));
  return row?.id ?? null;
}
