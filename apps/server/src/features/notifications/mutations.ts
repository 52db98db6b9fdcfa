/**
 * Writes for Discord notifications (rules §15): the webhook settings, and the queue rows a change writes in its own
 * transaction. A change only inserts a row (when its channel has a webhook): it never waits for Discord, and a
 * Discord outage cannot fail it. src/jobs/notifier.ts sends the rows later. rules §26, what one account can cause:
 * moves fold into one message per race sent once the start stood still, a pull-out is told once per person and
 * race, a non-admin's notifying actions are capped, and admins can drop what waits.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  CHANNEL_OF,
  MAX_COMMENTATORS_FOR_REMINDER,
  MOVE_SETTLE_MS,
  REMINDER_WINDOW_SECONDS,
  type NotificationChannel,
} from '@pokered/core/discordNotifications';
import { notificationFactsSchema, type NotificationFacts } from '@pokered/core/notificationFacts';
import { pullOutTellsDiscord } from '@pokered/core/confirmations';
import type { Db, Tx } from '../../db/client.ts';
import { notificationOutbox, notificationWebhooks } from '../../db/privateSchema.ts';
import { races, users } from '../../db/schema.ts';
import { withinNotifyCap, type NotifyingActor } from '../../http/rateLimit.ts';
import { recordAudit } from '../audit/mutations.ts';
import { activeWebhook, loadPlacings, loadRaceFacts, loadRoundGroups } from './queries.ts';

/**
 * Queues the message `facts()` describes on its channel, when that channel has a working webhook; the facts are
 * read only then, so a change costs one extra read when no webhook is set. Returns the row's id, or null.
 */
export async function enqueueNotification(
  tx: Tx,
  channel: NotificationChannel,
  facts: () => Promise<NotificationFacts | null>,
  dedupeKey: string | null = null,
): Promise<string | null> {
  if ((await activeWebhook(tx, channel)) === null) return null;
  const built = await facts();
  if (!built) return null;
  const [row] = await tx
    .insert(notificationOutbox)
    .values({ channel, event: built.event, facts: built, dedupeKey })
    .onConflictDoNothing()
    .returning({ id: notificationOutbox.id });
  return row?.id ?? null;
}

export type RaceChange =
  | { event: 'race-scheduled' }
  | { event: 'race-moved'; previous: number }
  | { event: 'race-cancelled' }
  | { event: 'restream-planned'; channel: string };

/** Announces a scheduled, moved or cancelled race, or a planned restream (announcements). */
export async function notifyRaceChange(
  tx: Tx,
  raceId: string,
  change: RaceChange,
  actor?: NotifyingActor,
): Promise<void> {
  // rules §26: moves wait until the start stands still, and fold into one message per race.
  if (change.event === 'race-moved') return queueRaceMove(tx, raceId, change.previous, actor);
  await enqueueNotification(tx, CHANNEL_OF[change.event], async () => {
    const race = await loadRaceFacts(tx, raceId);
    return race && { ...change, race };
  });
}

/** A result recorded or corrected (results), with the placings as stored. */
export async function notifyResult(tx: Tx, raceId: string, corrected: boolean): Promise<void> {
  await enqueueNotification(tx, 'results', async () => {
    const race = await loadRaceFacts(tx, raceId);
    return race && { event: 'result-recorded', race, placings: await loadPlacings(tx, raceId), corrected };
  });
}

/** A round ended (results), with the new round's groups as they stand (none until they are drawn). */
export async function notifyRoundEnded(tx: Tx, round: string, next: string): Promise<void> {
  await enqueueNotification(tx, 'results', async () => ({
    event: 'round-ended',
    round,
    next,
    groups: next === 'completed' ? [] : await loadRoundGroups(tx, next),
  }));
}

/**
 * A commentator pulled out of a race starting within 24 h (commentary); later races are left to the reminder.
 * rules §26: told once per person and race (the dedupe key), and within the account's cap.
 */
export async function notifyCommentatorLeft(
  tx: Tx,
  raceId: string,
  actor: NotifyingActor,
  nowSeconds: number,
): Promise<void> {
  const [race] = await tx.select({ at: races.raceDateTime }).from(races).where(eq(races.id, raceId));
  if (!race || !pullOutTellsDiscord(race.at, nowSeconds)) return;
  const dedupeKey = `commentator-left:${raceId}:${actor.id}`;
  const [told] = await tx
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.dedupeKey, dedupeKey));
  if (told) return;
  await enqueueNotification(
    tx,
    'commentary',
    async () => {
      if (!(await withinNotifyCap(tx, actor))) return null;
      const facts = await loadRaceFacts(tx, raceId);
      const [who] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, actor.id));
      return facts && { event: 'commentator-left', race: facts, commentator: who?.name ?? 'A commentator' };
    },
    dedupeKey,
  );
}

/**
 * Queues the 24-hour reminder of each race that starts within 24 h and still has a free commentator place
 * (commentary). The dedupe key (race and start) makes it once per race and start, whichever process looks first;
 * a race moved to a new start gets a new reminder.
 */
export async function enqueueReminders(db: Db, now: Date): Promise<number> {
  if ((await activeWebhook(db, 'commentary')) === null) return 0;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const due = await db
    .select({
      id: races.id,
      at: races.raceDateTime,
      commentators: sql<number>`(select count(*)::int from race_commentators rc where rc.race_id = ${races.id})`,
    })
    .from(races)
    .where(
      and(
        eq(races.cancelled, false),
        eq(races.completed, false),
        sql`${races.raceDateTime} > ${nowSeconds}`,
        lte(races.raceDateTime, nowSeconds + REMINDER_WINDOW_SECONDS),
      ),
    );
  let queued = 0;
  for (const race of due) {
    const free = MAX_COMMENTATORS_FOR_REMINDER - race.commentators;
    if (free <= 0) continue;
    const id = await db.transaction((tx) =>
      enqueueNotification(
        tx,
        'commentary',
        async () => {
          const facts = await loadRaceFacts(tx, race.id);
          return facts && { event: 'commentary-reminder', race: facts, freePlaces: free };
        },
        `reminder:${race.id}:${String(race.at)}`,
      ),
    );
    if (id) queued += 1;
  }
  return queued;
}

/** PUT /api/admin/notifications: sets (a new URL, re-enabling the channel), clears (null) or keeps (absent). Audited. */
export async function writeWebhooks(
  db: Db,
  actorId: string,
  changes: Partial<Record<NotificationChannel, string | null>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [channel, url] of Object.entries(changes)) {
      if (url === null) await tx.delete(notificationWebhooks).where(eq(notificationWebhooks.channel, channel));
      else
        await tx
          .insert(notificationWebhooks)
          .values({ channel, url })
          .onConflictDoUpdate({
            target: notificationWebhooks.channel,
            set: { url, disabledReason: null, blockedUntil: null, updatedAt: sql`now()` },
          });
    }
    // Never the URLs themselves: the audit log is not a place for secrets.
    const after = Object.fromEntries(
      Object.entries(changes).map(([channel, url]) => [channel, url === null ? 'cleared' : 'set']),
    );
    await recordAudit(tx, {
      actorId,
      action: 'notifications.webhooks',
      targetType: 'notifications',
      targetId: null,
      before: null,
      after,
    });
    // Messages waiting for a channel that lost its webhook will never be sent: say so.
    await tx
      .update(notificationOutbox)
      .set({ state: 'failed', lastError: 'The webhook was removed before it was sent.', claimToken: null })
      .where(
        and(
          eq(notificationOutbox.state, 'pending'),
          sql`${notificationOutbox.channel} not in (select channel from notification_webhooks)`,
        ),
      );
  });
}

/** POST /api/admin/notifications/test: queues a test message; null when the channel has no working webhook. */
export async function queueTestMessage(db: Db, actorId: string, channel: NotificationChannel): Promise<string | null> {
  return db.transaction(async (tx) => {
    const id = await enqueueNotification(tx, channel, () => Promise.resolve({ event: 'test', channel }));
    if (id)
      await recordAudit(tx, {
        actorId,
        action: 'notifications.test',
        targetType: 'notifications',
        targetId: channel,
        before: null,
        after: { id },
      });
    return id;
  });
}

const waitingMoveOf = (raceId: string) =>
  and(
    eq(notificationOutbox.state, 'pending'),
    eq(notificationOutbox.event, 'race-moved'),
    sql`${notificationOutbox.facts}->'race'->>'raceId' = ${raceId}`,
  );

/**
 * A race moved from `previous` (the caller holds the race row's lock). A waiting announcement of the race is brought
 * up to date and waits again; moved back to its announced start, it is dropped; otherwise a new one waits (counted).
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
    // Parsed, not cast: a row that does not read as a move keeps this move's own previous start.
    const stored = notificationFactsSchema.safeParse(waiting.facts);
    const first = stored.success && stored.data.event === 'race-moved' ? stored.data.previous : previous;
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
  await tx
    .insert(notificationOutbox)
    .values({ channel: 'announcements', event: facts.event, facts, nextAttemptAt: due });
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
