/**
 * The Pickems leaderboard, stats and recalibration over HTTP, and Round 2's picks: each test builds
 * Round 1 as far as it reads it (support/pickemsWorld.ts). The picks themselves are pickems.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pickems, roundPicks, tournament } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp, TEST_YEAR } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import { H2, pickemsPeople, ROUND_OK, roundOneScored, type PickemsPeople } from './support/pickemsWorld.ts';
import { createGroup, endRound, finished, recordOk, submitRace } from './support/tournamentFixtures.ts';

describe('Pickems results over HTTP', () => {
  let t: TestApp;
  let admin: Client;
  let alice: Client;
  let bob: Client;
  let at: PickemsPeople['at'];
  let oneOff: PickemsPeople['oneOff'];
  let member: PickemsPeople['member'];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await freshWorld(t);
  });

  /** Builds this test's world with `builder` and names its people for the test. */
  async function build(builder: (app: TestApp) => Promise<PickemsPeople>): Promise<void> {
    ({ admin, alice, bob, at, oneOff, member } = await builder(t));
  }

  describe('leaderboard and stats', () => {
    it('lists every player by points with shared ranks', async () => {
      // Group 2 recorded; group 4 (runners 9-11, Alice and Bob picked its first member, Carol the second) won by 9.
      await build(roundOneScored);
      const response = await t.anonymous.get('/api/pickems/leaderboard');
      expect(response.statusCode).toBe(200);
      const board =
        response.json<
          { userId: { _id: string; displayName: string; discordUsername: string }; points: number; rank: number }[]
        >();
      expect(board.map((e) => [e.userId.displayName, e.points, e.rank])).toEqual([
        ['Alice', 5, 1],
        ['Bob', 5, 1],
        ['Carol', 5, 1],
        ['Dave', 0, 4],
      ]);
      expect(board[0]?.userId).toEqual({ _id: alice.userId, displayName: 'Alice', discordUsername: 'alice' });
    });

    it('counts the most picked runners of each list and round', async () => {
      await build(roundOneScored);
      const response = await t.anonymous.get('/api/pickems/stats/all');
      expect(response.statusCode).toBe(200);
      const stats = response.json<{
        topOverallWinners: { _id: string; count: number; players: number; displayName: string }[];
        topBestTimePicks: { _id: string; count: number; players: number }[];
        top27Picks: { _id: string; count: number; players: number }[];
        top9Picks: { _id: string; count: number; players: number }[];
        topPicksByRound: Record<string, { _id: string; count: number; players: number }[]>;
      }>();
      // Alice picked runner 0, Dave runner 2 or 3, Carol runner 9.
      expect(stats.topOverallWinners.map((e) => e.count).reduce((a, b) => a + b, 0)).toBe(3);
      expect(stats.topOverallWinners.find((e) => e._id === at(0).id)).toMatchObject({
        count: 1,
        displayName: 'Pk1',
        discordUsername: 'pk1',
      });
      expect(stats.topBestTimePicks).toEqual([expect.objectContaining({ _id: at(1).id, count: 3 })]);
      expect(stats.top27Picks).toHaveLength(27);
      expect(stats.top27Picks.every((e) => e.count === 3)).toBe(true);
      expect(stats.top9Picks).toHaveLength(9);
      expect(stats.topPicksByRound.round1Picks?.[0]).toMatchObject({ count: 2 });
      expect(stats.topPicksByRound.round1Picks).toHaveLength(10);
      expect(stats.topPicksByRound.finalPick).toEqual([]);
      // The share's denominator: the three players who sent one-off picks; in a round, those who picked in the group.
      expect(stats.top27Picks.every((e) => e.players === 3)).toBe(true);
      expect(stats.topOverallWinners.every((e) => e.players === 3)).toBe(true);
      const group4 = stats.topPicksByRound.round1Picks?.filter((e) => [at(9).id, at(10).id].includes(e._id));
      expect(group4?.map((e) => [e.count, e.players]).sort()).toEqual([
        [1, 3],
        [2, 3],
      ]);
      for (const entry of stats.topPicksByRound.round1Picks ?? [])
        expect(entry.players).toBeGreaterThanOrEqual(entry.count);
    });

    it('gives the favourite of each group, ties kept', async () => {
      await build(roundOneScored);
      const response = await t.anonymous.get('/api/pickems/stats/favorites');
      expect(response.statusCode).toBe(200);
      const favorites =
        response.json<{ round: string; groupNumber: number; favorite: { userId: string; totalCount: number }[] }[]>();
      expect(favorites.map((f) => f.groupNumber)).toEqual([1, 4, 5, 6, 7, 8, 9, 10]);
      expect(favorites[0]).toEqual({
        round: 'Round 1',
        groupNumber: 1,
        favorite: [{ userId: member(0, 0), totalCount: 2 }],
      });
      // Carol alone picked member 1 of group 4; Alice and Bob member 0.
      expect(favorites[1]?.favorite).toEqual([{ userId: member(3, 0), totalCount: 2 }]);
      // Two favourites tied: Carol and Alice disagree in group 11 of Round 2 below; here every favourite has 2.
      expect(favorites.every((f) => f.favorite.length === 1 && f.favorite[0]?.totalCount === 2)).toBe(true);
    });
  });

  describe('admin recalibration', () => {
    it('refuses anonymous callers and non-admins', async () => {
      await build(pickemsPeople);
      for (const path of ['/api/admin/recalibrate-pickems-preview', '/api/admin/recalibrate-pickems']) {
        expect((await t.anonymous.post(path)).statusCode).toBe(401);
        expect((await alice.post(path)).statusCode).toBe(403);
      }
    });

    it('previews no change right after recordings', async () => {
      await build(roundOneScored);
      const response = await admin.post('/api/admin/recalibrate-pickems-preview');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ totalUsers: 4, usersWithChanges: 0, changes: [] });
    });

    it('previews a drifted total without storing it, then stores it, audited', async () => {
      await build(roundOneScored);
      await t.db
        .update(pickems)
        .set({ points: 999, breakdown: { 'Top 27': 999 } })
        .where(eq(pickems.userId, alice.userId ?? ''));
      const preview = await admin.post('/api/admin/recalibrate-pickems-preview');
      expect(preview.json()).toEqual({
        totalUsers: 4,
        usersWithChanges: 1,
        changes: [
          {
            userId: alice.userId,
            userDisplayName: 'Alice',
            currentPoints: 999,
            newPoints: 5,
            pointsDifference: -994,
            breakdown: { 'Round picks': 5 },
          },
        ],
      });
      const [untouched] = await t.db
        .select({ points: pickems.points })
        .from(pickems)
        .where(eq(pickems.userId, alice.userId ?? ''));
      expect(untouched?.points).toBe(999);

      const stored = await admin.post('/api/admin/recalibrate-pickems');
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toEqual({ totalUsers: 4, usersWithChanges: 1 });
      const [fixed] = await t.db
        .select()
        .from(pickems)
        .where(eq(pickems.userId, alice.userId ?? ''));
      expect(fixed).toMatchObject({ points: 5, breakdown: { 'Round picks': 5 } });
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'pickems.recalibrate'));
      expect(entry).toMatchObject({
        actorId: admin.userId,
        before: [{ userId: alice.userId, points: 999, breakdown: { 'Top 27': 999 } }],
        after: [{ userId: alice.userId, points: 5, breakdown: { 'Round picks': 5 } }],
      });
      expect((await admin.post('/api/admin/recalibrate-pickems-preview')).json()).toMatchObject({
        usersWithChanges: 0,
      });
    });
  });

  it('documents every Pickems endpoint in the OpenAPI description', async () => {
    const docs = (await t.anonymous.get('/api/docs')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/pickems/submit-one-off',
        '/api/pickems/submit-round-picks',
        '/api/pickems',
        '/api/pickems/{userId}',
        '/api/pickems/leaderboard',
        '/api/pickems/stats/all',
        '/api/pickems/stats/favorites',
        '/api/admin/recalibrate-pickems-preview',
        '/api/admin/recalibrate-pickems',
      ]),
    );
  });

  describe('after Round 1', () => {
    it('refuses one-off picks outside Round 1, and takes round picks again in Round 2', async () => {
      await build(roundOneScored);
      for (let g = 4; g < 10; g++) {
        const race = await submitRace([at(3 * g), at(3 * g + 1), at(3 * g + 2)]);
        await recordOk(admin, race, [
          finished(at(3 * g + 2), H2),
          finished(at(3 * g), H2 + 5),
          finished(at(3 * g + 1), H2 + 9),
        ]);
      }
      expect((await endRound(admin)).statusCode).toBe(200);
      const [state] = await t.db.select().from(tournament);
      expect(state?.stage).toBe('Round 2');
      const late = await bob.post('/api/pickems/submit-one-off', oneOff());
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: 'One-off Pickems can only be submitted during Round 1.' });

      const g2 = await createGroup(admin, [at(0), at(1)]);
      const picked = await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [at(1).id] });
      expect(picked.json()).toEqual(ROUND_OK);
      const rows = await t.db
        .select()
        .from(roundPicks)
        .where(and(eq(roundPicks.userId, bob.userId ?? ''), eq(roundPicks.groupId, g2)));
      expect(rows).toEqual([
        { userId: bob.userId, groupId: g2, year: TEST_YEAR, round: 'Round 2', runnerId: at(1).id },
      ]);
      expect((await admin.post('/api/admin/recalibrate-pickems-preview')).json()).toMatchObject({
        usersWithChanges: 0,
      });
    });
  });
});
