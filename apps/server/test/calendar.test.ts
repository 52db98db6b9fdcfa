/**
 * Calendars over HTTP (rules §14): the public feeds, a one-race file and the personal feed, read with a real
 * RFC 5545 parser; UIDs kept across a move, SEQUENCE growing, cancellations shown cancelled; headers; the personal
 * feed's token and its reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarTokens } from '../src/db/privateSchema.ts';
import { redactedUrl } from '../src/http/requestLog.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import { parseCalendar, type ParsedEvent } from './support/icalendar.ts';
import {
  groupWithRace,
  HOUR_S,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  finished,
  type Runner,
} from './support/tournamentFixtures.ts';

const PUBLIC_URL = 'https://races.example.org';

describe('calendar feeds (rules §14)', () => {
  let t: TestApp;
  let admin: Client;
  let fan: Client;
  let r: Runner[];
  let next = 0;
  const freshRace = async () => {
    const pair = r.slice(next, next + 2);
    next += 2;
    return { pair, raceId: await groupWithRace(admin, pair) };
  };
  const feed = async (client: Client, url: string) => {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return { response, calendar: parseCalendar(response.body) };
  };
  const eventOf = (events: ParsedEvent[], raceId: string) => events.find((event) => event.uid.startsWith(raceId));

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    admin = await makeAdmin(t);
    fan = await t.as('cal_fan', { role: 'commentator', displayName: 'Fan' });
    r = await makeRunners(t, 'Cal', 24);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a race with a UTC start, 2 h 30 min, its round and racers, and its page', async () => {
    const { pair, raceId } = await freshRace();
    const { response, calendar } = await feed(t.anonymous, '/api/calendar/races.ics');
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=300/);
    const event = eventOf(calendar.events, raceId);
    const stored = (await admin.get(`/api/races/${raceId}`)).json<{ raceDateTime: number }>();
    expect(event).toMatchObject({
      uid: `${raceId}@races.example.org`,
      start: stored.raceDateTime,
      end: stored.raceDateTime + 2.5 * HOUR_S,
      utc: true,
      sequence: 0,
      status: 'CONFIRMED',
      summary: `Round 1: ${pair[0]?.name ?? ''} vs ${pair[1]?.name ?? ''}`,
      url: `${PUBLIC_URL}/races/${raceId}`,
    });
    expect(response.body).toMatch(new RegExp(`DTSTART:\\d{8}T\\d{6}Z`));
  });

  it('sets no cookie on a feed or a race file, so a shared cache may keep the public ones', async () => {
    const { raceId } = await freshRace();
    // A calendar app holds no cookies: each fetch comes bare (t.anonymous would carry the XSRF cookie of earlier calls).
    for (const url of ['/api/calendar/races.ics', '/api/calendar/restreams.ics', `/api/calendar/race/${raceId}.ics`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('max-age=300');
    }
    // The site's own reads still hand a cookieless browser its XSRF token.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['set-cookie']).toBeDefined();
  });

  it('keeps the UID when the race moves, and SEQUENCE grows', async () => {
    const { pair, raceId } = await freshRace();
    const before = eventOf((await feed(t.anonymous, '/api/calendar/races.ics')).calendar.events, raceId);
    const target = nowSeconds() + 30 * HOUR_S;
    const moved = await pair[0]?.client.post(`/api/races/${raceId}/reschedule`, { raceDateTime: target });
    expect(moved?.statusCode, moved?.body).toBe(200);
    const after = eventOf((await feed(t.anonymous, '/api/calendar/races.ics')).calendar.events, raceId);
    expect(after?.uid).toBe(before?.uid);
    expect(after?.start).toBe(target);
    expect(after?.end).toBe(target + 2.5 * HOUR_S);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('shows a cancelled race as cancelled, with a higher SEQUENCE, and leaves completed races out', async () => {
    const cancelled = await freshRace();
    const done = await freshRace();
    const before = eventOf((await feed(t.anonymous, '/api/calendar/races.ics')).calendar.events, cancelled.raceId);
    expect((await admin.post(`/api/races/${cancelled.raceId}/cancel`)).statusCode).toBe(200);
    await t.db.execute(
      // The result needs a started race: move its start into the past, as time would.
      `update races set race_date_time = ${String(nowSeconds() - HOUR_S)} where id = '${done.raceId}'`,
    );
    await recordOk(admin, done.raceId, [
      finished(done.pair[0]?.id ?? '', 6_000_000),
      finished(done.pair[1]?.id ?? '', 6_100_000),
    ]);
    const { calendar } = await feed(t.anonymous, '/api/calendar/races.ics');
    const event = eventOf(calendar.events, cancelled.raceId);
    expect(event?.status).toBe('CANCELLED');
    expect(event?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
    expect(eventOf(calendar.events, done.raceId)).toBeUndefined();
  });

  it('lists only restreamed races in the restreams feed', async () => {
    const plain = await freshRace();
    const streamed = await freshRace();
    expect(
      (await admin.post(`/api/races/${streamed.raceId}/restream`, { restreamChannel: 'pokered_tv' })).statusCode,
    ).toBe(200);
    const { response, calendar } = await feed(t.anonymous, '/api/calendar/restreams.ics');
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(eventOf(calendar.events, streamed.raceId)).toBeDefined();
    expect(eventOf(calendar.events, plain.raceId)).toBeUndefined();
    expect(response.body).toContain('twitch.tv/pokered_tv');
  });

  it('answers a fresh feed after a change, and 304 for an unchanged one', async () => {
    const first = await t.anonymous.get('/api/calendar/races.ics');
    const etag = String(first.headers.etag);
    const again = await t.anonymous.request('GET', '/api/calendar/races.ics', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const { raceId } = await freshRace();
    const changed = await t.anonymous.request('GET', '/api/calendar/races.ics', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(eventOf(parseCalendar(changed.body).events, raceId)).toBeDefined();
  });

  it('offers one race as a downloadable .ics, 404 for an unknown race, 400 for a malformed name', async () => {
    const { raceId } = await freshRace();
    const response = await t.anonymous.get(`/api/calendar/race/${raceId}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="race-${raceId}.ics"`);
    const { events } = parseCalendar(response.body);
    expect(events.map((event) => event.uid)).toEqual([`${raceId}@races.example.org`]);
    expect((await t.anonymous.get(`/api/calendar/race/${crypto.randomUUID()}.ics`)).statusCode).toBe(404);
    expect((await t.anonymous.get(`/api/calendar/race/${raceId}`)).statusCode).toBe(400);
  });

  it('gives each user a personal feed of the races they run or commentate', async () => {
    const ran = await freshRace();
    const commentated = await freshRace();
    const other = await freshRace();
    const runner = ran.pair[0];
    if (!runner) throw new Error('no runner');
    // The runner of one race commentates another.
    expect((await runner.client.post(`/api/races/${commentated.raceId}/commentator`)).statusCode).toBe(200);
    const answer = await runner.client.get('/api/user/calendar');
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/races\.example\.org\/api\/calendar\/u\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await runner.client.get('/api/user/calendar')).json<{ url: string }>().url).toBe(url);
    const { response, calendar } = await feed(t.anonymous, url.slice(PUBLIC_URL.length));
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(eventOf(calendar.events, ran.raceId)).toBeDefined();
    expect(eventOf(calendar.events, commentated.raceId)).toBeDefined();
    expect(eventOf(calendar.events, other.raceId)).toBeUndefined();
    expect(calendar.events).toHaveLength(2);
  });

  it('keeps only a hash and a sealed copy of the token', async () => {
    const { url } = (await fan.get('/api/user/calendar')).json<{ url: string }>();
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const [row] = await t.db
      .select()
      .from(calendarTokens)
      .where(eq(calendarTokens.userId, fan.userId ?? ''));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('issues a new token on reset; the old URL answers 404', async () => {
    const owner = await t.as('cal_reset', { role: 'commentator' });
    const old = (await owner.get('/api/user/calendar')).json<{ url: string }>().url;
    expect((await t.anonymous.get(old.slice(PUBLIC_URL.length))).statusCode).toBe(200);
    const reset = await owner.post('/api/user/calendar/reset');
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json<{ url: string }>().url;
    expect(fresh).not.toBe(old);
    const gone = await t.anonymous.get(old.slice(PUBLIC_URL.length));
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: string }>().error).toMatch(/reset/);
    expect((await t.anonymous.get(fresh.slice(PUBLIC_URL.length))).statusCode).toBe(200);
    expect((await owner.get('/api/user/calendar')).json<{ url: string }>().url).toBe(fresh);
  });

  it('refuses anonymous callers of the token calls, and malformed tokens', async () => {
    expect((await t.anonymous.get('/api/user/calendar')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/user/calendar/reset')).statusCode).toBe(401);
    expect((await t.anonymous.get(`/api/calendar/u/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await t.anonymous.get(`/api/calendar/u/${'a'.repeat(20)}.ics`)).statusCode).toBe(400);
    expect((await t.anonymous.get(`/api/calendar/u/${'a'.repeat(43)}`)).statusCode).toBe(400);
  });

  it('never logs a personal feed token', () => {
    const token = 'A'.repeat(43);
    expect(redactedUrl(`/api/calendar/u/${token}.ics`)).toBe('/api/calendar/u/[token]');
    expect(redactedUrl(`/api/calendar/u/${token}.ics?x=1`)).toBe('/api/calendar/u/[token]?x=1');
    expect(redactedUrl('/api/calendar/races.ics')).toBe('/api/calendar/races.ics');
  });
});
