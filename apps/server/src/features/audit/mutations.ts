/** The audit log: every admin write records who, when, what, and the state before and after. */
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/privateSchema.ts';

export interface AuditRecord {
  /** null: nobody logged in (a refused login). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/** Call inside the same transaction as the write, so the log and the change land together or not at all. */
export async function recordAudit(tx: Tx, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
