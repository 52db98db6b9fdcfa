/** Pickems picks over HTTP, each test from its own world (support/pickemsWorld.ts); results: pickemsBoard.test.ts. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pickems, roundPicks, roundPickSubmissions } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import {
  groupOneWon,
  H2,
  ONE_OFF_OK,
  pickemsPeople,
  picksMade,
  ROUND_OK,
  roundOneGroups,
  startRace,
  type PickemsView as View,
  type PickemsPeople as W,
} from './support/pickemsWorld.ts';
import { finished, recordOk } from './support/tournamentFixtures.ts';

const ALREADY_ROUND = { error: 'You have already submitted your picks for this round' };

describe('Pickems over HTTP', () => {
  let t: TestApp, admin: Client, alice: Client, bob: Client, carol: Client, dave: Client;
  let at: W['at'], ids: W['ids'], oneOff: W['oneOff'], member: W['member'], openPicks: W['openPicks'];
  let raceIds: W['raceIds'];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Empties the world, builds this test's own with `builder`, and names its people for the test. */
  async function build(builder: (app: TestApp) => Promise<W>): Promise<void> {
    await freshWorld(t);
    ({ admin, alice, bob, carol, dave, at, ids, oneOff, member, openPicks, raceIds } = await builder(t));
  }

  describe('one-off picks', () => {
    it('refuses anonymous callers', async () => {
      await build(pickemsPeople);
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
      await build(pickemsPeople);
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

    it('refuses picks that are not runners (a commentator, an unknown id)', async () => {
      await build(pickemsPeople);
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

    it('accepts valid picks once, then answers 409', async () => {
      await build(pickemsPeople);
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

    it('stores one of two simultaneous submissions and answers 409 to the other', async () => {
      await build(pickemsPeople);
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

    it('presents the picks to their owner with runners as user references, in the order picked', async () => {
      await build(pickemsPeople);
      expect((await alice.post('/api/pickems/submit-one-off', oneOff())).json()).toEqual(ONE_OFF_OK);
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

    it('answers an empty view for a user without Pickems, 404 for an unknown user, 401 for GET /api/pickems anonymously', async () => {
      await build(pickemsPeople);
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
    });
  });

  describe('round picks', () => {
    it('refuses picks while the round has no groups (409) and anonymous callers (401)', async () => {
      await build(pickemsPeople);
      expect(
        (await t.anonymous.post('/api/pickems/submit-round-picks', { selectedWinners: [at(0).id] })).statusCode,
      ).toBe(401);
      const response = await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [at(0).id] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'There are no groups left to pick for this round.' });
    });

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
      it(`refuses ${label} with 400`, async () => {
        await build(roundOneGroups);
        const response = await bob.post('/api/pickems/submit-round-picks', { selectedWinners: picks() });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
      });
    }

    it('refuses an empty or repeating list with 400', async () => {
      await build(roundOneGroups);
      expect((await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [] })).statusCode).toBe(400);
      expect(
        (await bob.post('/api/pickems/submit-round-picks', { selectedWinners: [at(0).id, at(0).id] })).statusCode,
      ).toBe(400);
      expect(await t.db.select().from(roundPickSubmissions)).toEqual([]);
    });

    it('accepts one winner per open group once, creating the record of a user without one', async () => {
      await build(roundOneGroups);
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

    it('stores one pick set when the same user submits twice at the same instant', async () => {
      await build(roundOneGroups);
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

    it('hides picks of groups whose race has not started from other users, anonymous or admin', async () => {
      await build(roundOneGroups);
      expect((await alice.post('/api/pickems/submit-one-off', oneOff())).json()).toEqual(ONE_OFF_OK);
      await alice.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(0) });
      for (const viewer of [t.anonymous, bob, admin]) {
        const view = (await viewer.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>();
        expect(view.round1Picks).toEqual([]);
        expect(view.top27).toHaveLength(27);
      }
      expect((await alice.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>().round1Picks).toHaveLength(8);
      // Group 1's race starts: its pick becomes visible to everyone, not yet correct.
      await startRace(t, raceIds.get(0) ?? '', 1);
      const shown = (await bob.get(`/api/pickems/${alice.userId ?? ''}`)).json<View>().round1Picks;
      expect(shown.map((p) => [p.groupNumber, p._id, p.correct])).toEqual([[1, member(0, 0), false]]);
    });

    it('marks a pick correct and scores 5 once its group race is won by the pick', async () => {
      await build(picksMade);
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

    it('a correction of the result moves the points to the new winner pickers', async () => {
      await build(groupOneWon);
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
});
