/**
 * What the server lets the outside cost it (rules §16, §26), against loopback fakes only: racetime.gg's redirects
 * are never followed, a racer switching a race's room causes at most one read a minute, old room rows and sent
 * messages are purged, and a huge error answer from Discord is cut off at the shared cap instead of read whole.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_RETENTION_MS, discordMessage } from '@pokered/core/discordNotifications';
import { createDiscordWebhookClient } from '../src/clients/discordWebhook.ts';
import { notificationOutbox, racetimeRooms } from '../src/db/privateSchema.ts';
import { races, racetimeRoomChannels } from '../src/db/schema.ts';
import { purgeExpiredRows } from '../src/jobs/purge.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { FAKE_TOKEN } from './support/fakeDiscordWebhook.ts';
import { startFakeRacetime, type FakeRacetime } from './support/fakeRacetime.ts';
import { groupWithRace, makeAdmin, makeRunners, type Runner } from './support/tournamentFixtures.ts';

const DAY_MS = 24 * 3600_000;

/** A loopback server that answers every request with `answer`, counting the requests and the bytes it got out. */
async function startLoopback(answer: (res: ServerResponse, sent: (n: number) => void) => void) {
  let hits = 0;
  let bytes = 0;
  let closed: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (closed = resolve));
  const server: Server = createServer((req, res) => {
    hits += 1;
    res.on('close', () => closed());
    answer(res, (n) => (bytes += n));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    hits: () => hits,
    bytes: () => bytes,
    answered: () => done,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('outside answers and what they may cost (rules §16, §26)', () => {
  let fake: FakeRacetime;
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let clock = new Date('2026-11-21T20:00:00.000Z');
  const clockSeconds = () => Math.floor(clock.getTime() / 1000);

  beforeAll(async () => {
    fake = await startFakeRacetime();
    t = await createTestApp(
      { RACETIME_BASE_URL: fake.baseUrl },
      { racetime: { timeoutMs: 2000 }, racetimeWatch: { now: () => clock, intervalMs: 3_600_000 } },
    );
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Out', 4);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('never follows a racetime.gg redirect (a loopback canary stays untouched)', async () => {
    const canary = await startLoopback((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const raceId = await groupWithRace(admin, [r[0] as Runner, r[1] as Runner]);
    fake.redirect('pkmnredblue/moved-away', `${canary.url}/pkmnredblue/moved-away/data`);
    const preview = await admin.post(`/api/admin/races/${raceId}/racetime-preview`, { room: 'pkmnredblue/moved-away' });
    expect(preview.statusCode).toBe(502);
    expect(preview.json<{ error: string }>().error).toMatch(/racetime\.gg/);
    expect(fake.reads('pkmnredblue/moved-away')).toBe(1);
    expect(canary.hits()).toBe(0);
    await canary.close();
  });

  it('reads at most one room a minute per race however often its room changes, and purges old room rows', async () => {
    const [a, b] = [r[2] as Runner, r[3] as Runner];
    const raceId = await groupWithRace(admin, [a, b]);
    await t.db
      .update(races)
      .set({ raceDateTime: clockSeconds() + 1800 })
      .where(eq(races.id, raceId));
    const rooms = Array.from({ length: 40 }, (_, i) => `pkmnredblue/flip-${String(i)}`);
    for (const room of rooms)
      fake.setRoom(room, {
        status: 'open',
        entrants: [{ user: { id: 'u1', name: 'U1', twitch_name: 'u1tv' }, status: 'ready' }],
      });
    const readsOf = () => rooms.reduce((sum, room) => sum + fake.reads(room), 0);
    for (const room of rooms) {
      const answer = await a.client.post(`/api/races/${raceId}/room`, { room });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(readsOf()).toBe(1);
    clock = new Date(clock.getTime() + 61_000);
    expect((await a.client.post(`/api/races/${raceId}/room`, { room: rooms[5] })).statusCode).toBe(200);
    expect(readsOf()).toBe(2);
    // A day later, only what the race's current room needs is kept.
    const counts = await purgeExpiredRows(t.db, new Date(clock.getTime() + 2 * DAY_MS));
    expect(counts).toMatchObject({ racetimeRooms: 2, roomChannels: 1 });
    const left = await t.db.select({ room: racetimeRooms.room }).from(racetimeRooms);
    expect(left.map((row) => row.room)).toEqual([rooms[5]]);
    const channels = await t.db.select({ room: racetimeRoomChannels.room }).from(racetimeRoomChannels);
    expect(channels.map((row) => row.room)).toEqual([rooms[5]]);
  });

  it('purges sent and failed Discord messages after their retention, never a waiting one', async () => {
    const old = new Date(Date.now() - OUTBOX_RETENTION_MS - DAY_MS);
    const facts = { event: 'test', channel: 'results' } as const;
    for (const state of ['sent', 'failed', 'pending'])
      await t.db.insert(notificationOutbox).values({ channel: 'results', event: 'test', facts, state, createdAt: old });
    await t.db.insert(notificationOutbox).values({ channel: 'results', event: 'test', facts, state: 'sent' });
    expect(await purgeExpiredRows(t.db)).toMatchObject({ outbox: 2 });
    const states = await t.db.select({ state: notificationOutbox.state }).from(notificationOutbox);
    expect(states.map((row) => row.state).sort()).toEqual(['pending', 'sent']);
    await t.db.execute(sql`delete from notification_outbox`);
  });

  it('cuts a huge Discord error answer off at the cap instead of reading it whole', async () => {
    const CHUNK = Buffer.alloc(64 * 1024, 'x');
    const TOTAL = 64 * 1024 * 1024;
    const discord = await startLoopback((res, sent) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      let written = 0;
      const pump = () => {
        while (written < TOTAL && !res.destroyed) {
          written += CHUNK.byteLength;
          sent(CHUNK.byteLength);
          if (!res.write(CHUNK)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const client = createDiscordWebhookClient({ timeoutMs: 20_000 });
    const outcome = await client.post(
      `${discord.url}/api/webhooks/1/${FAKE_TOKEN}`,
      discordMessage({ event: 'test', channel: 'results' }, 'https://race.example'),
    );
    expect(outcome.kind).toBe('rejected');
    await discord.answered();
    // What the kernel buffers on loopback, at most: far below the 64 MB a whole read takes.
    expect(discord.bytes()).toBeLessThan(16 * 1024 * 1024);
    await discord.close();
  });
});
