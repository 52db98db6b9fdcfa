/**
 * Database sessions (rules §2): the cookie holds only a random id; the database keeps its SHA-256.
 * 30-day sliding expiry, renewed at most once a day so reads stay reads.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { sessions } from '../db/privateSchema.ts';
import type { SessionUser } from '../http/types.ts';
import { seasonEntries } from '../db/entrySchema.ts';
import { currentEntryOfUser, roleColumn } from '../db/currentSeason.ts';

/** `__Host-` in production: a sibling subdomain cannot plant a session (it requires Secure, Path=/, no Domain). */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: hashId(id), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return id;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
}

export async function findSessionUser(db: Db, id: string, now = new Date()): Promise<SessionUser | null> {
  const rows = await db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      discordUsername: users.discordUsername,
      displayName: users.displayName,
      globalName: users.globalName,
      avatarUrl: users.avatarUrl,
      role: roleColumn,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(seasonEntries, currentEntryOfUser)
    .where(and(eq(sessions.idHash, hashId(id)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - DAY_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.idHash, hashId(id)));
  }
  const { expiresAt: _expiresAt, ...user } = row;
  return user;
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * A readable cookie saying only "this browser has a session" (never which): without it the web app knows it is
 * logged out and does not ask GET /auth-status, whose 401 answer every browser reports as a console error.
 * Same name in apps/web/src/auth/authApi.ts.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export function setSignedInCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', sameSite: 'lax', secure, maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSignedInCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure });
}

export function setSessionCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInCookie(reply, secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  clearSignedInCookie(reply, secure);
}

export function sessionIdOf(request: FastifyRequest, secure: boolean): string | undefined {
  const id = request.cookies[sessionCookieName(secure)];
  return id && id.length > 10 && id.length < 200 ? id : undefined;
}
