/**
 * The racetime.gg watcher (rules §16, RACETIME_WATCH=on): it reads the rooms of started, unrecorded races at most
 * once a minute per room — also with two server processes on one database — marks finished rooms as results ready
 * to import on GET /api/races/ready-to-complete, and stops once the race is recorded. The clock is injected: no sleeps.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, parseEnv } from '../src/env.ts';
import { races } from '../src/db/schema.ts';
import { claimRoom, readRoomOnce } from '../src/features/racetime/mutations.ts';
import type { RacetimeWatch } from '../src/jobs/racetimeWatch.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeRacetime, type FakeRacetime } from './support/fakeRacetime.ts';
import {
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';

const MINUTE_MS = 60_000;

describe('the racetime.gg watcher', () => {
  let fake: FakeRacetime;
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let next = 0;
  let clock = new Date('2026-11-21T20:00:00.000Z');
  let watch: RacetimeWatch;

  /** A race of two fresh runners that started an hour before the clock, with `room` set by racer 1. */
  async function startedRace(room: string) {
    const pair = [r[next++], r[next++]] as [Runner, Runner];
    const raceId = await groupWithRace(admin, pair);
    const set = await pair[0].client.post(`/api/races/${raceId}/room`, { room });
    expect(set.statusCode, set.body).toBe(200);
    await t.db
      .update(races)
      .set({ raceDateTime: Math.floor(clock.getTime() / 1000) - 3600 })
      .where(eq(races.id, raceId));
    return { pair, raceId };
  }
  const readyFlags = async () =>
    new Map(
      (await admin.get('/api/races/ready-to-complete'))
        .json<{ _id: string; racetimeReady: boolean }[]>()
        .map((race) => [race._id, race.racetimeReady]),
    );
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    fake = await startFakeRacetime();
    t = await createTestApp(
      { RACETIME_BASE_URL: fake.baseUrl, RACETIME_WATCH: 'on' },
      // The timer never fires during the test: the test ticks by hand with its own clock.
      { racetime: { timeoutMs: 1000 }, racetimeWatch: { now: () => clock, intervalMs: 3_600_000 } },
    );
    const found = t.app.racetimeWatch;
    if (!found) throw new Error('RACETIME_WATCH=on registered no watcher');
    watch = found;
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Rtw', 12);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reads RACETIME_BASE_URL and RACETIME_WATCH at start, refusing bad values with a line naming them', () => {
    const defaults = parseEnv({});
    expect(defaults.RACETIME_BASE_URL).toBe('https://racetime.gg');
    expect(defaults.RACETIME_WATCH).toBe('off');
    expect(parseEnv({ RACETIME_BASE_URL: 'http://127.0.0.1:4700/' }).RACETIME_BASE_URL).toBe('http://127.0.0.1:4700');
    expect(() => parseEnv({ RACETIME_BASE_URL: 'racetime.gg' })).toThrow(/RACETIME_BASE_URL/);
    expect(() => parseEnv({ RACETIME_BASE_URL: 'ftp://racetime.gg' })).toThrow(ConfigError);
    expect(() => parseEnv({ RACETIME_WATCH: 'yes' })).toThrow(/RACETIME_WATCH/);
  });

  it('is off by default', async () => {
    expect(t.app.env.RACETIME_WATCH).toBe('on');
    expect(watch.running).toBe(true);
    const plain = await createTestApp();
    try {
      expect(plain.app.env.RACETIME_WATCH).toBe('off');
      expect(plain.app.racetimeWatch).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('reads a room at most once a minute, marks it ready once finished, then stops', async () => {
    const room = 'pkmnredblue/watched-0001';
    const { pair, raceId } = await startedRace(room);
    fake.setRoom(room, { status: 'in_progress', entrants: [] });

    expect((await watch.tick()).read).toContain(room);
    expect((await readyFlags()).get(raceId)).toBe(false);
    later(30_000);
    expect((await watch.tick()).read).not.toContain(room);
    expect(fake.reads(room)).toBe(1);

    fake.setRoom(room, { status: 'finished', entrants: [] });
    later(31_000);
    const tick = await watch.tick();
    expect(tick.finished).toContain(room);
    expect(fake.reads(room)).toBe(2);
    expect((await readyFlags()).get(raceId)).toBe(true);

    // Finished: never read again, even minutes later.
    later(5 * MINUTE_MS);
    expect((await watch.tick()).read).not.toContain(room);
    expect(fake.reads(room)).toBe(2);

    // Recorded: it leaves the list (and the watcher has nothing more to do for it).
    await recordOk(admin, raceId, [finished(pair[0], 3_600_000), finished(pair[1], 3_700_000)]);
    expect((await readyFlags()).has(raceId)).toBe(false);
  });

  it('skips races not started, without a room, recorded or cancelled, and rooms that failed until a minute passed', async () => {
    const future = 'pkmnredblue/future-0002';
    const pairF = [r[next++], r[next++]] as [Runner, Runner];
    const futureRace = await groupWithRace(admin, pairF);
    await pairF[0].client.post(`/api/races/${futureRace}/room`, { room: future });
    await t.db
      .update(races)
      .set({ raceDateTime: Math.floor(clock.getTime() / 1000) + 3600 })
      .where(eq(races.id, futureRace));

    const broken = 'pkmnredblue/broken-0003';
    await startedRace(broken);
    fake.misbehave(broken, 'html');
    const cancelledRoom = 'pkmnredblue/cancelled-0004';
    const { raceId: cancelledRace } = await startedRace(cancelledRoom);
    expect((await admin.post(`/api/races/${cancelledRace}/cancel`)).statusCode).toBe(200);

    later(2 * MINUTE_MS);
    const tick = await watch.tick();
    expect(tick.read).toContain(broken);
    expect(tick.read).not.toContain(future);
    expect(tick.read).not.toContain(cancelledRoom);
    expect(fake.reads(broken)).toBe(1);
    later(10_000);
    await watch.tick();
    expect(fake.reads(broken)).toBe(1);
    later(MINUTE_MS);
    await watch.tick();
    expect(fake.reads(broken)).toBe(2);
  });

  it('lets one claim win when several processes ask for the same room at once', async () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimRoom(t.db, 'pkmnredblue/contended-0005', now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRoom(t.db, 'pkmnredblue/contended-0005', new Date(now.getTime() + 59_999))).toBe(false);
    expect(await claimRoom(t.db, 'pkmnredblue/contended-0005', new Date(now.getTime() + MINUTE_MS))).toBe(true);
  });

  it('counts the minute from when a read ended, however long it took', async () => {
    const room = 'pkmnredblue/slow-read-0007';
    fake.setRoom(room, { status: 'in_progress', entrants: [] });
    const start = new Date('2031-01-01T00:00:00.000Z').getTime();
    // The claim is taken at `start`; the read ends 50 s later (a long look at many rooms, a slow racetime.gg).
    const times = [start, start + 50_000];
    const read = await readRoomOnce(t.db, t.app.racetime, room, () => new Date(times.shift() ?? NaN), {
      recordStatus: true,
    });
    expect(read.claimed).toBe(true);
    expect(await claimRoom(t.db, room, new Date(start + MINUTE_MS + 1))).toBe(false);
    expect(await claimRoom(t.db, room, new Date(start + 50_000 + MINUTE_MS))).toBe(true);
  });

  it('reads a room once between two server processes sharing the database', async () => {
    const room = 'pkmnredblue/shared-0006';
    await startedRace(room);
    fake.setRoom(room, { status: 'in_progress', entrants: [] });
    const second = await buildApp({
      env: t.app.env,
      database: t.testDb.database,
      serveWeb: false,
      racetime: { timeoutMs: 1000 },
      racetimeWatch: { now: () => clock, intervalMs: 3_600_000 },
    });
    try {
      await second.ready();
      const other = second.racetimeWatch;
      if (!other) throw new Error('second process has no watcher');
      later(2 * MINUTE_MS);
      const ticks = await Promise.all([watch.tick(), other.tick()]);
      expect(ticks.filter((tick) => tick.read.includes(room))).toHaveLength(1);
      expect(fake.reads(room)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
