/**
 * Discord notifications across real server processes (rules §15): two servers on one PostgreSQL send every queued
 * message exactly once between them, and a message queued by a server killed with SIGKILL before it could send is
 * sent by the next server on the same database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { notificationOutbox, notificationWebhooks } from '../../src/db/privateSchema.ts';
import { startFakeDiscordWebhook, type FakeDiscordWebhook } from '../support/fakeDiscordWebhook.ts';
import { userWithSession } from './support/fixtures.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';
import { httpClient, startServer, type ServerProcess } from './support/serverProcess.ts';

const MESSAGES = 200;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notification delivery across processes (rules §15)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  async function stage(
    fake: FakeDiscordWebhook,
  ): Promise<{ scratch: ScratchDatabase; database: Database; env: Record<string, string> }> {
    const scratch = await createScratchDatabase(await requirePostgres());
    cleanups.push(() => scratch.drop());
    const env = { DATABASE_URL: scratch.url, DISCORD_WEBHOOK_BASE_URL: fake.baseUrl, NOTIFY_INTERVAL_MS: '100' };
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    cleanups.push(() => database.close());
    return { scratch, database, env };
  }

  const start = async (env: Record<string, string>): Promise<ServerProcess> => {
    const server = await startServer(env);
    cleanups.push(() => server.stop(true));
    return server;
  };

  it('two servers on one PostgreSQL send each message once between them', async () => {
    const fake = await startFakeDiscordWebhook({ rateLimit: { limit: 20, windowMs: 200 } });
    cleanups.push(() => fake.close());
    const { database, env } = await stage(fake);
    await Promise.all([start(env), start(env)]);
    await database.db
      .insert(notificationWebhooks)
      .values({ channel: 'announcements', url: fake.url('200000000000000001') });
    await database.db.insert(notificationOutbox).values(
      Array.from({ length: MESSAGES }, (_, i) => ({
        channel: 'announcements',
        event: 'race-scheduled',
        facts: {
          event: 'race-scheduled',
          race: { raceId: `m-${String(i)}`, round: 'Round 1', racers: ['A', 'B'], raceDateTime: 1_800_000_000 },
        },
      })),
    );
    await until('every message sent', async () => {
      const rows = await database.db.select({ state: notificationOutbox.state }).from(notificationOutbox);
      return rows.every((row) => row.state === 'sent');
    });
    const links = fake.received().map((m) => /races\/(m-\d+)/.exec(m.body.content ?? '')?.[1]);
    expect(links).toHaveLength(MESSAGES);
    expect(new Set(links).size).toBe(MESSAGES);
  }, 120_000);

  it('a message queued just before kill -9 is sent after the restart', async () => {
    const fake = await startFakeDiscordWebhook();
    cleanups.push(() => fake.close());
    const { database, env } = await stage(fake);
    // The first server never sends (its timer would first look in 10 minutes).
    const first = await start({ ...env, NOTIFY_INTERVAL_MS: '600000' });
    const admin = await userWithSession(database.db, 'notify_admin', { isAdmin: true });
    const client = httpClient(first.url, admin.sid);
    expect(
      (await client.request('PUT', '/api/admin/notifications', { results: fake.url('300000000000000001') })).status,
    ).toBe(200);
    expect((await client.post('/api/admin/notifications/test', { channel: 'results' })).status).toBe(202);
    await first.stop(true);
    expect(fake.requests()).toBe(0);
    await start(env);
    await until('the message sent', () => fake.received().length === 1);
    // Discord has it; the row is marked sent once its answer is back (an instant later, on a loaded machine more).
    await until('the message marked sent', async () => {
      const [row] = await database.db.select().from(notificationOutbox);
      return row?.state === 'sent';
    });
    // And never again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.requests()).toBe(1);
  }, 120_000);
});
