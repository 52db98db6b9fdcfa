/**
 * The Discord sender (rules §15, docs/decisions/011-notification-queue.md): on a timer, every server process claims
 * due rows of the queue (src/ops/notificationQueue.ts) and posts them, one by one, to their channel's webhook. It
 * also queues the 24-hour commentary reminders. Failures are the queue's business, never a request's: a change only
 * ever inserted a row.
 */
import type { FastifyInstance } from 'fastify';
import {
  discordMessage,
  MAX_NOTIFICATION_ATTEMPTS,
  notificationBackoffMs,
  type NotificationFacts,
} from '@pokered/core/discordNotifications';
import type { DiscordWebhookClient } from '../clients/discordWebhook.ts';
import type { Db } from '../db/client.ts';
import { enqueueReminders } from '../features/notifications/mutations.ts';
import { activeWebhook } from '../features/notifications/queries.ts';
import {
  blockWebhooks,
  claimDue,
  disableWebhook,
  markFailed,
  markSending,
  markSent,
  recoverExpiredClaims,
  requeue,
} from './notificationQueue.ts';

export const NOTIFY_BATCH = 10;
/** How often reminders are looked for (the send loop runs more often). */
export const REMINDER_INTERVAL_MS = 60_000;

export interface DrainReport {
  sent: number;
  failed: number;
  requeued: number;
}

export interface NotifierDeps {
  db: Db;
  client: DiscordWebhookClient;
  /** The site's address, for the links in messages. */
  siteUrl: string;
  now: () => Date;
}

/** One pass: recover dead claims, claim due rows, send each. Tests call it instead of waiting for the timer. */
export async function drainOnce(deps: NotifierDeps, batch = NOTIFY_BATCH): Promise<DrainReport> {
  const { db, client } = deps;
  const report: DrainReport = { sent: 0, failed: 0, requeued: 0 };
  await recoverExpiredClaims(db, deps.now());
  const { token, rows } = await claimDue(db, deps.now(), batch);
  /** Channels Discord asked to wait during this pass: their other rows go back untouched. */
  const paused = new Set<string>();
  for (const row of rows) {
    const now = deps.now();
    if (paused.has(row.channel)) {
      await requeue(db, row.id, token, now, null, false);
      report.requeued += 1;
      continue;
    }
    const url = await activeWebhook(db, row.channel as 'announcements');
    if (url === null) {
      await markFailed(db, row.id, token, 'The webhook was removed or disabled before it was sent.');
      report.failed += 1;
      continue;
    }
    if (!(await markSending(db, row.id, token, now))) continue;
    const outcome = await client.post(url, discordMessage(row.facts as NotificationFacts, deps.siteUrl));
    const after = deps.now();
    switch (outcome.kind) {
      case 'sent':
        await markSent(db, row.id, token, after);
        report.sent += 1;
        if (outcome.pauseMs > 0) {
          await blockWebhooks(db, row.channel, new Date(after.getTime() + outcome.pauseMs));
          paused.add(row.channel);
        }
        break;
      case 'wait': {
        const until = new Date(after.getTime() + outcome.retryAfterMs);
        await requeue(
          db,
          row.id,
          token,
          until,
          `Rate limited by Discord: waiting ${String(outcome.retryAfterMs)} ms.`,
          false,
        );
        await blockWebhooks(db, outcome.global ? null : row.channel, until);
        paused.add(row.channel);
        report.requeued += 1;
        break;
      }
      case 'gone':
        await markFailed(db, row.id, token, outcome.reason);
        await disableWebhook(db, row.channel, url, outcome.reason);
        report.failed += 1;
        break;
      case 'retry':
        if (row.attempts >= MAX_NOTIFICATION_ATTEMPTS) {
          await markFailed(db, row.id, token, `Gave up after ${String(row.attempts)} tries: ${outcome.reason}`);
          report.failed += 1;
        } else {
          const due = new Date(after.getTime() + notificationBackoffMs(row.attempts));
          await requeue(db, row.id, token, due, outcome.reason, true);
          report.requeued += 1;
        }
        break;
      case 'unknown':
        await markFailed(db, row.id, token, `${outcome.reason} Not sent again, so that it is never posted twice.`);
        report.failed += 1;
        break;
      case 'rejected':
        await markFailed(db, row.id, token, outcome.reason);
        report.failed += 1;
        break;
    }
  }
  return report;
}

export interface Notifier {
  drainOnce(): Promise<DrainReport>;
  /** Queues the due 24-hour reminders; returns how many. */
  remindOnce(): Promise<number>;
  /** Sends soon rather than at the next tick (after a test message). */
  kick(): void;
}

const notifiers = new WeakMap<FastifyInstance, Notifier>();

export function notifierOf(app: FastifyInstance): Notifier | undefined {
  return notifiers.get(app);
}

export interface NotifierOptions {
  /** Run the timer (NOTIFICATIONS_WORKER=on); off, only drainOnce/remindOnce send. */
  timer: boolean;
  intervalMs: number;
  now?: () => Date;
}

export function registerNotifier(
  app: FastifyInstance,
  deps: Omit<NotifierDeps, 'now'>,
  options: NotifierOptions,
): void {
  const full: NotifierDeps = { ...deps, now: options.now ?? (() => new Date()) };
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<unknown> | null = null;
  let lastReminder = 0;

  const pass = async () => {
    if (full.now().getTime() - lastReminder >= REMINDER_INTERVAL_MS) {
      lastReminder = full.now().getTime();
      await enqueueReminders(full.db, full.now());
    }
    // A full batch means more may be due: keep going while Discord lets us.
    for (let i = 0; i < 20; i += 1) {
      const report = await drainOnce(full);
      if (report.sent + report.failed + report.requeued < NOTIFY_BATCH) break;
    }
  };
  const run = () => {
    if (busy) return; // never two passes at once in one process
    busy = pass()
      .catch((error: unknown) => {
        // The database may be down for a moment: the rows wait in the queue for the next pass.
        app.log.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          'notification pass failed',
        );
      })
      .finally(() => {
        busy = null;
      });
  };

  notifiers.set(app, {
    drainOnce: () => drainOnce(full),
    remindOnce: () => enqueueReminders(full.db, full.now()),
    kick: () => {
      if (timer) setImmediate(run);
    },
  });
  if (!options.timer) return;
  app.addHook('onReady', async () => {
    timer = setInterval(run, options.intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await busy;
  });
}
