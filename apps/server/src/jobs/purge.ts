/**
 * Rows that only grow unless someone deletes them: rate-limit counters (one per client address or user ever seen,
 * and a client reaching Node directly can make up a new address per request) and expired sessions. The server
 * deletes the dead ones on a timer (docs/operations.md §2). The OAuth login's pre-login state lives in short-lived
 * cookies (`oauth_state`, `oauth_verifier`, 10 minutes), not in the database: there are no such rows to purge.
 *
 * Safe with several processes on one PostgreSQL: each run takes a transaction-scoped advisory lock without
 * waiting, so at most one process purges at a time and the others skip that turn; and deleting only dead rows is
 * idempotent anyway.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { NOTIFY_ACTION_LIMIT, OUTBOX_RETENTION_MS } from '@pokered/core/discordNotifications';
import { LOGIN_LIMIT, WRITE_LIMIT } from '../http/rateLimit.ts';
import { tryTransactionLock } from '../db/locks.ts';
import { registerPeriodicJob, type PeriodicJob } from './periodic.ts';

/** How often the server purges. */
export const PURGE_INTERVAL_MS = 10 * 60_000;

/** Any constant: the advisory lock that lets one process purge at a time. */
const PURGE_LOCK_KEY = 7_242_005;

/**
 * A counter is dead once its window is over: the next hit on its key starts a new window at 1 anyway. The margin
 * covers clocks that differ between the server's host and the database's (windows are written with the
 * database's `now()`, the purge compares with the server's clock).
 */
const RATE_LIMIT_KEEP_MS =
  Math.max(LOGIN_LIMIT.windowMs, WRITE_LIMIT.windowMs, NOTIFY_ACTION_LIMIT.windowMs) + 5 * 60_000;

/**
 * rules §26: what racetime.gg said of a room no open race names any more (its race moved to another room, was
 * recorded or cancelled), and the per-race read claims (`race:{id}`), kept a day: long enough for any claim.
 */
const RACETIME_ROOM_KEEP_MS = 24 * 3600_000;

export interface PurgeCounts {
  rateLimits: number;
  sessions: number;
  /** Sent and failed Discord messages older than OUTBOX_RETENTION_MS. */
  outbox: number;
  racetimeRooms: number;
  /** The Twitch channels of rooms no race names. */
  roomChannels: number;
}

async function deleted(tx: Tx, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`),
  );
  return row?.n ?? 0;
}

/** Deletes every dead row as of `now`; null when another process is purging at this moment. */
export async function purgeExpiredRows(db: Db, now: Date = new Date()): Promise<PurgeCounts | null> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, PURGE_LOCK_KEY))) return null;
    const rateLimitsBefore = new Date(now.getTime() - RATE_LIMIT_KEEP_MS);
    return {
      rateLimits: await deleted(
        tx,
        sql`delete from rate_limits where window_start < ${rateLimitsBefore.toISOString()}`,
      ),
      sessions: await deleted(tx, sql`delete from sessions where expires_at < ${now.toISOString()}`),
      outbox: await deleted(
        tx,
        sql`delete from notification_outbox where state in ('sent', 'failed')
          and created_at < ${new Date(now.getTime() - OUTBOX_RETENTION_MS).toISOString()}`,
      ),
      racetimeRooms: await deleted(
        tx,
        sql`delete from racetime_rooms where checked_at < ${new Date(now.getTime() - RACETIME_ROOM_KEEP_MS).toISOString()}
          and room not in (select race_time_id from races
            where race_time_id is not null and completed = false and cancelled = false)`,
      ),
      roomChannels: await deleted(
        tx,
        sql`delete from racetime_room_channels
          where room not in (select race_time_id from races where race_time_id is not null)`,
      ),
    };
  });
}

export interface PurgeScheduleOptions {
  intervalMs?: number;
  /** The clock the purge compares with (tests move it instead of waiting). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The purge timer (src/jobs/purge.ts): `running`, and the run under way (`settled`). */
    purgeSchedule: PeriodicJob;
  }
}

/** Purges every `intervalMs` while the app runs: the timer starts when the app is ready and stops when it closes. */
export function registerPurgeSchedule(app: FastifyInstance, db: Db, options: PurgeScheduleOptions = {}): void {
  const now = options.now ?? (() => new Date());
  const job = registerPeriodicJob(app, {
    name: 'purge',
    intervalMs: options.intervalMs ?? PURGE_INTERVAL_MS,
    run: async () => {
      const counts = await purgeExpiredRows(db, now());
      if (counts && Object.values(counts).some((n) => n > 0)) app.log.debug({ purged: counts }, 'purged expired rows');
    },
  });
  app.decorate('purgeSchedule', job);
}
