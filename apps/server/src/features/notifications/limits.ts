/**
 * rules §26, what one account can cause on Discord: a move waits until the race's start has stood still for
 * MOVE_SETTLE_MS and later moves fold into it (one message per race, not one per move), a pull-out is told once
 * per person and race, a non-admin's notifying actions are capped (NOTIFY_ACTION_LIMIT), and admins can drop what
 * is waiting.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  MOVE_SETTLE_MS,
  NOTIFY_ACTION_LIMIT,
  type NotificationChannel,
  type NotificationFacts,
} from '@pokered/core/discordNotifications';
import type { Db, Tx } from '../../db/client.ts';
import { notificationOutbox } from '../../db/privateSchema.ts';
import { hit } from '../../http/rateLimit.ts';
import { recordAudit } from '../audit/mutations.ts';
import { activeWebhook, loadRaceFacts } from './queries.ts';

/** Who caused a message: admins are not capped; nobody (the system) neither. */
export interface NotifyingActor {
  id: string;
  isAdmin: boolean;
}

/** Counts one notifying action of `actor`; false once past the cap (the change stands, its message is not queued). */
export async function withinNotifyCap(tx: Tx, actor: NotifyingActor | undefined): Promise<boolean> {
  if (!actor || actor.isAdmin) return true;
  return (await hit(tx, `notify:${actor.id}`, NOTIFY_ACTION_LIMIT)) === null;
}

const waitingMoveOf = (raceId: string) =>
  and(
    eq(notificationOutbox.state, 'pending'),
    eq(notificationOutbox.event, 'race-moved'),
    sql`${notificationOutbox.facts}->'race'->>'raceId' = ${raceId}`,
  );

/**
 * A race moved from `previous` (the caller holds the race row's lock, so two moves of one race never pass each
 * other here). A waiting announcement of the race is brought up to date and waits again; moved back to where it
 * was announced, it is dropped; otherwise a new one waits. Only a new one counts against the mover's cap.
 */
export async function queueRaceMove(
  tx: Tx,
  raceId: string,
  previous: number,
  actor: NotifyingActor | undefined,
  now: Date = new Date(),
): Promise<void> {
  if ((await activeWebhook(tx, 'announcements')) === null) return;
  const race = await loadRaceFacts(tx, raceId);
  if (!race) return;
  const due = new Date(now.getTime() + MOVE_SETTLE_MS);
  const [waiting] = await tx
    .select({ id: notificationOutbox.id, facts: notificationOutbox.facts })
    .from(notificationOutbox)
    .where(waitingMoveOf(raceId))
    .limit(1);
  if (waiting) {
    const first = (waiting.facts as Extract<NotificationFacts, { event: 'race-moved' }>).previous;
    const still = and(eq(notificationOutbox.id, waiting.id), eq(notificationOutbox.state, 'pending'));
    if (first === race.raceDateTime) {
      await tx.delete(notificationOutbox).where(still);
      return;
    }
    const facts: NotificationFacts = { event: 'race-moved', race, previous: first };
    // The sender may have claimed it a moment ago: then it is on its way, and this move gets its own message.
    const updated = await tx
      .update(notificationOutbox)
      .set({ facts, nextAttemptAt: due })
      .where(still)
      .returning({ id: notificationOutbox.id });
    if (updated.length === 1) return;
  }
  if (!(await withinNotifyCap(tx, actor))) return;
  const facts: NotificationFacts = { event: 'race-moved', race, previous };
  await tx.insert(notificationOutbox).values({ channel: 'announcements', event: facts.event, facts, nextAttemptAt: due });
}

/** POST /api/admin/notifications/drop-pending: waiting messages (of one channel, or all) will not be sent. Audited. */
export async function dropPending(db: Db, actorId: string, channel: NotificationChannel | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const dropped = await tx
      .update(notificationOutbox)
      .set({ state: 'failed', lastError: 'Dropped by an admin before it was sent.', claimToken: null })
      .where(
        and(
          eq(notificationOutbox.state, 'pending'),
          channel === undefined ? undefined : eq(notificationOutbox.channel, channel),
        ),
      )
      .returning({ id: notificationOutbox.id });
    await recordAudit(tx, {
      actorId,
      action: 'notifications.drop-pending',
      targetType: 'notifications',
      targetId: channel ?? null,
      before: null,
      after: { dropped: dropped.length },
    });
    return dropped.length;
  });
}
