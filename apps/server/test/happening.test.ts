/** rules §29: `GET /api/happening`, what the visitors' Home leads with: the round, live races, next races, results. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIVE_WINDOW_SECONDS } from '@pokered/core/raceSchedule';
import { HAPPENING_LIST_LIMIT, type HappeningResponse } from '@pokered/core/schemas/home';
import { races } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './support/app.ts';
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
} from './support/tournamentFixtures.ts';

describe('GET /api/happening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await freshWorld(t);
  });

  const happening = async () => {
    const response = await t.anonymous.get('/api/happening');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HappeningResponse>();
  };
  const startAt = (raceId: string, start: number) =>
    t.db.update(races).set({ raceDateTime: start }).where(eq(races.id, raceId));

  /** Eight groups of Round 1 with a race each: one with its result, one live, one stale, five upcoming. */
  async function world() {
    const admin = await makeAdmin(t);
    const runners = await makeRunners(t, 'hap', 24);
    const trios = Array.from({ length: 8 }, (_, index) => runners.slice(index * 3, index * 3 + 3));
    for (const trio of trios) await createGroup(admin, trio);
    const ids: string[] = [];
    for (const trio of trios) ids.push(await submitRace(trio));
    const [done, live, stale, ...upcoming] = ids as [string, string, string, ...string[]];
    const now = nowSeconds();
    await startAt(done, now - 5 * HOUR_S);
    const [w, x, y] = trios[0] ?? [];
    if (!w || !x || !y) throw new Error('no trio');
    await recordOk(admin, done, [finished(w, 7_000_000), finished(x, 7_100_000), finished(y, 7_200_000)]);
    await startAt(live, now - HOUR_S);
    // Started longer ago than the live window: awaiting results, not live.
    await startAt(stale, now - LIVE_WINDOW_SECONDS - HOUR_S);
    for (const [index, id] of upcoming.entries()) await startAt(id, now + (index + 1) * HOUR_S);
    return { done, live, stale, upcoming };
  }

  it('answers visitors with the round under way and how many groups have a result', async () => {
    await world();
    const body = await happening();
    expect(body.currentRound).toBe('Round 1');
    expect(body.round).toEqual({ groups: 8, completedGroups: 1 });
  });

  it('lists the live races, then the next races soonest first, at most the list limit', async () => {
    const { live, stale, upcoming } = await world();
    const body = await happening();
    expect(body.live.map((race) => race._id)).toEqual([live]);
    expect(body.next.map((race) => race._id)).toEqual(upcoming.slice(0, HAPPENING_LIST_LIMIT));
    expect([...body.live, ...body.next].map((race) => race._id)).not.toContain(stale);
  });

  it('lists the latest results with their placings', async () => {
    const { done } = await world();
    const [latest] = (await happening()).latest;
    expect(latest?._id).toBe(done);
    expect(latest?.completed).toBe(true);
    expect(latest?.results.map((result) => result.racer.displayName)).toEqual(['hap1', 'hap2', 'hap3']);
  });
});
