/**
 * Sign-up announcements in the announcements channel (rules §38, through the notification queue of rules §15):
 * sign-ups open, a day before they close, and a waitlisted runner moved up.
 */
import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { NotificationFacts } from '@pokered/core/notificationFacts';
import type { Db, Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { seasons } from '../../../db/seasonSchema.ts';
import { enqueueNotification } from '../../notifications/mutations.ts';

/** How long before closing the reminder goes out, and how long after opening the opening is still news. */
export const SIGNUP_ANNOUNCE_WINDOW_S = 24 * 3600;

/**
 * What '{name} moved up from the waitlist' says, or null for an unknown user: the promotion queues it, and the demo
 * stores its season's promotion as sent with the same facts (so the message is written in one place).
 */
export async function promotedFacts(db: Db | Tx, year: number, userId: string): Promise<NotificationFacts | null> {
  const [who] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId));
  return who ? { event: 'waitlist-promoted', year, runner: who.name } : null;
}

/** A waitlisted runner moved up (queued in the promotion's own transaction). */
export async function notifyPromoted(tx: Tx, year: number, userId: string): Promise<void> {
  await enqueueNotification(tx, 'announcements', () => promotedFacts(tx, year, userId));
}

/**
 * Queues 'sign-ups are open' within a day of the opening and 'sign-ups close soon' within the day before the
 * closing, once each per season and time (the dedupe key: whichever process looks first). Run with the reminders.
 */
export async function enqueueSignupAnnouncements(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - SIGNUP_ANNOUNCE_WINDOW_S * 1000);
  const dayAhead = new Date(now.getTime() + SIGNUP_ANNOUNCE_WINDOW_S * 1000);
  const candidates = await db
    .select({ year: seasons.year, openAt: seasons.signupsOpenAt, closeAt: seasons.signupsCloseAt })
    .from(seasons)
    .where(and(ne(seasons.status, 'completed'), isNotNull(seasons.signupsOpenAt), lte(seasons.signupsOpenAt, now)));
  let queued = 0;
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  for (const season of candidates) {
    const { openAt, closeAt } = season;
    if (openAt === null || (closeAt !== null && closeAt <= now)) continue;
    if (openAt > dayAgo) {
      const id = await db.transaction((tx) =>
        enqueueNotification(
          tx,
          'announcements',
          async () => ({ event: 'signups-open', year: season.year, closesAt: closeAt && seconds(closeAt) }),
          `signups-open:${String(season.year)}:${String(seconds(openAt))}`,
        ),
      );
      if (id) queued += 1;
    }
    if (closeAt !== null && closeAt <= dayAhead) {
      const id = await db.transaction((tx) =>
        enqueueNotification(
          tx,
          'announcements',
          async () => ({ event: 'signups-closing', year: season.year, closesAt: seconds(closeAt) }),
          `signups-closing:${String(season.year)}:${String(seconds(closeAt))}`,
        ),
      );
      if (id) queued += 1;
    }
  }
  return queued;
}
