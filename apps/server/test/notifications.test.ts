/**
 * Discord notifications over HTTP (rules §15), on PGlite or TEST_DATABASE_URL: webhook settings never show the
 * whole URL, each event queues its message in the change's own transaction, and the sender (drainOnce, with an
 * injected clock) delivers to a fake Discord on loopback that answers 204, 429 with retry_after, 404, 500 or hangs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MOVE_SETTLE_MS } from '@pokered/core/discordNotifications';
import { notificationOutbox, notificationWebhooks } from '../src/db/privateSchema.ts';
import { parseEnv, webhookOrigins } from '../src/env.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { FAKE_TOKEN, startFakeDiscordWebhook, type FakeDiscordWebhook } from './support/fakeDiscordWebhook.ts';
import {
  finished,
  groupWithRace,
  HOUR_S,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';

const ANN = '100000000000000001';
const RES = '100000000000000002';
const COM = '100000000000000003';

describe('Discord notifications (rules §15)', () => {
  let t: TestApp;
  let fake: FakeDiscordWebhook;
  let admin: Client;
  let runners: Runner[];
  let next = 0;
  /** How far the sender's clock is ahead of the real one (tests move it instead of waiting). */
  let ahead = 0;
  const clockNow = () => new Date(Date.now() + ahead);
  const drain = () => t.app.notifier.drainOnce();
  const outbox = () => t.db.select().from(notificationOutbox).orderBy(notificationOutbox.createdAt);
  const setAll = () =>
    admin.request('PUT', '/api/admin/notifications', {
      announcements: fake.url(ANN),
      results: fake.url(RES),
      commentary: fake.url(COM),
    });
  const pair = () => {
    const two = runners.slice(next, next + 2);
    next += 2;
    return two;
  };

  beforeAll(async () => {
    fake = await startFakeDiscordWebhook({ retryAfterSeconds: 2.5 });
    t = await createTestApp(
      { DISCORD_WEBHOOK_BASE_URL: fake.baseUrl, PUBLIC_URL: 'https://race.example' },
      { notifier: { now: clockNow, timeoutMs: 300 } },
    );
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Notify', 40);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    ahead = 0;
    await t.db.delete(notificationOutbox);
    await t.db.delete(notificationWebhooks);
  });

  it('shows only the webhook id and the last 4 characters of its token, never the URL', async () => {
    const put = await setAll();
    expect(put.statusCode, put.body).toBe(200);
    const get = await admin.get('/api/admin/notifications');
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({
      announcements: { id: ANN, tokenEnd: 'wxyz', disabled: null },
      results: { id: RES, tokenEnd: 'wxyz' },
      commentary: { id: COM },
    });
    expect(get.body).not.toContain(FAKE_TOKEN.slice(0, 20));
    expect(put.body).not.toContain(FAKE_TOKEN.slice(0, 20));
    // Absent keeps, null clears.
    await admin.request('PUT', '/api/admin/notifications', { results: null });
    expect((await admin.get('/api/admin/notifications')).json()).toMatchObject({
      announcements: { id: ANN },
      results: null,
    });
  });

  it('refuses a URL that is not a webhook of the allowed Discord, and changes nothing', async () => {
    await setAll();
    for (const url of [
      'https://evil.example/api/webhooks/1/abc',
      `${fake.baseUrl}/api/webhooks/abc/${FAKE_TOKEN}`,
      `${fake.baseUrl}/api/webhooks/1/${FAKE_TOKEN}?wait=true`,
      'not a url',
    ]) {
      const answer = await admin.request('PUT', '/api/admin/notifications', { announcements: url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/Discord webhook URL/);
    }
    expect((await admin.get('/api/admin/notifications')).json()).toMatchObject({ announcements: { id: ANN } });
    const fan = await t.as('notify_fan');
    expect((await fan.get('/api/admin/notifications')).statusCode).toBe(403);
    expect((await fan.request('PUT', '/api/admin/notifications', { announcements: null })).statusCode).toBe(403);
  });

  it('queues nothing for a channel without a webhook', async () => {
    await groupWithRace(admin, pair());
    expect(await outbox()).toEqual([]);
  });

  it('queues each race event on its channel, in the change itself, and sends it with a timestamp and a link', async () => {
    await setAll();
    const two = pair();
    const raceId = await groupWithRace(admin, two);
    const start = nowSeconds() + 10 * HOUR_S;
    expect((await admin.post(`/api/races/${raceId}/reschedule`, { raceDateTime: start })).statusCode).toBe(200);
    expect((await admin.post(`/api/races/${raceId}/restream`, { restreamChannel: 'pkmnred' })).statusCode).toBe(200);
    const fan = await t.as('notify_commentator');
    expect((await fan.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
    expect((await fan.post(`/api/races/${raceId}/remove-commentator`)).statusCode).toBe(200);
    expect((await admin.post(`/api/races/${raceId}/cancel`)).statusCode).toBe(200);
    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.event])).toEqual([
      ['announcements', 'race-scheduled'],
      ['announcements', 'race-moved'],
      ['announcements', 'restream-planned'],
      ['commentary', 'commentator-left'],
      ['announcements', 'race-cancelled'],
    ]);
    const before = fake.received().length;
    expect(await drain()).toMatchObject({ sent: 4, failed: 0 });
    // rules §26: the move waits until the start has stood still a few minutes.
    ahead += MOVE_SETTLE_MS;
    expect(await drain()).toMatchObject({ sent: 1, failed: 0 });
    const got = fake.received().slice(before);
    expect(got.map((m) => m.webhookId)).toEqual([ANN, ANN, COM, ANN, ANN]);
    for (const message of got) {
      expect(message.body.allowed_mentions).toEqual({ parse: [] });
      expect(message.body.content).toContain(`https://race.example/races/${raceId}`);
      expect(message.body.content).toMatch(/<t:\d+:F>/);
      expect(message.body.content).toContain('Round 1');
      expect(message.body.content).toContain(two[0]?.name ?? '?');
    }
    expect(got[4]?.body.content).toMatch(/Race moved/);
    expect(got[4]?.body.content).toContain(`<t:${String(start)}:F>`);
    const list = (await admin.get('/api/admin/notifications')).json<{ deliveries: { state: string }[] }>();
    expect(list.deliveries.map((d) => d.state)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('queues a recorded and a corrected result on the results channel', async () => {
    await setAll();
    const two = pair();
    const raceId = await groupWithRace(admin, two);
    await recordOk(admin, raceId, [finished(two[0] ?? '', 7_000_000), finished(two[1] ?? '', 7_100_000)]);
    await recordOk(admin, raceId, [finished(two[0] ?? '', 7_200_000), finished(two[1] ?? '', 7_100_000)]);
    const rows = (await outbox()).filter((row) => row.channel === 'results');
    expect(rows.map((row) => (row.facts as { corrected: boolean }).corrected)).toEqual([false, true]);
    await drain();
    const last = fake.received().at(-1);
    expect(last?.body.content).toMatch(/Result corrected/);
    expect(last?.body.content).toMatch(new RegExp(`1\\. ${two[1]?.name ?? '?'} \\(1:58:20\\.000\\)`));
  });

  it('reminds the commentary channel once, 24 h before a race with free places', async () => {
    await setAll();
    const raceId = await groupWithRace(admin, pair());
    const notifier = t.app.notifier;
    expect(await notifier.remindOnce()).toBeGreaterThanOrEqual(1);
    expect(await notifier.remindOnce()).toBe(0);
    const reminders = (await outbox()).filter((row) => row.event === 'commentary-reminder');
    expect(reminders.some((row) => (row.facts as { race: { raceId: string } }).race.raceId === raceId)).toBe(true);
  });

  it('retries a 500 after its back-off, and honours a 429 retry_after without counting it as a try', async () => {
    await setAll();
    fake.script(ANN, 500, 429);
    await groupWithRace(admin, pair());
    expect(await drain()).toMatchObject({ sent: 0, requeued: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Discord answered 500.' });
    ahead += 4_000;
    expect(await drain()).toMatchObject({ sent: 0, requeued: 0 }); // the 5 s back-off is not over
    ahead += 2_000;
    expect(await drain()).toMatchObject({ sent: 0, requeued: 1 }); // 429
    [row] = await outbox();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    ahead += 2_000;
    expect(await drain()).toMatchObject({ sent: 0 }); // retry_after 2.5 s not over
    ahead += 1_000;
    expect(await drain()).toMatchObject({ sent: 1 });
  });

  it('disables a deleted webhook (404), fails what waited for it and shows admins why', async () => {
    await setAll();
    fake.script(ANN, 404);
    await groupWithRace(admin, pair());
    await groupWithRace(admin, pair());
    await drain();
    const settings = (await admin.get('/api/admin/notifications')).json<{
      announcements: { disabled: string | null };
      deliveries: { state: string; reason: string | null }[];
    }>();
    expect(settings.announcements.disabled).toMatch(/deleted \(404/);
    expect(settings.deliveries.map((d) => d.state)).toEqual(['failed', 'failed']);
    // No more messages for it until an admin sets a webhook again.
    await groupWithRace(admin, pair());
    expect(await outbox()).toHaveLength(2);
    await admin.request('PUT', '/api/admin/notifications', { announcements: fake.url(ANN) });
    expect((await admin.get('/api/admin/notifications')).json()).toMatchObject({ announcements: { disabled: null } });
  });

  it('never fails or waits on a change while Discord is down; a hang is never sent twice', async () => {
    await admin.request('PUT', '/api/admin/notifications', { announcements: fake.url(ANN) });
    // Discord gone entirely: the webhook points at a port nothing listens on (any more).
    const gone = await startFakeDiscordWebhook();
    await gone.close();
    await t.db.update(notificationWebhooks).set({ url: gone.url(ANN) });
    const startedAt = Date.now();
    await groupWithRace(admin, pair());
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await drain();
    expect((await outbox())[0]).toMatchObject({ state: 'pending', lastError: 'Discord could not be reached.' });
    // A hang past the time limit: the request may have arrived, so it fails rather than risk a second post.
    await admin.request('PUT', '/api/admin/notifications', { announcements: fake.url(ANN) });
    await t.db.delete(notificationOutbox);
    fake.script(ANN, 'hang');
    await groupWithRace(admin, pair());
    await drain();
    expect((await outbox())[0]).toMatchObject({ state: 'failed' });
    expect((await outbox())[0]?.lastError).toMatch(/never posted twice/);
  });

  it('after a crash, gives back a claimed row but fails a row that was sending', async () => {
    await setAll();
    await groupWithRace(admin, pair());
    await groupWithRace(admin, pair());
    const [first, second] = await outbox();
    const expired = new Date(Date.now() - 1000);
    await t.db
      .update(notificationOutbox)
      .set({ state: 'claimed', claimToken: crypto.randomUUID(), claimedUntil: expired, attempts: 1 })
      .where(eq(notificationOutbox.id, first?.id ?? ''));
    await t.db
      .update(notificationOutbox)
      .set({ state: 'sending', claimToken: crypto.randomUUID(), claimedUntil: expired, attempts: 1 })
      .where(eq(notificationOutbox.id, second?.id ?? ''));
    const before = fake.received().length;
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(fake.received().length - before).toBe(1);
    const after = await outbox();
    expect(after.find((row) => row.id === first?.id)?.state).toBe('sent');
    expect(after.find((row) => row.id === second?.id)).toMatchObject({ state: 'failed' });
  });

  it('sends a test message on demand, and refuses a channel without a webhook', async () => {
    expect((await admin.post('/api/admin/notifications/test', { channel: 'results' })).statusCode).toBe(409);
    await setAll();
    const answer = await admin.post('/api/admin/notifications/test', { channel: 'results' });
    expect(answer.statusCode, answer.body).toBe(202);
    await drain();
    expect(fake.received().at(-1)).toMatchObject({
      webhookId: RES,
      body: { content: expect.stringMatching(/Test message/) },
    });
    expect((await admin.post('/api/admin/notifications/test', { channel: 'nope' })).statusCode).toBe(400);
  });

  it('requires an https webhook origin in production (rules §15)', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      DISCORD_CLIENT_ID: 'id',
      DISCORD_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://race.example',
    };
    expect(() => parseEnv({ ...production, DISCORD_WEBHOOK_BASE_URL: fake.baseUrl })).toThrow(
      /DISCORD_WEBHOOK_BASE_URL must be https in production/,
    );
    expect(webhookOrigins(parseEnv(production).DISCORD_WEBHOOK_BASE_URL)).toContain('https://discordapp.com');
  });
});
