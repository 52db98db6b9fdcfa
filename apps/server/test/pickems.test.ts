import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pickems, races, roundPicks, roundPickSubmissions, tournament } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp, TEST_YEAR } from './support/app.ts';
import {
  createGroup,
  dnf,
  endRound,
  finished,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';
import { story } from './support/story.ts';

const H2 = 7_200_000;
const ONE_OFF_OK = { message: 'Pickems submitted successfully.' };
const ROUND_OK = { message: 'Picks submitted successfully!' };
const ALREADY_ROUND = { error: 'You have already submitted your picks for this round' };

interface View {
  hasRecord: boolean;
  hasOneOff: boolean;
  overallWinner: { _id: string; correct: boolean } | null;
  bestTimeWho: { _id: string } | null;
  closestTime: number | null;
  top27: { _id: string; displayName: string; correct: boolean }[];
  top9: { _id: string }[];
  round1Picks: { _id: string; groupId: string; groupNumber: number; correct: boolean }[];
  points: number;
  breakdown: Record<string, number>;
  submittedRounds: string[];
}

describe('Pickems over HTTP', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let alice: Client;
  let bob: Client;
  let carol: Client;
  let dave: Client;
  const groupIds: string[] = [];
  const raceIds = new Map<number, string>();

  const at = (i: number): Runner => {
    const runner = r[i];
    if (!runner) throw new Error(`no runner ${String(i)}`);
    return runner;
  };
  const ids = (from: number, count: number) => r.slice(from, from + count).map((x) => x.id);
  const oneOff = (overrides: Record<string, unknown> = {}) => ({
    selectedRunners: ids(0, 27),
    ultraSelectedRunners: ids(3, 9),
    selectedWinner: at(0).id,
    selectedBestTimeRunner: at(1).id,
    bestTime: { hours: 1, minutes: 52, seconds: 3, milliseconds: 120 },
    ...overrides,
  });
  /** Group g (0-based) of Round 1 holds runners 3g, 3g+1, 3g+2. */
  const member = (g: number, m: number) => at(3 * g + m).id;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Pk', 30);
    alice = await t.as('alice', { displayName: 'Alice' });
    bob = await t.as('bob', { displayName: 'Bob' });
    carol = await t.as('carol', { displayName: 'Carol' });
    dave = await t.as('dave', { displayName: 'Dave' });
  });
  afterAll(async () => {
    await t.close();
  });

  // Pickems follow the tournament forward (picks made, races recorded, corrected, the round ended): the tests that
  // read what came before are chapters of one story, played up to their point when run alone (support/story.ts).
  const { step, chapter } = story();

  describe('one-off picks', () => {
    it('refuses anonymous callers', async () => {
      const response = await t.anonymous.post('/api/pickems/submit-one-off', oneOff());
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['26 top-27 picks', { selectedRunners: [] as string[] }],
      ['a repeat in the top 27', { selectedRunners: [] as string[] }],
      ['a repeat in the top 9', { ultraSelectedRunners: [] as string[] }],
      ['best time hours 0', { bestTime: { hours: 0, minutes: 59, seconds: 0, milliseconds: 0 } }],
      ['best time hours 3', { bestTime: { hours: 3, minutes: 0, seconds: 0, milliseconds: 0 } }],
      ['best time minutes 60', { bestTime: { hours: 1, minutes: 60, seconds: 0, milliseconds: 0 } }],
      ['best time ms 1000', { bestTime: { hours: 1, minutes: 0, seconds: 0, milliseconds: 1000 } }],
      ['a winner that is no id', { selectedWinner: 'nobody' }],
      ['no best-time runner', { selectedBestTimeRunner: undefined }],
    ])('refuses %s with 400 and stores nothing', async (label, overrides) => {
      const body = oneOff(overrides);
      if (label === '26 top-27 picks') body.selectedRunners = ids(0, 26);
      if (label === 'a repeat in the top 27') body.selectedRunners = [...ids(0, 26), at(0).id];
      if (label === 'a repeat in the top 9') body.ultraSelectedRunners = [...ids(0, 8), at(0).id];
      const before = await t.db.select().from(pickems);
      const response = await alice.post('/api/pickems/submit-one-off', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
      expect(await t.db.select().from(pickems)).toEqual(before);
    });

    chapter('refuses picks that are not runners (a commentator, an unknown id)', async () => {
      for (const body of [
        oneOff({ selectedWinner: bob.userId }),
        oneOff({ ultraSelectedRunners: [...ids(0, 8), randomUUID()] }),
      ]) {
        const response = await alice.post('/api/pickems/submit-one-off', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Every pick must be a runner.' });
      }
      expect(await t.db.select().from(pickems)).toEqual([]);
    });

    chapter('accepts valid picks once, then answers 409', async () => {
      const first = await alice.post('/api/pickems/submit-one-off', oneOff());
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual(ONE_OFF_OK);
      const again = await alice.post('/api/pickems/submit-one-off', oneOff({ selectedWinner: at(5).id }));
      expect(again.statusCode).toBe(409);
      const [stored] = await t.db
        .select()
        .from(pickems)
        .where(eq(pickems.userId, alice.userId ?? ''));
      expect(stored?.selectedWinner).toBe(at(0).id);
      expect(stored?.bestTimeMs).toBe(6_723_120);
    });

    chapter('stores one of two simultaneous submissions and answers 409 to the other', async () => {
      const answers = await Promise.all([
        dave.post('/api/pickems/submit-one-off', oneOff({ selectedWinner: at(2).id })),
        dave.post('/api/pickems/submit-one-off', oneOff({ selectedWinner: at(3).id })),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(
        await t.db
          .select()
          .from(pickems)
          .where(eq(pickems.userId, dave.userId ?? '')),
      ).toHaveLength(1);
    });

    chapter('presents the picks to their owner with runners as user references, in the order picked', async () => {
      const view = (await alice.get('/api/pickems')).json<View>();
      expect(view.hasRecord).toBe(true);
      expect(view.hasOneOff).toBe(true);
      expect(view.top27.map((x) => x._id)).toEqual(ids(0, 27));
      expect(view.top27[0]).toEqual({
        _id: at(0).id,
        displayName: 'Pk1',
        discordUsername: 'pk1',
        country: null,
        currentBracket: 'Normal',
        correct: false,
      });
      expect(view.top9.map((x) => x._id)).toEqual(ids(3, 9));
      expect(view.overallWinner?._id).toBe(at(0).id);
      expect(view.bestTimeWho?._id).toBe(at(1).id);
      expect(view.closestTime).toBe(6_723_120);
      expect(view.points).toBe(0);
    });

    chapter(
      'answers an empty view for a user without Pickems, 404 for an unknown user, 401 for GET /api/pickems anonymously',
      async () => {
        const empty = await t.anonymous.get(`/api/pickems/${carol.userId ?? ''}`);
        expect(empty.statusCode).toBe(200);
        expect(empty.json()).toMatchObject({
          hasRecord: false,
          hasOneOff: false,
          top27: [],
          round1Picks: [],
          finalPick: null,
          points: 0,
        });
        expect((await t.anonymous.get(`/api/pickems/${randomUUID()}`)).statusCode).toBe(404);
        expect((await t.anonymous.get('/api/pickems/not-a-uuid')).statusCode).toBe(400);
        expect((await t.anonymous.get('/api/pickems')).statusCode).toBe(401);
      },
    );
  });

  describe('round picks', () => {
    chapter('refuses picks while the round has no groups (409) and anonymous callers (401)', async () => {
      expect(
        (await t.anonymous.post('/api/pickems/submit-round-picks', { selectedWinners: [at(0).id] })).statusCode,
      ).toBe(401);
      const response = await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [at(0).id] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'There are no groups left to pick for this round.' });
    });

    // Round 1: group 1 races later, group 2 has started, group 3 is recorded, groups 4-10 have no race.
    step(async () => {
      for (let g = 0; g < 10; g++) groupIds.push(await createGroup(admin, [at(3 * g), at(3 * g + 1), at(3 * g + 2)]));
      for (let g = 0; g < 3; g++) raceIds.set(g, await submitRace([at(3 * g), at(3 * g + 1), at(3 * g + 2)]));
      await t.db
        .update(races)
        .set({ raceDateTime: nowSeconds() - 60 })
        .where(eq(races.id, raceIds.get(1) ?? ''));
      await recordOk(admin, raceIds.get(2) ?? '', [finished(at(8), H2), finished(at(7), H2 + 1), dnf(at(6), 1)]);
    });

    const openPicks = (choice: number) => [0, ...[3, 4, 5, 6, 7, 8, 9]].map((g) => member(g, choice));

    for (const [label, picks, error] of [
      [
        'no pick for one open group',
        () => openPicks(0).slice(1),
        'Pick exactly one winner for each group whose race has not started.',
      ],
      [
        'two picks in one group',
        () => [...openPicks(0), member(0, 1)],
        'Pick exactly one winner for each group whose race has not started.',
      ],
      [
        'a pick in a started group',
        () => [...openPicks(0).slice(1), member(1, 0)],
        'Every pick must be a runner of a group whose race has not started.',
      ],
      [
        'a pick in a recorded group',
        () => [...openPicks(0).slice(1), member(2, 0)],
        'Every pick must be a runner of a group whose race has not started.',
      ],
      [
        'a runner of no group',
        () => [...openPicks(0).slice(1), randomUUID()],
        'Every pick must be a runner of a group whose race has not started.',
      ],
    ] as const) {
      chapter(`refuses ${label} with 400`, async () => {
        const response = await bob.post('/api/pickems/submit-round-picks', { selectedWinners: picks() });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
      });
    }

    chapter('refuses an empty or repeating list with 400', async () => {
      expect((await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [] })).statusCode).toBe(400);
      expect(
        (await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [at(0).id, at(0).id] })).statusCode,
      ).toBe(400);
      expect(await t.db.select().from(roundPickSubmissions)).toEqual([]);
    });

    chapter('accepts one winner per open group once, creating the record of a user without one', async () => {
      const first = await carol.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(1) });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual(ROUND_OK);
      for (const selectedWinners of [openPicks(2), []]) {
        const again = await carol.post('/api/pickems/submit-round-picks', { selectedWinners });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual(ALREADY_ROUND);
      }
      const view = (await carol.get('/api/pickems')).json<View>();
      expect(view).toMatchObject({ hasRecord: true, hasOneOff: false, submittedRounds: ['Round 1'], points: 0 });
      expect(view.round1Picks.map((p) => p._id)).toEqual(openPicks(1));
      expect(view.round1Picks.map((p) => p.groupNumber)).toEqual([1, 4, 5, 6, 7, 8, 9, 10]);
      // A one-off submission still works for a record made by round picks (Round 1 only).
      expect((await carol.post('/api/pickems/submit-one-off', oneOff({ selectedWinner: at(9).id }))).json()).toEqual(
        ONE_OFF_OK,
      );
    });

    chapter('stores one pick set when the same user submits twice at the same instant', async () => {
      const answers = await Promise.all([
        bob.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(0) }),
        bob.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(0) }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(ALREADY_ROUND);
      const stored = await t.db
        .select()
        .from(roundPicks)
        .where(eq(roundPicks.userId, bob.userId ?? ''));
      expect(stored.map((p) => p.runnerId).sort()).toEqual([...openPicks(0)].sort());
      expect(
        await t.db
          .select()
          .from(roundPickSubmissions)
          .where(eq(roundPickSubmissions.userId, bob.userId ?? '')),
      ).toHaveLength(1);
    });

    chapter('hides picks of groups whose race has not started from other users, anonymous or admin', async () => {
      await alice.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(0) });
      for (const viewer of [t.anonymous, bob, admin]) {
        const view = (await viewer.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>();
        expect(view.round1Picks).toEqual([]);
        expect(view.top27).toHaveLength(27);
      }
      expect((await alice.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>().round1Picks).toHaveLength(8);
      // Group 1's race starts: its pick becomes visible to everyone, not yet correct.
      await t.db
        .update(races)
        .set({ raceDateTime: nowSeconds() - 1 })
        .where(eq(races.id, raceIds.get(0) ?? ''));
      const shown = (await bob.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>().round1Picks;
      expect(shown.map((p) => [p.groupNumber, p._id, p.correct])).toEqual([[1, member(0, 0), false]]);
    });

    chapter('marks a pick correct and scores 5 once its group race is won by the pick', async () => {
      await recordOk(admin, raceIds.get(0) ?? '', [
        finished(at(0), H2),
        finished(at(1), H2 + 5),
        finished(at(2), H2 + 9),
      ]);
      const shown = (await bob.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>();
      expect(shown.round1Picks.map((p) => [p.groupNumber, p.correct])).toEqual([[1, true]]);
      expect(shown.points).toBe(5);
      expect(shown.breakdown).toEqual({ 'Round picks': 5 });
      const carolView = (await carol.get('/api/pickems')).json<View>();
      expect(carolView.points).toBe(0);
      expect(carolView.round1Picks.find((p) => p.groupNumber === 1)?.correct).toBe(false);
    });

    chapter('a correction of the result moves the points to the new winner pickers', async () => {
      await recordOk(admin, raceIds.get(0) ?? '', [
        finished(at(1), H2),
        finished(at(0), H2 + 5),
        finished(at(2), H2 + 9),
      ]);
      expect((await alice.get('/api/pickems')).json<View>().points).toBe(0);
      expect((await carol.get('/api/pickems')).json<View>()).toMatchObject({
        points: 5,
        breakdown: { 'Round picks': 5 },
      });
    });
  });

  describe('leaderboard and stats', () => {
    chapter('lists every player by points with shared ranks', async () => {
      await recordOk(admin, raceIds.get(1) ?? '', [
        finished(at(3), H2),
        finished(at(4), H2 + 5),
        finished(at(5), H2 + 9),
      ]);
      // Group 4 (runners 9-11): Alice and Bob picked its first member, Carol the second.
      const race4 = await submitRace([at(9), at(10), at(11)]);
      await recordOk(admin, race4, [finished(at(9), H2), finished(at(10), H2 + 5), finished(at(11), H2 + 9)]);
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

    chapter('counts the most picked runners of each list and round', async () => {
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

    chapter('gives the favourite of each group, ties kept', async () => {
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
      for (const path of ['/api/admin/recalibrate-pickems-preview', '/api/admin/recalibrate-pickems']) {
        expect((await t.anonymous.post(path)).statusCode).toBe(401);
        expect((await alice.post(path)).statusCode).toBe(403);
      }
    });

    chapter('previews no change right after recordings', async () => {
      const response = await admin.post('/api/admin/recalibrate-pickems-preview');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ totalUsers: 4, usersWithChanges: 0, changes: [] });
    });

    chapter('previews a drifted total without storing it, then stores it, audited', async () => {
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
    chapter('refuses one-off picks outside Round 1, and takes round picks again in Round 2', async () => {
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
