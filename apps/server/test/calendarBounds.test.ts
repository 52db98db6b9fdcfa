/**
 * rules §28 over HTTP: a race cannot start more than a year ahead (submitted or moved, by an admin too), and a race
 * stored at the end of the calendar (9999-12-31, written before the rule) leaves every feed readable by ical.js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RACE_TOO_FAR } from '@pokered/core/raceSchedule';
import { races } from '../src/db/schema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import { parseCalendar } from './support/icalendar.ts';
import {
  createGroup,
  groupWithRace,
  makeAdmin,
  makeRunners,
  nowSeconds,
  type Runner,
} from './support/tournamentFixtures.ts';

const PUBLIC_URL = 'https://races.example.org';
const YEAR_S = 365 * 86_400;
/** 9999-12-31T22:00:00Z: DTEND, 2 h 30 min later, falls in the year 10000. */
const END_OF_CALENDAR = 253_402_293_600;

describe('race start bounds and feeds that stay valid (rules §28)', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Bound', 6);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a submission more than a year ahead, and changes nothing', async () => {
    const [first, second] = r;
    if (!first || !second) throw new Error('no runners');
    await createGroup(admin, [first, second]);
    const refused = await first.client.post('/api/races/submit', {
      racer2: second.id,
      raceDateTime: nowSeconds() + YEAR_S + 3600,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(RACE_TOO_FAR);
    expect(await t.db.select().from(races).where(eq(races.racer1, first.id))).toEqual([]);
  });

  it('refuses to move a race to 9999-12-31, even for an admin', async () => {
    const raceId = await groupWithRace(admin, r.slice(2, 4));
    const [before] = await t.db.select().from(races).where(eq(races.id, raceId));
    for (const client of [r[2]?.client, admin]) {
      const refused = await client?.post(`/api/races/${raceId}/reschedule`, { raceDateTime: END_OF_CALENDAR });
      expect(refused?.statusCode).toBe(400);
      expect(refused?.json<{ error: string }>().error).toBe(RACE_TOO_FAR);
    }
    const [after] = await t.db.select().from(races).where(eq(races.id, raceId));
    expect(after).toEqual(before);
  });

  it('keeps the public and personal feeds parseable when a stored race ends in the year 10000', async () => {
    const runner = r[4];
    if (!runner) throw new Error('no runner');
    const kept = await groupWithRace(admin, r.slice(4, 6));
    const stranded = crypto.randomUUID();
    await t.db.insert(races).values({
      id: stranded,
      round: 'Round 1',
      racer1: runner.id,
      racer2: r[5]?.id ?? '',
      raceDateTime: END_OF_CALENDAR,
    });
    const personal = (await runner.client.get('/api/user/calendar')).json<{ url: string }>().url;
    for (const url of [
      '/api/calendar/races.ics',
      personal.slice(PUBLIC_URL.length),
      `/api/calendar/race/${stranded}.ics`,
    ]) {
      const response = await t.anonymous.get(url);
      expect(response.statusCode, url).toBe(200);
      const uids = parseCalendar(response.body).events.map((event) => event.uid);
      expect(
        uids.some((uid) => uid.startsWith(stranded)),
        url,
      ).toBe(false);
      if (!url.includes('/race/'))
        expect(
          uids.some((uid) => uid.startsWith(kept)),
          url,
        ).toBe(true);
    }
  });
});
