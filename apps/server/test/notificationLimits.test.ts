/**
 * What one account can cause on Discord (rules §26), over HTTP on PGlite or TEST_DATABASE_URL: moves fold into one
 * announcement per race sent once the start stood still, a pull-out is told once per person and race, a non-admin's
 * notifying actions are capped, names never reach Discord as live links, admins can drop what waits, and a racer
 * moves one race a bounded number of times a day.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MOVE_SETTLE_MS, NOTIFY_ACTION_LIMIT } from '@pokered/core/discordNotifications';
import { MAX_RUNNER_MOVES_PER_DAY, RESCHEDULE_TOO_OFTEN } from '@pokered/core/raceSchedule';
import { auditLog, notificationOutbox, notificationWebhooks, rateLimits } from '../src/db/privateSchema.ts';
import { races, users } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeDiscordWebhook, type FakeDiscordWebhook } from './support/fakeDiscordWebhook.ts';
import {
  groupWithRace,
  HOUR_S,
  makeAdmin,
  makeRunners,
  nowSeconds,
  type Runner,
} from './support/tournamentFixtures.ts';

const ANN = '100000000000000011';
const COM = '100000000000000013';

describe('Limits on what one account can cause on Discord (rules §26)', () => {
  let t: TestApp;
  let fake: FakeDiscordWebhook;
  let admin: Client;
  let runners: Runner[];
  let next = 0;
  let ahead = 0;
  const clockNow = () => new Date(Date.now() + ahead);
  const drain = () => t.app.notifier.drainOnce();
  const outbox = () => t.db.select().from(notificationOutbox).orderBy(notificationOutbox.createdAt);
  const pair = () => {
    const two = runners.slice(next, next + 2);
    next += 2;
    return two;
  };
  const move = (who: Client | undefined, raceId: string, raceDateTime: number) =>
    who?.post(`/api/races/${raceId}/reschedule`, { raceDateTime });

  beforeAll(async () => {
    fake = await startFakeDiscordWebhook();
    t = await createTestApp(
      { DISCORD_WEBHOOK_BASE_URL: fake.baseUrl, PUBLIC_URL: 'https://race.example' },
      { notifier: { now: clockNow, timeoutMs: 300 } },
    );
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Limit', 30);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    ahead = 0;
    await t.db.delete(notificationOutbox);
    await t.db.delete(rateLimits);
    await admin.request('PUT', '/api/admin/notifications', { announcements: fake.url(ANN), commentary: fake.url(COM) });
  });

  it('folds a burst of moves into one announcement, sent once the start stood still', async () => {
    const two = pair();
    const raceId = await groupWithRace(admin, two);
    const [{ at: first } = { at: 0 }] = await t.db
      .select({ at: races.raceDateTime })
      .from(races)
      .where(eq(races.id, raceId));
    await drain(); // the race-scheduled announcement
    const base = nowSeconds() + 20 * HOUR_S;
    for (let i = 0; i < 5; i += 1) expect((await move(two[0]?.client, raceId, base + i * 60))?.statusCode).toBe(200);
    for (let i = 5; i < 10; i += 1) expect((await move(admin, raceId, base + i * 60))?.statusCode).toBe(200);
    const moved = (await outbox()).filter((row) => row.event === 'race-moved');
    expect(moved).toHaveLength(1);
    const before = fake.received().length;
    expect(await drain()).toMatchObject({ sent: 0 });
    ahead += MOVE_SETTLE_MS;
    expect(await drain()).toMatchObject({ sent: 1 });
    const [message] = fake.received().slice(before);
    expect(message?.body.content).toContain(`moved from <t:${String(first)}:F>`);
    expect(message?.body.content).toContain(`<t:${String(base + 9 * 60)}:F>`);
    // Moved away and straight back: nothing to announce.
    const later = nowSeconds() + 30 * HOUR_S;
    await move(admin, raceId, later);
    await move(admin, raceId, base + 9 * 60);
    expect((await outbox()).filter((row) => row.state === 'pending')).toEqual([]);
  });

  it('tells a pull-out once per person and race, and caps one account’s notifying actions', async () => {
    const fan = await t.as('limit_fan', { role: 'commentator' });
    const first = await groupWithRace(admin, pair());
    for (let i = 0; i < 10; i += 1) {
      expect((await fan.post(`/api/races/${first}/commentator`)).statusCode).toBe(200);
      expect((await fan.post(`/api/races/${first}/remove-commentator`)).statusCode).toBe(200);
    }
    const left = async () => (await outbox()).filter((row) => row.event === 'commentator-left');
    expect(await left()).toHaveLength(1);
    for (let i = 0; i < NOTIFY_ACTION_LIMIT.max + 2; i += 1) {
      const raceId = await groupWithRace(admin, pair());
      expect((await fan.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
      expect((await fan.post(`/api/races/${raceId}/remove-commentator`)).statusCode).toBe(200);
    }
    expect(await left()).toHaveLength(NOTIFY_ACTION_LIMIT.max);
  });

  it('defuses links in names and asks Discord for no embeds', async () => {
    const [one, two] = await makeRunners(t, 'Link', 2);
    if (!one || !two) throw new Error('no runners');
    await t.db.update(users).set({ displayName: 'discord.gg/abcdefgh' }).where(eq(users.id, one.id));
    await t.db.update(users).set({ displayName: 'https://evil.example/free-nitro' }).where(eq(users.id, two.id));
    await groupWithRace(admin, [one, two]);
    const before = fake.received().length;
    await drain();
    const [message] = fake.received().slice(before);
    const body = message?.body as { content: string; flags?: number; allowed_mentions?: unknown };
    expect(body.flags).toBe(4);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).not.toMatch(/discord\.gg\/|https:\/\/evil|evil\.example/);
    expect(body.content).toContain('https://race.example/races/');
  });

  it('lets an admin drop what waits (audited), and refuses a bad channel changing nothing', async () => {
    await groupWithRace(admin, pair());
    await groupWithRace(admin, pair());
    const bad = await admin.post('/api/admin/notifications/drop-pending', { channel: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBeTruthy();
    expect((await outbox()).every((row) => row.state === 'pending')).toBe(true);
    const dropped = await admin.post('/api/admin/notifications/drop-pending', {});
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({ message: '2 waiting messages dropped.', dropped: 2 });
    expect((await outbox()).map((row) => row.lastError)).toEqual([
      'Dropped by an admin before it was sent.',
      'Dropped by an admin before it was sent.',
    ]);
    expect(await drain()).toMatchObject({ sent: 0 });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'notifications.drop-pending'));
    expect(audited.at(-1)).toMatchObject({ actorId: admin.userId, after: { dropped: 2 } });
    const runner = runners[0]?.client;
    expect((await runner?.post('/api/admin/notifications/drop-pending', {}))?.statusCode).toBe(403);
  });

  it('caps a racer’s moves of one race a day (admins not counted), and audits only the changed fields', async () => {
    await t.db.delete(notificationWebhooks);
    const two = pair();
    const raceId = await groupWithRace(admin, two);
    const base = nowSeconds() + 40 * HOUR_S;
    for (let i = 0; i < MAX_RUNNER_MOVES_PER_DAY; i += 1)
      expect((await move(two[i % 2]?.client, raceId, base + i * 60))?.statusCode).toBe(200);
    const refused = await move(two[0]?.client, raceId, base + 3600);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json<{ error: string }>().error).toBe(RESCHEDULE_TOO_OFTEN);
    const [row] = await t.db.select({ at: races.raceDateTime }).from(races).where(eq(races.id, raceId));
    expect(row?.at).toBe(base + (MAX_RUNNER_MOVES_PER_DAY - 1) * 60);
    expect((await move(admin, raceId, base + 7200))?.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'race.reschedule'), eq(auditLog.targetId, raceId)))
      .limit(1);
    expect(Object.keys(entry?.after as object).sort()).toEqual(['raceDateTime', 'sequence']);
    expect(Object.keys(entry?.before as object).sort()).toEqual(['raceDateTime', 'sequence']);
  });
});
