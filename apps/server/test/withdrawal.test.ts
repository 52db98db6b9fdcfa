/**
 * Withdrawal (rules §8, §9): withdraw / reinstate (admin, audited), the standings listing withdrawn runners last and
 * unranked, the round checklist and end-round (a withdrawn runner no longer blocks the round and leaves their bracket).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RoundChecklist, Standings } from '@pokered/core/schemas/tournament';
import { users } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import {
  createGroup,
  endRound,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';
import { currentEntryOfUser } from '../src/db/currentSeason.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';

describe('withdrawal, standings and the round checklist', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  const at = (i: number): Runner => {
    const runner = r[i];
    if (!runner) throw new Error(`no runner ${String(i)}`);
    return runner;
  };
  const checklist = async () => {
    const response = await admin.get('/api/admin/round-checklist');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RoundChecklist>();
  };

  const withdraw = (runner: Runner) => admin.post(`/api/admin/users/${runner.id}/withdraw`);

  /** Round 1's two groups: group 1 (runners 0, 1) with a race, group 2 (runners 2, 3) without; runner 4 ungrouped. */
  async function twoGroups(): Promise<string> {
    const raceId = await groupWithRace(admin, [at(0), at(1)]);
    await createGroup(admin, [at(2), at(3)]);
    return raceId;
  }

  /** The two groups, group 1's race won by runner 0, and runner 4 withdrawn. */
  async function groupOneWonAndFourWithdrawn(): Promise<void> {
    const raceId = await twoGroups();
    await recordOk(admin, raceId, [finished(at(0), 7_000_000), finished(at(1), 7_100_000)]);
    expect((await withdraw(at(4))).statusCode).toBe(200);
  }

  // Each test starts from an admin and five runners in Round 1, and builds the rest of its tournament itself.
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await freshWorld(t);
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Wd', 5);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the checklist to non-admins and a round without groups with its own message', async () => {
    expect((await t.anonymous.get('/api/admin/round-checklist')).statusCode).toBe(401);
    expect((await at(0).client.get('/api/admin/round-checklist')).statusCode).toBe(403);
    const empty = await checklist();
    expect(empty).toMatchObject({ currentRound: 'Round 1', groups: [], canEnd: false });
    expect(empty.ungroupedRunners).toHaveLength(5);
    const refused = await endRound(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Cannot end round: no groups have been created for this round.' });
  });

  it('shows each group state and the ungrouped runners; ending waits for every race', async () => {
    const raceId = await twoGroups();
    const list = await checklist();
    expect(list.groups.map((g) => [g.groupNumber, g.state, g.raceId])).toEqual([
      [1, 'scheduled', raceId],
      [2, 'unscheduled', null],
    ]);
    expect(list.groups[0]?.members.map((m) => m._id)).toEqual([at(0).id, at(1).id]);
    expect(list.ungroupedRunners).toEqual([{ _id: at(4).id, displayName: at(4).name, currentBracket: 'Normal' }]);
    expect(list.canEnd).toBe(false);
    expect((await endRound(admin)).json()).toEqual({ error: 'Cannot end round: not all races are completed.' });
    await recordOk(admin, raceId, [finished(at(0), 7_000_000), finished(at(1), 7_100_000)]);
    expect((await checklist()).groups[0]?.state).toBe('completed');
  });

  it('withdraws and reinstates runners (admin, audited) with clear refusals', async () => {
    await twoGroups();
    const url = (id: string, action: string) => `/api/admin/users/${id}/${action}`;
    expect((await at(4).client.post(url(at(4).id, 'withdraw'))).statusCode).toBe(403);
    expect((await admin.post(url('00000000-0000-4000-8000-000000000000', 'withdraw'))).statusCode).toBe(404);
    expect((await admin.post(url('not-an-id', 'withdraw'))).statusCode).toBe(400);
    const notRunner = await admin.post(url(admin.userId ?? '', 'withdraw'));
    expect(notRunner.statusCode).toBe(400);
    expect((await admin.post(url(at(4).id, 'reinstate'))).statusCode).toBe(409);
    const withdrawn = await admin.post(url(at(4).id, 'withdraw'));
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: `${at(4).name} withdrawn.` });
    expect((await admin.post(url(at(4).id, 'withdraw'))).statusCode).toBe(409);
    expect((await admin.post(url(at(4).id, 'reinstate'))).statusCode).toBe(200);
    expect((await admin.post(url(at(4).id, 'withdraw'))).statusCode).toBe(200);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, at(4).id)));
    expect(actions.map((a) => a.action)).toEqual(['user.withdraw', 'user.reinstate', 'user.withdraw']);
    expect((await checklist()).ungroupedRunners).toEqual([]);
  });

  it('lists a withdrawn runner last, unranked, keeping their points, outside the cutoff', async () => {
    await groupOneWonAndFourWithdrawn();
    await withdraw(at(0));
    const { cutoffRank, standings } = (await t.anonymous.get('/api/tournament/standings')).json<Standings>();
    // The withdrawn runners come last, by display name, whatever their points.
    expect(standings.slice(-2).map((row) => [row._id, row.rank, row.withdrawn, row.points])).toEqual([
      [at(0).id, null, true, 10],
      [at(4).id, null, true, 0],
    ]);
    expect(standings[0]).toMatchObject({ _id: at(1).id, rank: 1, withdrawn: false });
    expect(cutoffRank).toBe(standings.filter((row) => !row.withdrawn).at(-1)?.rank);
  });

  it('in a Swiss round, refuses ending while an active runner is ungrouped, naming them; withdrawing lets it end', async () => {
    await groupOneWonAndFourWithdrawn();
    expect((await withdraw(at(0))).statusCode).toBe(200);
    // Group 2 races; the withdrawn winner of group 1 and the withdrawn ungrouped runner leave their bracket.
    const raceId = await (async () => {
      const response = await at(2).client.post('/api/races/submit', {
        racer2: at(3).id,
        raceDateTime: Math.floor(Date.now() / 1000) + 3600,
      });
      return response.json<{ race: { _id: string } }>().race._id;
    })();
    await recordOk(admin, raceId, [finished(at(2), 7_000_000), finished(at(3), 7_100_000)]);
    await admin.post(`/api/admin/users/${at(4).id}/reinstate`);
    const refused = await endRound(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `Cannot end round: ${at(4).name} is in no group this round. Group them or withdraw them first.`,
    });
    expect((await checklist()).canEnd).toBe(false);
    await admin.post(`/api/admin/users/${at(4).id}/withdraw`);
    expect((await checklist()).canEnd).toBe(true);
    const ended = await endRound(admin);
    expect(ended.statusCode, ended.body).toBe(200);
    const brackets = await t.db
      .select({ id: users.id, bracket: seasonEntries.bracket })
      .from(users)
      .innerJoin(seasonEntries, currentEntryOfUser);
    const of = new Map(brackets.map((row) => [row.id, row.bracket]));
    expect([at(0), at(1), at(2), at(3), at(4)].map((x) => of.get(x.id))).toEqual([
      null,
      'Normal',
      'Ascension',
      'Normal',
      null,
    ]);
  });
});
