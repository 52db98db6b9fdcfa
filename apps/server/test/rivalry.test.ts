/**
 * Head-to-head records (rules §30) over HTTP: `GET /api/h2h`, a race's pairs going into it and a profile's rivals,
 * from races recorded through the admin's Record Results call (DNF, DQ, DNS, equal times).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@pokered/core/schemas/profile';
import type { RaceDetail } from '@pokered/core/schemas/races';
import type { HeadToHead } from '@pokered/core/schemas/rivalry';
import { races } from '../src/db/schema.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import {
  createGroup,
  dnf,
  dns,
  dq,
  finished,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';

const DAY_S = 86_400;
const H = 3_600_000;

describe('head-to-head records (rules §30)', () => {
  let t: TestApp;
  let admin: Client;
  let red: Runner, blue: Runner, green: Runner, gold: Runner;
  const raceIds: Record<string, string> = {};
  const now = nowSeconds();

  /** A race of these runners that started `daysAgo` days ago, without a group (as an admin books a rematch). */
  async function pastRace(key: string, racers: Runner[], daysAgo: number) {
    const [racer1, racer2, racer3] = racers;
    if (!racer1 || !racer2) throw new Error('a race needs two racers');
    const [row] = await t.db
      .insert(races)
      .values({
        round: 'Round 1',
        bracket: 'Normal',
        raceDateTime: now - daysAgo * DAY_S,
        racer1: racer1.id,
        racer2: racer2.id,
        racer3: racer3?.id ?? null,
      })
      .returning({ id: races.id });
    if (!row) throw new Error('insert failed');
    raceIds[key] = row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    [red, blue, green, gold] = (await makeRunners(t, 'Rival', 4)) as [Runner, Runner, Runner, Runner];
    await pastRace('first', [red, blue, green], 10);
    await recordOk(admin, raceIds.first ?? '', [
      finished(red, H + 50 * 60_000),
      finished(blue, H + 55 * 60_000),
      dnf(green, 1),
    ]);
    await pastRace('second', [red, blue, green], 8);
    await recordOk(admin, raceIds.second ?? '', [dnf(red, 1), finished(blue, 2 * H), dq(green)]);
    await pastRace('bothDq', [red, blue, green], 6);
    await recordOk(admin, raceIds.bothDq ?? '', [dq(red), dq(blue), finished(green, H + 58 * 60_000)]);
    await pastRace('redDns', [red, blue], 4);
    await recordOk(admin, raceIds.redDns ?? '', [dns(red), finished(blue, H + 50 * 60_000)]);
    await pastRace('equal', [red, blue], 2);
    await recordOk(admin, raceIds.equal ?? '', [finished(red, H + 52 * 60_000), finished(blue, H + 52 * 60_000)]);
    // The group's own race, booked the way runners do it: not run yet, so it counts for nobody.
    await createGroup(admin, [red, blue, green]);
    raceIds.next = await submitRace([red, blue, green]);
  });
  afterAll(async () => {
    await t.close();
  });

  const ref = (runner: Runner) => ({
    _id: runner.id,
    displayName: runner.name,
    discordUsername: runner.name.toLowerCase(),
    country: null,
    currentBracket: 'Normal',
  });
  /** Equal times and two DQs are placed by racer id (rules §7): the lower id takes the better place. */
  const redFirstById = () => red.id < blue.id;

  it('answers the record of two runners, meetings newest first, DNS left out', async () => {
    const response = await t.anonymous.get(`/api/h2h?a=${red.id}&b=${blue.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const meeting = (key: string, placeA: number, placeB: number, gapMs: number | null) => ({
      raceId: raceIds[key],
      year: TEST_YEAR,
      round: 'Round 1',
      placeA,
      placeB,
      gapMs,
    });
    const [tieA, tieB] = redFirstById() ? [1, 2] : [2, 1];
    expect(response.json<HeadToHead>()).toEqual({
      a: ref(red),
      b: ref(blue),
      aAhead: 1,
      bAhead: 1,
      ties: 2,
      meetings: [
        meeting('equal', tieA, tieB, 0),
        meeting('bothDq', tieA + 1, tieB + 1, null),
        meeting('second', 2, 1, null),
        meeting('first', 1, 2, 5 * 60_000),
      ],
    });
  });

  it('swaps sides when a and b are swapped', async () => {
    const answer = (await t.anonymous.get(`/api/h2h?a=${blue.id}&b=${red.id}`)).json<HeadToHead>();
    expect([answer.a._id, answer.aAhead, answer.bAhead, answer.ties]).toEqual([blue.id, 1, 1, 2]);
    expect(answer.meetings.map((m) => m.gapMs)).toEqual([0, null, null, -5 * 60_000]);
  });

  it('keeps the answer per data version under its one spelling; any other spelling is answered the same', async () => {
    const url = `/api/h2h?a=${red.id}&b=${blue.id}`;
    const first = await t.anonymous.get(url);
    const second = await t.anonymous.get(url);
    expect(second.body).toBe(first.body);
    const revalidated = await t.anonymous.request('GET', url, undefined, {
      'if-none-match': String(second.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    const upper = await t.anonymous.get(`/api/h2h?a=${red.id.toUpperCase()}&b=${blue.id}`);
    expect([upper.statusCode, upper.json()]).toEqual([200, first.json()]);
  });

  it('answers an empty record for two runners who never met', async () => {
    const answer = (await t.anonymous.get(`/api/h2h?a=${gold.id}&b=${red.id}`)).json<HeadToHead>();
    expect(answer).toEqual({ a: ref(gold), b: ref(red), aAhead: 0, bAhead: 0, ties: 0, meetings: [] });
  });

  it('refuses a missing, malformed or repeated id with 400 and an unknown one with 404', async () => {
    const cases: [string, number, string][] = [
      [`a=${red.id}`, 400, "Invalid b: is required (a runner's user id)"],
      [`b=${red.id}`, 400, "Invalid a: is required (a runner's user id)"],
      [`a=${red.id}&b=nope`, 400, 'Invalid b: must be a valid id'],
      [`a=${red.id}&b=${red.id}`, 400, 'Invalid request: Choose two different runners.'],
    ];
    for (const [query, status, error] of cases) {
      const response = await t.anonymous.get(`/api/h2h?${query}`);
      expect([response.statusCode, response.json()], query).toEqual([status, { error }]);
    }
    const unknown = crypto.randomUUID();
    const response = await t.anonymous.get(`/api/h2h?a=${red.id}&b=${unknown}`);
    expect([response.statusCode, response.json()]).toEqual([404, { error: `No user ${unknown}.` }]);
  });

  it("shows on a race's page each pair's record going into that race", async () => {
    const answer = (await t.anonymous.get(`/api/races/${raceIds.bothDq ?? ''}`)).json<RaceDetail>();
    const pair = (a: Runner, b: Runner, aAhead: number, bAhead: number, placeA: number, placeB: number) => ({
      a: ref(a),
      b: ref(b),
      aAhead,
      bAhead,
      ties: 0,
      lastMeeting: { raceId: raceIds.second, year: TEST_YEAR, round: 'Round 1', placeA, placeB, gapMs: null },
    });
    expect(answer.pairs).toEqual([
      pair(red, blue, 1, 1, 2, 1),
      pair(red, green, 2, 0, 2, 3),
      pair(blue, green, 2, 0, 1, 3),
    ]);
  });

  it('shows on the next race the whole record, and no pair before the first race', async () => {
    const next = (await t.anonymous.get(`/api/races/${raceIds.next ?? ''}`)).json<RaceDetail>();
    expect(next.pairs.map((p) => [p.a._id, p.b._id, p.aAhead, p.bAhead, p.ties, p.lastMeeting?.raceId])).toEqual([
      [red.id, blue.id, 1, 1, 2, raceIds.equal],
      [red.id, green.id, 2, 1, 0, raceIds.bothDq],
      [blue.id, green.id, 2, 1, 0, raceIds.bothDq],
    ]);
    const first = (await t.anonymous.get(`/api/races/${raceIds.first ?? ''}`)).json<RaceDetail>();
    expect(first.pairs.map((p) => [p.aAhead, p.bAhead, p.ties, p.lastMeeting])).toEqual([
      [0, 0, 0, null],
      [0, 0, 0, null],
      [0, 0, 0, null],
    ]);
  });

  it('shows one pair for a race of two', async () => {
    const answer = (await t.anonymous.get(`/api/races/${raceIds.equal ?? ''}`)).json<RaceDetail>();
    expect(answer.pairs).toHaveLength(1);
    expect(answer.pairs[0]).toMatchObject({ a: ref(red), b: ref(blue), aAhead: 1, bAhead: 1, ties: 1 });
  });

  it("lists a profile's rivals, most met first, from that runner's side", async () => {
    const profile = (await t.anonymous.get(`/api/user/${red.name.toLowerCase()}`)).json<Profile>();
    const rival = (runner: Runner) => ({
      userId: runner.id,
      displayName: runner.name,
      discordUsername: runner.name.toLowerCase(),
    });
    expect(profile.rivals).toEqual([
      { ...rival(blue), meetings: 4, ahead: 1, behind: 1, ties: 2 },
      { ...rival(green), meetings: 3, ahead: 2, behind: 1, ties: 0 },
    ]);
    const goldProfile = (await t.anonymous.get(`/api/user/${gold.name.toLowerCase()}`)).json<Profile>();
    expect(goldProfile.rivals).toEqual([]);
  });
});
