/**
 * The Discord sender (rules §15, docs/decisions/011-notification-queue.md): on a timer, every server process claims
 * due rows of the queue (src/jobs/notificationQueue.ts) and posts them, one by one, to their channel's webhook. It
 * also queues the 24-hour commentary reminders. Failures are the queue's business, never a request's: a change only
 * ever inserted a row.
 */
import type { FastifyInstance } from 'fastify';
import { discordMessage, MAX_NOTIFICATION_ATTEMPTS, notificationBackoffMs } from '@pokered/core/discordNotifications';
import { notificationFactsSchema } from '@pokered/core/notificationFacts';
import type { z } from 'zod';
import type { DiscordWebhookClient } from '../clients/discordWebhook.ts';
import type { Db } from '../db/client.ts';
import { enqueueReminders } from '../features/notifications/mutations.ts';
import { enqueueSignupAnnouncements } from '../features/signups/announcements/mutations.ts';
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
import { registerPeriodicJob } from './periodic.ts';

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

/** Why a stored row was not sent: its facts do not parse (the first problem, by path, is enough to find it). */
function unreadableFactsReason(error: z.ZodError): string {
  const [issue] = error.issues;
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return `The stored message could not be read${where}: ${issue?.message ?? 'invalid'}. Not sent.`;
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
    const facts = notificationFactsSchema.safeParse(row.facts);
    if (!facts.success) {
      // A row written by an older release or edited by hand: it fails alone, the rest of the queue goes on.
      await markFailed(db, row.id, token, unreadableFactsReason(facts.error));
      report.failed += 1;
      continue;
    }
    const url = await activeWebhook(db, row.channel as 'announcements');
    if (url === null) {
      await markFailed(db, row.id, token, 'The webhook was removed or disabled before it was sent.');
      report.failed += 1;
      continue;
    }
    if (!(await markSending(db, row.id, token, now))) continue;
    const outcome = await client.post(url, discordMessage(facts.data, deps.siteUrl));
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The Discord sender (src/jobs/notifier.ts); its timer runs only with NOTIFICATIONS_WORKER=on. */
    notifier: Notifier;
  }
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
  let lastReminder = 0;
  const job = registerPeriodicJob(app, {
    name: 'notification pass',
    intervalMs: options.intervalMs,
    timer: options.timer,
    run: async () => {
      if (full.now().getTime() - lastReminder >= REMINDER_INTERVAL_MS) {
        lastReminder = full.now().getTime();
        await enqueueReminders(full.db, full.now());
        await enqueueSignupAnnouncements(full.db, full.now());
      }
      // A full batch means more may be due: keep going while Discord lets us.
      for (let i = 0; i < 20; i += 1) {
        const report = await drainOnce(full);
        if (report.sent + report.failed + report.requeued < NOTIFY_BATCH) break;
      }
    },
  });
  app.decorate('notifier', {
    drainOnce: () => drainOnce(full),
    remindOnce: async () =>
      (await enqueueReminders(full.db, full.now())) + (await enqueueSignupAnnouncements(full.db, full.now())),
    kick: () => {
      job.kick();
    },
  });
}
