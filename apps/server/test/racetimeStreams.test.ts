/**
 * The "Watch" link's channels (rules §16), over HTTP against a fake racetime.gg on loopback: a read of a race's room
 * (a room attached to a race about to start, the watcher, the admin preview) stores its entrants' Twitch logins, the
 * race answers carry them as `twitchChannels` while the race can be watched, odd names are dropped, a hostile room
 * stores nothing, and a room is still read at most once a minute. The clock is injected: no sleeps.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Race } from '@pokered/core/schemas/races';
import { readDataVersion } from '../src/db/dataVersion.ts';
import { races, racetimeRoomChannels } from '../src/db/schema.ts';
import type { RacetimeWatch } from '../src/jobs/racetimeWatch.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeRacetime, type FakeEntrant, type FakeRacetime } from './support/fakeRacetime.ts';
import { groupWithRace, makeAdmin, makeRunners, type Runner } from './support/tournamentFixtures.ts';

const MINUTE_MS = 60_000;

const streamer = (id: string, twitch: string | null, status: FakeEntrant['status'] = 'ready'): FakeEntrant => ({
  user: { id, name: id, twitch_name: twitch },
  status,
});

describe('the Watch link: the entrants’ Twitch channels of a race’s room', () => {
  let fake: FakeRacetime;
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let next = 0;
  let clock = new Date('2026-11-21T20:00:00.000Z');
  let watch: RacetimeWatch;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const clockSeconds = () => Math.floor(clock.getTime() / 1000);

  /** A race of two fresh runners starting `inSeconds` after the clock (negative: it has started). */
  async function race(inSeconds: number) {
    const pair = [r[next++], r[next++]] as [Runner, Runner];
    const raceId = await groupWithRace(admin, pair);
    await t.db
      .update(races)
      .set({ raceDateTime: clockSeconds() + inSeconds })
      .where(eq(races.id, raceId));
    const attach = async (room: string | null) => {
      const response = await pair[0].client.post(`/api/races/${raceId}/room`, { room });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ race: Race }>().race;
    };
    return { pair, raceId, attach };
  }
  const channelsOf = async (raceId: string) =>
    (await t.anonymous.get(`/api/races/${raceId}`)).json<Race>().twitchChannels;
  const storedRow = async (room: string) =>
    (await t.db.select().from(racetimeRoomChannels).where(eq(racetimeRoomChannels.room, room)))[0];

  beforeAll(async () => {
    fake = await startFakeRacetime();
    t = await createTestApp(
      { RACETIME_BASE_URL: fake.baseUrl, RACETIME_WATCH: 'on' },
      { racetime: { timeoutMs: 1000 }, racetimeWatch: { now: () => clock, intervalMs: 3_600_000 } },
    );
    const found = t.app.racetimeWatch;
    if (!found) throw new Error('RACETIME_WATCH=on registered no watcher');
    watch = found;
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Rts', 24);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reads a room attached to a race about to start at once: its valid Twitch logins, in order, on every race answer', async () => {
    const room = 'pkmnredblue/streams-0001';
    fake.setRoom(room, {
      status: 'open',
      entrants: [
        streamer('rtA', 'Ash_Ketchum'),
        streamer('rtB', 'abc'),
        streamer('rtC', 'bad name'),
        streamer('rtD', '../../admin'),
        streamer('rtE', 'x'.repeat(26)),
        streamer('rtF', 'javascript:alert(1)'),
        streamer('rtG', 'brock_declined', 'declined'),
        streamer('rtH', null),
        {
          user: { id: 'rtI', name: 'rtI', twitch_name: null, twitch_channel: 'https://www.twitch.tv/Gary_Oak' },
          status: 'ready',
        },
        {
          user: { id: 'rtJ', name: 'rtJ', twitch_name: null, twitch_channel: 'https://evil.example/misty_w' },
          status: 'ready',
        },
        streamer('rtK', 'ASH_KETCHUM'),
      ],
    });
    const { raceId, attach } = await race(10 * 60);
    const answered = await attach(`https://racetime.gg/${room}`);
    expect(fake.reads(room)).toBe(1);
    expect(answered.twitchChannels).toEqual(['ash_ketchum', 'gary_oak']);
    expect(await channelsOf(raceId)).toEqual(['ash_ketchum', 'gary_oak']);
    const listed = (await t.anonymous.get('/api/races')).json<Race[]>().find((x) => x._id === raceId);
    expect(listed?.twitchChannels).toEqual(['ash_ketchum', 'gary_oak']);
    expect((await storedRow(room))?.channels).toEqual(['ash_ketchum', 'gary_oak']);
  });

  it('leaves a room attached days ahead unread, and reads it again no sooner than a minute', async () => {
    const room = 'pkmnredblue/streams-0002';
    fake.setRoom(room, { status: 'open', entrants: [streamer('rtA', 'misty_waterflower')] });
    const far = await race(3 * 24 * 3600);
    expect((await far.attach(room)).twitchChannels).toEqual([]);
    expect(fake.reads(room)).toBe(0);

    const soon = await race(5 * 60);
    expect((await soon.attach(room)).twitchChannels).toEqual(['misty_waterflower']);
    expect(fake.reads(room)).toBe(1);
    // Attached again within the minute (here to another race): not read, what was read stands.
    fake.setRoom(room, {
      status: 'open',
      entrants: [streamer('rtA', 'misty_waterflower'), streamer('rtB', 'brock_s')],
    });
    later(30_000);
    await soon.attach(null);
    expect((await soon.attach(room)).twitchChannels).toEqual(['misty_waterflower']);
    expect(fake.reads(room)).toBe(1);
    later(MINUTE_MS);
    expect((await soon.attach(room)).twitchChannels).toEqual(['misty_waterflower', 'brock_s']);
    expect(fake.reads(room)).toBe(2);
  });

  it('follows the room as the watcher reads it, changing the data version only when the channels change', async () => {
    const room = 'pkmnredblue/streams-0003';
    fake.setRoom(room, { status: 'in_progress', entrants: [streamer('rtA', 'erika_celadon', 'in_progress')] });
    const { raceId } = await race(-5 * 60);
    await t.db.update(races).set({ raceTimeId: room }).where(eq(races.id, raceId));
    later(2 * MINUTE_MS);
    expect((await watch.tick()).read).toContain(room);
    expect(await channelsOf(raceId)).toEqual(['erika_celadon']);

    const version = await readDataVersion(t.db);
    later(MINUTE_MS);
    expect((await watch.tick()).read).toContain(room);
    expect(await readDataVersion(t.db)).toBe(version);

    fake.setRoom(room, { status: 'in_progress', entrants: [streamer('rtA', null, 'in_progress')] });
    later(MINUTE_MS);
    expect((await watch.tick()).read).toContain(room);
    expect(await readDataVersion(t.db)).not.toBe(version);
    expect(await channelsOf(raceId)).toEqual([]);
    expect(await storedRow(room)).toBeUndefined();
  });

  it('keeps the channels an admin preview read, and shows none once the race is cancelled', async () => {
    const room = 'pkmnredblue/streams-0004';
    const { pair, raceId } = await race(-3600);
    fake.setRoom(room, {
      entrants: [
        {
          ...streamer('rtA', 'sabrina_saffron', 'done'),
          user: { id: 'rtA', name: pair[0].name, twitch_name: 'sabrina_saffron' },
          finishTime: 'P0DT01H50M00S',
        },
        {
          ...streamer('rtB', 'koga_fuchsia', 'dnf'),
          user: { id: 'rtB', name: pair[1].name, twitch_name: 'koga_fuchsia' },
        },
      ],
    });
    await t.db.update(races).set({ raceTimeId: room }).where(eq(races.id, raceId));
    const preview = await admin.post(`/api/admin/races/${raceId}/racetime-preview`, { room });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await channelsOf(raceId)).toEqual(['sabrina_saffron', 'koga_fuchsia']);
    expect((await admin.post(`/api/races/${raceId}/cancel`)).statusCode).toBe(200);
    expect(await channelsOf(raceId)).toEqual([]);
  });

  it('stores nothing from a hostile or failing room, however it is read, and the room is set all the same', async () => {
    const hows = ['html', 'huge', 'huge-chunked', 'wrong-types', 'server-error', 'slow'] as const;
    for (const how of hows) {
      const room = `pkmnredblue/hostile-${how}`;
      fake.setRoom(room, { status: 'open', entrants: [streamer('rtA', 'lance_dragon')] });
      fake.misbehave(room, how);
      const { raceId, attach } = await race(60);
      const answered = await attach(room);
      expect(answered.raceTimeId, how).toBe(room);
      expect(answered.twitchChannels, how).toEqual([]);
      expect(fake.reads(room), how).toBe(1);
      await t.db
        .update(races)
        .set({ raceDateTime: clockSeconds() - 60 })
        .where(eq(races.id, raceId));
      later(MINUTE_MS + 1);
      expect((await watch.tick()).read, how).toContain(room);
      const preview = await admin.post(`/api/admin/races/${raceId}/racetime-preview`, { room });
      expect([502, 504], `${how}: ${preview.body}`).toContain(preview.statusCode);
      expect(await storedRow(room), how).toBeUndefined();
      expect(await channelsOf(raceId), how).toEqual([]);
    }
  });
});
