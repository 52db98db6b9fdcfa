import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { races } from '../src/db/schema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  endRound,
  finished,
  groupWithRace,
  HOUR_S,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';
import { freshWorld } from './support/freshWorld.ts';

const H2 = 7_200_000;

describe('GET /api/tournament/round', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await freshWorld(t);
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Rnd', 10);
  });
  afterAll(async () => {
    await t.close();
  });

  const pair = (i: number): [Runner, Runner] => [runners[2 * i] as Runner, runners[2 * i + 1] as Runner];
  const info = async () => {
    const response = await t.anonymous.get('/api/tournament/round');
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  /** Round 1 under way: five groups, their races upcoming, awaiting a result, completed, cancelled, or not booked. */
  const roundUnderWay = async () => {
    await groupWithRace(admin, pair(0));
    const awaiting = await groupWithRace(admin, pair(1));
    await t.db
      .update(races)
      .set({ raceDateTime: nowSeconds() - HOUR_S })
      .where(eq(races.id, awaiting));
    // Recorded before its planned start: completed, not upcoming.
    const done = await groupWithRace(admin, pair(2));
    await recordOk(admin, done, [finished(pair(2)[0], H2), finished(pair(2)[1], H2 + 1)]);
    const cancelled = await groupWithRace(admin, pair(3));
    expect((await admin.post(`/api/races/${cancelled}/cancel`)).statusCode).toBe(200);
    await createGroup(admin, pair(4));
    return info();
  };
  /** That round finished (every group with a completed race), then ended. */
  const nextRound = async () => {
    await roundUnderWay();
    const rows = await t.db
      .select({
        id: races.id,
        cancelled: races.cancelled,
        completed: races.completed,
        racer1: races.racer1,
        racer2: races.racer2,
      })
      .from(races);
    // Finish Round 1: every group needs a completed race (the cancelled group schedules again).
    const [g3a, g3b] = pair(3);
    const [g4a, g4b] = pair(4);
    const rescheduled = await (async () => {
      const response = await g3a.client.post('/api/races/submit', {
        racer1: g3a.id,
        racer2: g3b.id,
        raceDateTime: nowSeconds() + HOUR_S,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ race: { _id: string } }>().race._id;
    })();
    const last = await (async () => {
      const response = await g4a.client.post('/api/races/submit', {
        racer1: g4a.id,
        racer2: g4b.id,
        raceDateTime: nowSeconds() + HOUR_S,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ race: { _id: string } }>().race._id;
    })();
    for (const row of rows.filter((r) => !r.cancelled && !r.completed)) {
      await recordOk(admin, row.id, [finished(row.racer1, H2), finished(row.racer2, H2 + 1)]);
    }
    await recordOk(admin, rescheduled, [finished(g3a, H2), finished(g3b, H2 + 1)]);
    await recordOk(admin, last, [finished(g4a, H2), finished(g4b, H2 + 1)]);
    const roundDone = await info();
    const ended = await endRound(admin);
    expect(ended.statusCode, ended.body).toBe(200);
    return { roundDone, afterEnd: await info() };
  };

  it('starts in Round 1 with nothing to count', async () => {
    expect(await info()).toEqual({
      currentRound: 'Round 1',
      upcomingRaces: 0,
      awaitingResults: 0,
      completedRaces: 0,
      totalRacesExpected: 0,
      completed: false,
    });
  });

  it('counts the current round: upcoming, awaiting results, completed; cancelled races never; one race expected per group', async () => {
    expect(await roundUnderWay()).toEqual({
      currentRound: 'Round 1',
      upcomingRaces: 1,
      awaitingResults: 1,
      completedRaces: 1,
      totalRacesExpected: 5,
      completed: false,
    });
  });

  it('counts only the current round once the next one begins', async () => {
    const { roundDone, afterEnd } = await nextRound();
    expect(roundDone).toMatchObject({
      completedRaces: 5,
      totalRacesExpected: 5,
      upcomingRaces: 0,
      awaitingResults: 0,
    });
    expect(afterEnd).toEqual({
      currentRound: 'Round 2',
      upcomingRaces: 0,
      awaitingResults: 0,
      completedRaces: 0,
      totalRacesExpected: 0,
      completed: false,
    });
  });
});
