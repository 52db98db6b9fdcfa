/**
 * Fixed-window rate limits kept in the database, so they hold across several server processes
 * (rules §12): logins 30 a minute per address, writes 300 a minute per user; and the cap on the Discord messages
 * one account causes (rules §26).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { NOTIFY_ACTION_LIMIT } from '@pokered/core/discordNotifications';
import { HttpError } from './errors.ts';

export const LOGIN_LIMIT = { max: 30, windowMs: 60_000 };
export const WRITE_LIMIT = { max: 300, windowMs: 60_000 };

/** Counts one hit on `key`; answers how many seconds to wait when over the limit, else null. */
export async function hit(db: Db | Tx, key: string, limit: { max: number; windowMs: number }): Promise<number | null> {
  const windowSeconds = limit.windowMs / 1000;
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count, window_start`);
  const row = rowsOf<{ count: number; window_start: string | Date }>(result)[0];
  if (!row || row.count <= limit.max) return null;
  const started = new Date(row.window_start).getTime();
  return Math.max(1, Math.ceil((started + limit.windowMs - Date.now()) / 1000));
}

export async function enforce(
  db: Db,
  reply: FastifyReply,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const retryAfter = await hit(db, key, limit);
  if (retryAfter !== null) {
    void reply.header('Retry-After', String(retryAfter));
    throw new HttpError(429, `Too many requests. Please wait ${String(retryAfter)} seconds and try again.`);
  }
}

export function registerWriteLimit(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.user) return;
    if (request.routeOptions.config.skipWriteLimit) return;
    await enforce(app.db, reply, `write:${request.user.id}`, WRITE_LIMIT);
  });
}

/** Who caused a message: admins are not capped; nobody (the system) neither. */
export interface NotifyingActor {
  id: string;
  isAdmin: boolean;
}

/**
 * rules §26: counts one notifying action of `actor` (a Discord message it causes); false once past the cap. The
 * change still stands: only its message is not queued.
 */
export async function withinNotifyCap(tx: Tx, actor: NotifyingActor | undefined): Promise<boolean> {
  if (!actor || actor.isAdmin) return true;
  return (await hit(tx, `notify:${actor.id}`, NOTIFY_ACTION_LIMIT)) === null;
}
