/**
 * Recording a result rescores only the Pickems players that result can move (src/features/pickems/mutations.ts,
 * recomputePickemsAfterResult), and stored points still equal a full recompute afterwards.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentFacts } from '@pokered/core/pickemsScoring';
import { pickems } from '../src/db/schema.ts';
import { groupsToRescore } from '../src/features/pickems/mutations.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  finished,
  makeAdmin,
  makeRunners,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';

const H2 = 7_200_000;

const facts = (overrides: Partial<TournamentFacts> = {}): TournamentFacts => ({
  groupWinners: new Map([
    ['g1', 'a'],
    ['g2', null],
  ]),
  qualifiedForPlayoffs: null,
  reachedSemifinals: null,
  completed: null,
  ...overrides,
});

describe('groupsToRescore', () => {
  it('names the groups whose winner changed, a new group and a winner taken away included', () => {
    const after = facts({
      groupWinners: new Map([
        ['g1', 'b'],
        ['g2', null],
        ['g3', 'c'],
      ]),
    });
    expect(groupsToRescore(facts(), after)).toEqual(new Set(['g1', 'g3']));
    expect(groupsToRescore(after, facts())).toEqual(new Set(['g1', 'g3']));
    expect(groupsToRescore(facts(), facts())).toEqual(new Set());
  });

  it('treats a group without a winner and an unknown group alike', () => {
    expect(groupsToRescore(facts(), facts({ groupWinners: new Map([['g1', 'a']]) }))).toEqual(new Set());
  });

  it('rescores everyone when a fact every player scores on changes', () => {
    const completed = { winner: 'a', bestTimeRunners: new Set(['a']), bestTimeMs: 1, closestGuessDistanceMs: 0 };
    const cases: [TournamentFacts, TournamentFacts][] = [
      [facts(), facts({ qualifiedForPlayoffs: new Set(['a']) })],
      [facts({ qualifiedForPlayoffs: new Set(['a']) }), facts({ qualifiedForPlayoffs: new Set(['b']) })],
      [facts({ reachedSemifinals: new Set(['a', 'b']) }), facts({ reachedSemifinals: new Set(['a']) })],
      [facts(), facts({ completed })],
      [facts({ completed }), facts({ completed: { ...completed, winner: 'b' } })],
      [facts({ completed }), facts({ completed: { ...completed, bestTimeMs: 2 } })],
      [facts({ completed }), facts({ completed: { ...completed, closestGuessDistanceMs: 5 } })],
      [facts({ completed }), facts({ completed: { ...completed, bestTimeRunners: new Set(['a', 'b']) } })],
    ];
    for (const [before, after] of cases) expect(groupsToRescore(before, after)).toBe('everyone');
    expect(groupsToRescore(facts({ completed }), facts({ completed: { ...completed } }))).toEqual(new Set());
  });
});

describe('recording a result', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];
  let picker: Client;
  let bystander: Client;
  const raceIds: string[] = [];

  const runner = (i: number): Runner => {
    const found = runners[i];
    if (!found) throw new Error(`no runner ${String(i)}`);
    return found;
  };
  const pointsOf = async (client: Client) => {
    const [row] = await t.db
      .select({ points: pickems.points })
      .from(pickems)
      .where(eq(pickems.userId, client.userId ?? ''));
    return row?.points;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Inc', 6);
    for (const g of [0, 1]) {
      const members = [runner(3 * g), runner(3 * g + 1), runner(3 * g + 2)];
      await createGroup(admin, members);
      raceIds.push(await submitRace(members));
    }
    picker = await t.as('picker');
    // Picks the first member of group 1 and the second of group 2.
    const picked = await picker.post('/api/pickems/submit-round-picks', {
      selectedWinners: [runner(0).id, runner(4).id],
    });
    expect(picked.statusCode, picked.body).toBe(200);
    // A player with a record but no round pick: no round result can change their points.
    bystander = await t.as('bystander');
    await t.db.insert(pickems).values({ userId: bystander.userId ?? '' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('rescores the players who picked in the group, and only them', async () => {
    // A stored figure no result can explain: a full recompute would rewrite it, a rescoring of the pickers not.
    await t.db
      .update(pickems)
      .set({ points: 7 })
      .where(eq(pickems.userId, bystander.userId ?? ''));
    await recordOk(admin, raceIds[0] ?? '', [
      finished(runner(0), H2),
      finished(runner(1), H2 + 1),
      finished(runner(2), H2 + 2),
    ]);
    expect(await pointsOf(picker)).toBeGreaterThan(0);
    expect(await pointsOf(bystander)).toBe(7);
    const preview = await admin.post('/api/admin/recalibrate-pickems-preview');
    expect(preview.json<{ changes: { userId: string }[] }>().changes.map((c) => c.userId)).toEqual([bystander.userId]);
    await t.db
      .update(pickems)
      .set({ points: 0 })
      .where(eq(pickems.userId, bystander.userId ?? ''));
  });

  it('keeps stored points equal to a full recompute through a second group and a correction', async () => {
    const afterFirst = await pointsOf(picker);
    await recordOk(admin, raceIds[1] ?? '', [
      finished(runner(4), H2),
      finished(runner(3), H2 + 1),
      finished(runner(5), H2 + 2),
    ]);
    const afterSecond = await pointsOf(picker);
    expect(afterSecond).toBeGreaterThan(afterFirst ?? 0);
    // The correction gives group 2 another winner: the pick no longer scores.
    await recordOk(admin, raceIds[1] ?? '', [
      finished(runner(3), H2),
      finished(runner(4), H2 + 1),
      finished(runner(5), H2 + 2),
    ]);
    expect(await pointsOf(picker)).toBe(afterFirst);
    const preview = await admin.post('/api/admin/recalibrate-pickems-preview');
    expect(preview.json()).toMatchObject({ usersWithChanges: 0 });
  });
});
