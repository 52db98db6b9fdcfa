/**
 * The racetime.gg import preview (rules §16) against a fake racetime.gg on loopback: statuses, times to the ms,
 * matching by linked account and by name, DNF orders from the chat log, every warning, and every way a room or
 * racetime.gg can fail (409, 404, 502, 504) — never a 500, never a stored change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RacetimePreview } from '@pokered/core/schemas/racetime';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeRacetime, type FakeEntrant, type FakeRacetime } from './support/fakeRacetime.ts';
import { changedTables, snapshotDatabase } from './security/support/snapshot.ts';
import { groupWithRace, makeAdmin, makeRunners, type Runner } from './support/tournamentFixtures.ts';

/** Short enough to keep the slow case quick, long enough for a loaded machine's ordinary answers. */
const TIMEOUT_MS = 1000;

describe('POST /api/admin/races/{id}/racetime-preview', () => {
  let fake: FakeRacetime;
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let trio: { raceId: string; racers: Runner[] };
  let pair: { raceId: string; racers: Runner[] };

  const done = (user: Runner | { id: string; name: string }, finishTime: string, twitch?: string): FakeEntrant => ({
    user: { id: `rt${user.name}`, name: user.name, twitch_name: twitch ?? null },
    status: 'done',
    finishTime,
  });
  const as = (user: { name: string }, status: FakeEntrant['status'], name = user.name): FakeEntrant => ({
    user: { id: `rt${user.name}`, name },
    status,
  });

  const preview = (raceId: string, room: string) => admin.post(`/api/admin/races/${raceId}/racetime-preview`, { room });

  /**
   * The answer, after checking nothing was stored by asking; with `channels`, nothing but the room's Twitch
   * channels (the Watch link, rules §16), which a read of a room keeps.
   */
  async function previewUnchanged(raceId: string, room: string, channels = false) {
    const before = await snapshotDatabase(t.db);
    const response = await preview(raceId, room);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual(channels ? ['racetime_room_channels'] : []);
    return response;
  }

  beforeAll(async () => {
    fake = await startFakeRacetime();
    t = await createTestApp({ RACETIME_BASE_URL: fake.baseUrl }, { racetime: { timeoutMs: TIMEOUT_MS } });
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Rtp', 5);
    const [a, b, c, d, e] = r as [Runner, Runner, Runner, Runner, Runner];
    trio = { raceId: await groupWithRace(admin, [a, b, c]), racers: [a, b, c] };
    pair = { raceId: await groupWithRace(admin, [d, e]), racers: [d, e] };
    // Racer 1 of the trio links their account: matched by it whatever name they use in the room.
    expect(
      (await a.client.post('/api/user/racetime', { racetime: `${fake.baseUrl}/user/rtLinked01/ash` })).statusCode,
    ).toBe(200);

    fake.setRoom('pkmnredblue/finished-three-0001', {
      entrants: [
        { user: { id: 'rtLinked01', name: 'CompletelyDifferent' }, status: 'done', finishTime: 'P0DT01H52M13.456789S' },
        as(b, 'dnf', b.name.toUpperCase()),
        as(c, 'dnf'),
        done({ id: 'x', name: 'Gary' }, 'P0DT01H40M00S'),
      ],
      log: [
        'Race starting!',
        `${c.name} has forfeited from the race.`,
        `${b.name.toUpperCase()} has forfeited from the race.`,
        `${c.name} has un-forfeited from the race.`,
        `${c.name} has forfeited from the race.`,
      ],
    });
    fake.setRoom('pkmnredblue/finished-two-0002', {
      entrants: [done({ id: 'y', name: 'someone' }, 'P0DT02H00M00S', d.name.toLowerCase()), as(e, 'declined')],
      goal: { name: 'Beat the Elite Four in a costume', custom: true },
      log: [],
    });
    fake.setRoom('pkmnredblue/dq-and-missing-0003', { entrants: [as(d, 'dq')], log: null });
    fake.setRoom('pkmnredblue/running-0004', { status: 'in_progress', entrants: [as(d, 'in_progress')] });
    fake.setRoom('pkmnredblue/called-off-0005', { status: 'cancelled', entrants: [as(d, 'not_ready')] });
    fake.setRoom('pkmnredblue/hidden-0006', {
      status: 'in_progress',
      hiddenEntrants: true,
      entrants: [as(d, 'in_progress'), as(e, 'in_progress')],
    });
    fake.setRoom('pkmnredblue/strangers-0007', { entrants: [done({ id: 'z', name: 'Nobody' }, 'P0DT01H00M00S')] });
    fake.setRoom('pkmnredblue/odd-names-0008', {
      entrants: [
        { user: { id: 'odd\u0000', name: d.name }, status: 'done', finishTime: 'P0DT01H01M01.001S' },
        { user: { id: 'odd2', name: 'Gar\u202ey\u0007\n' }, status: 'dnf' },
      ],
      log: ['Gar\u202ey\u0007 has forfeited from the race.'],
    });
    for (const [name, how] of [
      ['pkmnredblue/slow-0010', 'slow'],
      ['pkmnredblue/huge-0011', 'huge'],
      ['pkmnredblue/huge-chunked-0012', 'huge-chunked'],
      ['pkmnredblue/html-0013', 'html'],
      ['pkmnredblue/wrong-types-0014', 'wrong-types'],
      ['pkmnredblue/down-0015', 'server-error'],
    ] as const)
      fake.misbehave(name, how);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('maps done, dnf and dq to a complete request the site accepts, DNF orders from the log', async () => {
    const [a, b, c] = trio.racers as [Runner, Runner, Runner];
    const response = await previewUnchanged(trio.raceId, 'https://racetime.gg/pkmnredblue/finished-three-0001');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RacetimePreview>();
    expect(body.room).toEqual({
      name: 'pkmnredblue/finished-three-0001',
      url: `${fake.baseUrl}/pkmnredblue/finished-three-0001`,
      status: 'finished',
      startedAt: '2026-11-21T19:00:05.123Z',
      endedAt: '2026-11-21T21:10:00.000Z',
    });
    expect(body.request).toEqual({
      raceTimeId: 'pkmnredblue/finished-three-0001',
      results: [
        {
          racer: a.id,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 52, seconds: 13, milliseconds: 457 },
          dnfOrder: null,
        },
        // c forfeited last (their first forfeit was cancelled by the un-forfeit): DNF order 1.
        { racer: b.id, status: 'DNF', finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }, dnfOrder: 2 },
        { racer: c.id, status: 'DNF', finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }, dnfOrder: 1 },
      ],
    });
    expect(body.matches.map((m) => [m.racer._id, m.entrant?.id ?? null, m.by])).toEqual([
      [a.id, 'rtLinked01', 'linked'],
      [b.id, `rt${b.name}`, 'name'],
      [c.id, `rt${c.name}`, 'name'],
    ]);
    expect(body.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${b.name} was matched to the entrant ${b.name.toUpperCase()} by name only`),
        'Gary is in the room but is not a racer of this race: left out.',
        expect.stringMatching(/^DNF orders are a suggestion/),
      ]),
    );
    expect(body.warnings.some((w) => w.includes('unusual'))).toBe(false);
    // The admin confirms by completing the race as usual: the request is exactly what /complete takes.
    const complete = await admin.post(`/api/races/${trio.raceId}/complete`, body.request);
    expect(complete.statusCode, complete.body).toBe(200);
  });

  it('marks a declined entrant DNS, matches by Twitch name, and warns about an unusual goal', async () => {
    const [d, e] = pair.racers as [Runner, Runner];
    const response = await previewUnchanged(pair.raceId, 'pkmnredblue/finished-two-0002', true);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RacetimePreview>();
    expect(body.request.results).toEqual([
      {
        racer: d.id,
        status: 'Finished',
        finishTime: { hours: 2, minutes: 0, seconds: 0, milliseconds: 0 },
        dnfOrder: null,
      },
      { racer: e.id, status: 'DNS', finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }, dnfOrder: null },
    ]);
    expect(body.matches.map((m) => m.by)).toEqual(['name', 'name']);
    expect(body.warnings.some((w) => w.includes('unusual') && w.includes('custom goal'))).toBe(true);
  });

  it('marks a DQ, a racer missing from the room DNS, and reads on without the chat log', async () => {
    const [d, e] = pair.racers as [Runner, Runner];
    const response = await previewUnchanged(pair.raceId, 'pkmnredblue/dq-and-missing-0003');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RacetimePreview>();
    expect(body.request.results.map((x) => [x.racer, x.status])).toEqual([
      [d.id, 'DQ'],
      [e.id, 'DNS'],
    ]);
    expect(body.matches[1]).toMatchObject({ entrant: null, by: 'none' });
    expect(body.warnings).toContain(`${e.name} was not found in the room: marked DNS.`);
  });

  it('shows odd entrant names without control characters', async () => {
    const response = await previewUnchanged(pair.raceId, 'pkmnredblue/odd-names-0008');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RacetimePreview>();
    expect(body.matches[0]?.entrant?.id).toBe('odd');
    expect(body.warnings).toContain('Gary is in the room but is not a racer of this race: left out.');
    expect(JSON.stringify(body)).not.toMatch(/\\u0000|\\u0007|\u202e/);
  });

  it('answers 409 for a room that has not finished, was cancelled, or hides its entrants while running', async () => {
    for (const room of ['pkmnredblue/running-0004', 'pkmnredblue/called-off-0005', 'pkmnredblue/hidden-0006']) {
      const response = await previewUnchanged(pair.raceId, room);
      expect(response.statusCode, room).toBe(409);
      expect(response.json<{ error: string }>().error).toMatch(/racetime\.gg room .* is (in progress|cancelled)/);
    }
  });

  it('answers 404 for a missing room, a room with none of the racers, and an unknown race', async () => {
    const missing = await previewUnchanged(pair.raceId, 'pkmnredblue/no-such-room-9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('racetime.gg has no room pkmnredblue/no-such-room-9999.');
    const strangers = await previewUnchanged(pair.raceId, 'pkmnredblue/strangers-0007');
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json<{ error: string }>().error).toMatch(/None of this race's racers/);
    const unknownRace = await previewUnchanged(crypto.randomUUID(), 'pkmnredblue/finished-two-0002');
    expect(unknownRace.statusCode).toBe(404);
  });

  it('answers 504 quickly for a slow answer', async () => {
    const started = Date.now();
    const response = await previewUnchanged(pair.raceId, 'pkmnredblue/slow-0010');
    expect(response.statusCode, response.body).toBe(504);
    expect(response.json<{ error: string }>().error).toMatch(/did not answer within/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 for a huge answer, HTML, wrong types, an error page and an unreachable site', async () => {
    for (const room of [
      'pkmnredblue/huge-0011',
      'pkmnredblue/huge-chunked-0012',
      'pkmnredblue/html-0013',
      'pkmnredblue/wrong-types-0014',
      'pkmnredblue/down-0015',
    ]) {
      const response = await previewUnchanged(pair.raceId, room);
      expect(response.statusCode, `${room}: ${response.body}`).toBe(502);
      expect(response.json<{ error: string }>().error).toMatch(/racetime\.gg/);
    }
    const offline = await createTestApp({}, { racetime: { timeoutMs: TIMEOUT_MS } });
    try {
      const boss = await makeAdmin(offline);
      const response = await boss.post(`/api/admin/races/${crypto.randomUUID()}/racetime-preview`, {
        room: 'pkmnredblue/finished-two-0002',
      });
      expect(response.statusCode).toBe(404);
      const [x, y] = await makeRunners(offline, 'Off', 2);
      const raceId = await groupWithRace(boss, [x as Runner, y as Runner]);
      const unreachable = await boss.post(`/api/admin/races/${raceId}/racetime-preview`, {
        room: 'pkmnredblue/finished-two-0002',
      });
      expect(unreachable.statusCode).toBe(502);
    } finally {
      await offline.close();
    }
  });

  it('answers 400 for what names no room, and refuses non-admins', async () => {
    for (const room of ['', 'pkmnredblue', 'https://racetime.gg/user/abcd1234', 'a/b\u0000']) {
      const response = await previewUnchanged(pair.raceId, room);
      expect(response.statusCode, room).toBe(400);
    }
    const runner = pair.racers[0] as Runner;
    const refused = await runner.client.post(`/api/admin/races/${pair.raceId}/racetime-preview`, {
      room: 'pkmnredblue/finished-two-0002',
    });
    expect(refused.statusCode).toBe(403);
  });
});
