/**
 * The sender reads each queued row's stored facts through their schema (src/jobs/notifier.ts, rules §15): a row
 * whose facts do not parse is marked failed with the reason, and the rows beside it are still sent. On PGlite or
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeDiscordWebhook, type FakeDiscordWebhook } from './support/fakeDiscordWebhook.ts';
import { makeAdmin } from './support/tournamentFixtures.ts';

const ANN = '100000000000000021';

describe('Stored notification facts are parsed when read (rules §15)', () => {
  let t: TestApp;
  let fake: FakeDiscordWebhook;
  let admin: Client;

  beforeAll(async () => {
    fake = await startFakeDiscordWebhook();
    t = await createTestApp({ DISCORD_WEBHOOK_BASE_URL: fake.baseUrl, PUBLIC_URL: 'https://race.example' });
    admin = await makeAdmin(t);
    const set = await admin.request('PUT', '/api/admin/notifications', { announcements: fake.url(ANN) });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('fails a row whose facts do not parse, with the reason, and still sends the row after it', async () => {
    const old = new Date(Date.now() - 60_000);
    await t.db.insert(notificationOutbox).values([
      // An older release's shape: `racers` was one string.
      {
        channel: 'announcements',
        event: 'race-scheduled',
        facts: { event: 'race-scheduled', race: { raceId: 'r-1', round: 'Round 1', racers: 'Ash', raceDateTime: 1 } },
        createdAt: old,
        nextAttemptAt: old,
      },
      {
        channel: 'announcements',
        event: 'test',
        facts: { event: 'test', channel: 'announcements' },
        createdAt: new Date(old.getTime() + 1000),
        nextAttemptAt: old,
      },
    ]);

    const report = await t.app.notifier.drainOnce();

    expect(report).toEqual({ sent: 1, failed: 1, requeued: 0 });
    const rows = await t.db.select().from(notificationOutbox).orderBy(notificationOutbox.createdAt);
    expect(rows.map((row) => [row.event, row.state])).toEqual([
      ['race-scheduled', 'failed'],
      ['test', 'sent'],
    ]);
    expect(rows[0]?.lastError).toMatch(/^The stored message could not be read at race\.racers: .+\. Not sent\.$/);
    expect(fake.received()).toHaveLength(1);

    // The admins' list reads the same rows: the unreadable one is listed with its reason, not a 500.
    const list = await admin.get('/api/admin/notifications');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ deliveries: unknown[] }>().deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'race-scheduled', summary: 'A stored message that could not be read.' }),
      ]),
    );
  });
});
