/**
 * The queue's own statements (rules §15, docs/decisions/011-notification-queue.md). A row's life:
 * pending -> claimed -> sending -> sent | failed, or back to pending when Discord said it did not take the message.
 * Every move after the claim names the claim's token, so a process whose lease ran out cannot touch a row another
 * process has since recovered.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { notificationOutbox, notificationWebhooks } from '../db/privateSchema.ts';
import { selectRows } from '../db/rows.ts';

/** How long a claim holds: longer than one send (10 s time limit), so a live sender never loses its row. */
export const CLAIM_LEASE_MS = 60_000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * After a crash: rows only claimed were never sent, so they go back to the queue; rows that were sending may have
 * reached Discord, so they fail rather than risk a second post (at most once).
 */
export async function recoverExpiredClaims(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    update notification_outbox set state = 'pending', claim_token = null, claimed_until = null, attempts = attempts - 1
    where state = 'claimed' and claimed_until < ${at(now)}`);
  await db.execute(sql`
    update notification_outbox
    set state = 'failed', claim_token = null,
        last_error = 'Interrupted while sending (the server stopped): not sent again, so that it is never posted twice.'
    where state = 'sending' and claimed_until < ${at(now)}`);
}

export interface ClaimedRow {
  id: string;
  channel: string;
  facts: unknown;
  attempts: number;
}

/**
 * Takes up to `limit` due rows of working, unblocked webhooks, oldest first. SKIP LOCKED lets several processes
 * claim side by side without waiting for or taking each other's rows.
 */
export async function claimDue(db: Db, now: Date, limit: number): Promise<{ token: string; rows: ClaimedRow[] }> {
  const token = randomUUID();
  const rows = await selectRows(
    db,
    sql`
      update notification_outbox set state = 'claimed', claim_token = ${token}::uuid, attempts = attempts + 1,
        claimed_until = ${at(new Date(now.getTime() + CLAIM_LEASE_MS))}
      where id in (
        select o.id from notification_outbox o join notification_webhooks w on w.channel = o.channel
        where o.state = 'pending' and o.next_attempt_at <= ${at(now)} and w.disabled_reason is null
          and (w.blocked_until is null or w.blocked_until <= ${at(now)})
        order by o.created_at, o.id
        limit ${limit}
        for update of o skip locked)
      returning id, channel, facts, attempts, created_at`,
    z.object({
      id: z.string(),
      channel: z.string(),
      facts: z.unknown(),
      attempts: z.number(),
      created_at: z.unknown(),
    }),
  );
  const order = (row: { created_at: unknown }) => new Date(String(row.created_at)).getTime();
  rows.sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
  return { token, rows: rows.map(({ id, channel, facts, attempts }) => ({ id, channel, facts, attempts })) };
}

const owned = (id: string, token: string) =>
  and(eq(notificationOutbox.id, id), eq(notificationOutbox.claimToken, token));

/** The last step before the request leaves: true when this process still owns the row. */
export async function markSending(db: Db, id: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({ state: 'sending', claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(owned(id, token), eq(notificationOutbox.state, 'claimed')))
    .returning({ id: notificationOutbox.id });
  return rows.length === 1;
}

export async function markSent(db: Db, id: string, token: string, now: Date): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ state: 'sent', sentAt: now, lastError: null, claimToken: null, claimedUntil: null })
    .where(owned(id, token));
}

export async function markFailed(db: Db, id: string, token: string, reason: string): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ state: 'failed', lastError: reason, claimToken: null, claimedUntil: null })
    .where(owned(id, token));
}

/** Back to the queue, due at `due`; `counts` false for a rate-limit wait, which is not a failed try. */
export async function requeue(
  db: Db,
  id: string,
  token: string,
  due: Date,
  reason: string | null,
  counts: boolean,
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      state: 'pending',
      nextAttemptAt: due,
      lastError: reason,
      claimToken: null,
      claimedUntil: null,
      ...(counts ? {} : { attempts: sql`${notificationOutbox.attempts} - 1` }),
    })
    .where(owned(id, token));
}

/** Discord's rate limit for one webhook (or all of them, for a global limit), shared by every process. */
export async function blockWebhooks(db: Db, channel: string | null, until: Date): Promise<void> {
  await db
    .update(notificationWebhooks)
    .set({ blockedUntil: until })
    .where(channel === null ? undefined : eq(notificationWebhooks.channel, channel));
}

/** Discord says the webhook is gone: stop using it, tell the admins, and fail what waits for it. */
export async function disableWebhook(db: Db, channel: string, url: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Only the URL that failed: an admin may have set a new one meanwhile.
    const disabled = await tx
      .update(notificationWebhooks)
      .set({ disabledReason: reason })
      .where(and(eq(notificationWebhooks.channel, channel), eq(notificationWebhooks.url, url)))
      .returning({ channel: notificationWebhooks.channel });
    if (disabled.length === 0) return;
    await tx
      .update(notificationOutbox)
      .set({ state: 'failed', lastError: reason })
      .where(and(eq(notificationOutbox.channel, channel), eq(notificationOutbox.state, 'pending')));
  });
}
