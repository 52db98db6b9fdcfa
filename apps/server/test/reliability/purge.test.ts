/**
 * Rate-limit counters and expired sessions are purged (src/jobs/purge.ts): the purge deletes exactly the dead rows as
 * of an injected clock, never a live one; two purges at once do not fail (several processes on one PostgreSQL); and
 * the timer starts with the app, purges on each tick, and stops when the app closes. Before the fix both tables only
 * grew: 2,000 requests with made-up X-Forwarded-For addresses left 2,000 counter rows for good.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createSession, findSessionUser } from '../../src/auth/sessions.ts';
import { rowsOf, type Db } from '../../src/db/client.ts';
import { parseEnv } from '../../src/env.ts';
import { LOGIN_LIMIT, hit } from '../../src/http/rateLimit.ts';
import { PURGE_INTERVAL_MS, purgeExpiredRows } from '../../src/jobs/purge.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { insertPeople } from '../support/people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Made-up client addresses (the finding had 2,000; fewer keep the suite fast and prove the same). */
const ADDRESSES = 300;

async function count(db: Db, table: 'sessions' | 'rate_limits'): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
  return row?.n ?? 0;
}

describe('purging expired sessions and rate-limit counters', () => {
  let testDb: TestDatabase;
  let db: Db;
  let userId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    const [user] = await insertPeople(db, { discordUsername: 'purge_user', displayName: 'Purge' });
    if (!user) throw new Error('user not created');
    userId = user.id;
  });
  afterEach(async () => {
    await db.execute(sql`delete from sessions`);
    await db.execute(sql`delete from rate_limits`);
  });
  afterAll(async () => testDb.drop());

  it('deletes the counters of made-up addresses once their window is over, and expired sessions only', async () => {
    // What a client reaching Node directly leaves behind: one counter per address it writes in X-Forwarded-For.
    for (let i = 0; i < ADDRESSES; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => hit(db, `login:198.51.${String(i + j)}`, LOGIN_LIMIT)));
    expect(await count(db, 'rate_limits')).toBe(ADDRESSES);
    const expired = await createSession(db, userId, new Date(Date.now() - 31 * DAY_MS));
    const live = await createSession(db, userId);

    // A minute later the windows are over, but inside the margin for clock differences: everything stays.
    expect(await purgeExpiredRows(db, new Date(Date.now() + 60_000))).toMatchObject({ rateLimits: 0, sessions: 1 });
    expect(await count(db, 'rate_limits')).toBe(ADDRESSES);
    expect(await purgeExpiredRows(db, new Date(Date.now() + HOUR_MS))).toMatchObject({
      rateLimits: ADDRESSES,
      sessions: 0,
    });
    expect(await count(db, 'rate_limits')).toBe(0);
    expect(await findSessionUser(db, expired)).toBeNull();
    expect((await findSessionUser(db, live))?.id).toBe(userId);
    expect(await count(db, 'sessions')).toBe(1);
  });

  it('keeps a counter whose window is still running', async () => {
    await hit(db, 'write:someone', LOGIN_LIMIT);
    expect(await purgeExpiredRows(db)).toMatchObject({ rateLimits: 0, sessions: 0 });
    expect(await count(db, 'rate_limits')).toBe(1);
  });

  it('lets two purges run at once: one does the work, neither fails', async () => {
    await createSession(db, userId, new Date(Date.now() - 31 * DAY_MS));
    await createSession(db, userId, new Date(Date.now() - 40 * DAY_MS));
    const results = await Promise.all([purgeExpiredRows(db), purgeExpiredRows(db)]);
    const deleted = results.reduce((sum, result) => sum + (result?.sessions ?? 0), 0);
    expect(deleted).toBe(2);
    expect(await count(db, 'sessions')).toBe(0);
  });

  describe('the timer', () => {
    let app: FastifyInstance | null = null;
    afterEach(async () => {
      vi.useRealTimers();
      await app?.close();
      app = null;
    });

    const build = (now?: () => Date) =>
      buildApp({
        env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DEMO: 'off' }),
        database: testDb.database,
        serveWeb: false,
        purge: now ? { now } : {},
      });

    it('starts when the app is ready and stops when it closes', async () => {
      const built = await build();
      app = built;
      expect(built.purgeSchedule.running).toBe(false);
      await built.ready();
      expect(built.purgeSchedule.running).toBe(true);
      await built.close();
      app = null;
      expect(built.purgeSchedule.running).toBe(false);
    });

    it('purges on each tick, with the clock it was given', async () => {
      // Only the interval timer is faked: the database keeps its own real timers.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      let clock = new Date();
      const built = await build(() => clock);
      app = built;
      await built.ready();
      // Made 29 days ago: it expires in a day.
      await createSession(db, userId, new Date(Date.now() - 29 * DAY_MS));
      await hit(db, 'login:203.0.113.9', LOGIN_LIMIT);

      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await built.purgeSchedule.settled();
      expect(await count(db, 'sessions')).toBe(1);
      expect(await count(db, 'rate_limits')).toBe(1);

      clock = new Date(Date.now() + 2 * DAY_MS);
      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await built.purgeSchedule.settled();
      expect(await count(db, 'sessions')).toBe(0);
      expect(await count(db, 'rate_limits')).toBe(0);
    });
  });
});
