/** rules §29: an organiser's Home lists what needs doing, computed by the server in `GET /api/home`. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HomeResponse } from '@pokered/core/schemas/home';
import { races } from '../src/db/schema.ts';
import { notificationOutbox } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import {
  createGroup,
  finished,
  HOUR_S,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';

describe('GET /api/home for an organiser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const home = async (client: Client) => {
    const response = await client.get('/api/home');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HomeResponse>();
  };

  beforeEach(() => freshWorld(t));

  /** Three groups: one race started an hour ago without a result, one upcoming, one group without a race; messages. */
  const world = async () => {
    const admin = await makeAdmin(t);
    const runners = await makeRunners(t, 'todo', 9);
    const [started, upcoming, unscheduled] = [runners.slice(0, 3), runners.slice(3, 6), runners.slice(6, 9)];
    for (const members of [started, upcoming, unscheduled]) await createGroup(admin, members);
    const startedRace = await submitRace(started);
    // The race began an hour ago and nobody has recorded it yet.
    await t.db
      .update(races)
      .set({ raceDateTime: nowSeconds() - HOUR_S })
      .where(eq(races.id, startedRace));
    const upcomingRace = await submitRace(upcoming);
    const facts = { kind: 'test' };
    await t.db.insert(notificationOutbox).values([
      { channel: 'results', event: 'test', facts, state: 'pending' },
      { channel: 'results', event: 'test', facts, state: 'sending' },
      { channel: 'results', event: 'test', facts, state: 'failed', lastError: 'Discord answered 404.' },
      { channel: 'results', event: 'test', facts, state: 'sent' },
    ]);
    const before = await home(admin);
    return {
      admin,
      runner: runners[0]?.client,
      startedRace,
      upcomingRace,
      groups: { started, upcoming, unscheduled },
      before,
    };
  };

  /** That world, then every group's race recorded, the last group's booked only now. */
  const allRecorded = async () => {
    const { admin, startedRace, upcomingRace, groups } = await world();
    const podium = (members: readonly Runner[]) => members.map((member, index) => finished(member, 7_000_000 + index));
    await recordOk(admin, startedRace, podium(groups.started));
    // A race recorded before its planned start counts as played early (rules §23).
    await recordOk(admin, upcomingRace, podium(groups.upcoming));
    const twoOfThree = await home(admin);
    await recordOk(admin, await submitRace(groups.unscheduled), podium(groups.unscheduled));
    return { twoOfThree, after: await home(admin) };
  };

  it('lists the races awaiting results, the unscheduled groups and the unsent and failed messages', async () => {
    const { startedRace, before } = await world();
    const { organiser } = before;
    expect(organiser?.awaitingResults.count).toBe(1);
    expect(organiser?.awaitingResults.races.map((race) => race._id)).toEqual([startedRace]);
    expect(organiser?.unscheduledGroups.count).toBe(1);
    const [group] = organiser?.unscheduledGroups.groups ?? [];
    expect(organiser?.unscheduledGroups.groups).toHaveLength(1);
    expect(group?.groupNumber).toBe(3);
    expect(group?.members.map((member) => member.displayName)).toEqual(['todo7', 'todo8', 'todo9']);
    expect(organiser?.notifications).toEqual({ unsent: 2, failed: 1 });
    expect(organiser?.roundReady).toBeNull();
  });

  it('shows nobody else the organiser part', async () => {
    const { runner } = await world();
    if (!runner) throw new Error('no runner');
    expect((await home(runner)).organiser).toBeNull();
    expect((await home(await t.as('listener'))).organiser).toBeNull();
  });

  it('says the round can end once every group has its result', async () => {
    const { twoOfThree, after } = await allRecorded();
    expect(twoOfThree.organiser?.roundReady).toBeNull();
    expect(after.organiser?.awaitingResults.count).toBe(0);
    expect(after.organiser?.roundReady).toEqual({ round: 'Round 1' });
  });
});
