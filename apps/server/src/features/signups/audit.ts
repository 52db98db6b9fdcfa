/**
 * The audit of a sign-up write (rules §38): every write is audited, the runner's own as an admin's, as `entry.{action}`
 * on the person, with the Entrants row before and after (the admin's changes record the same shape).
 */
import type { AdminEntry } from '@pokered/core/schemas/signups';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/mutations.ts';
import { readEntry } from './admin/queries.ts';

export interface EntryAudit {
  /** The runner for their own writes; the admin (or runner) whose write caused it otherwise. */
  actorId: string;
  action: string;
  year: number;
  userId: string;
  /** The row read at the start of the transaction (null: no entry yet). */
  before: AdminEntry | null;
}

/** Records the change, reading the row after it in the same transaction (so the log and the write land together). */
export async function auditEntry(tx: Tx, { actorId, action, year, userId, before }: EntryAudit): Promise<void> {
  const after = await readEntry(tx, year, userId);
  await recordAudit(tx, {
    actorId,
    action,
    targetType: 'user',
    targetId: userId,
    before: before === null ? null : { year, ...before },
    after: after === null ? null : { year, ...after },
  });
}
