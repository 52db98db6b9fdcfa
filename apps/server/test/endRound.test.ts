import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { tournament, users } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  dnf,
  dns,
  dq,
  endRound,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';
import { freshWorld } from './support/freshWorld.ts';
import { updatePerson } from './support/people.ts';
import { currentEntryOfUser } from '../src/db/currentSeason.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';

const H2 = 7_200_000;
const NOT_FINISHED = { error: 'Cannot end round: not all races are completed.' };
const NO_GROUPS = { error: 'Cannot end round: no groups have been created for this round.' };

describe('POST /api/tournament/end-round', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await freshWorld(t);
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'End', 12);
  });
  afterAll(async () => {
    await t.close();
  });

  const at = (i: number): Runner => {
    const runner = r[i];
    if (!runner) throw new Error(`no runner ${String(i)}`);
    return runner;
  };
  const stage = async () => (await t.db.select({ stage: tournament.stage }).from(tournament))[0]?.stage;
  const bracketsOf = async (runners: readonly Runner[]) => {
    const rows = await t.db
      .select({ id: users.id, bracket: seasonEntries.bracket })
      .from(users)
      .innerJoin(seasonEntries, currentEntryOfUser)
      .where(
        inArray(
          users.id,
          runners.map((x) => x.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row.bracket]));
    return runners.map((runner) => byId.get(runner.id));
  };

  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    const before = await stage();
    expect((await t.anonymous.request('POST', '/api/tournament/end-round', null)).statusCode).toBe(401);
    expect((await at(0).client.request('POST', '/api/tournament/end-round', null)).statusCode).toBe(403);
    expect(await stage()).toBe(before);
  });

  /** Round 1: four groups; groups 1-3 raced and recorded with winners, group 4 without a race yet. */
  const roundOneGroups = async () => {
    const raceIds: string[] = [];
    for (let g = 0; g < 3; g++) raceIds.push(await groupWithRace(admin, [at(3 * g), at(3 * g + 1), at(3 * g + 2)]));
    await createGroup(admin, [at(9), at(10), at(11)]);
    await recordOk(admin, raceIds[0] ?? '', [finished(at(0), H2), finished(at(1), H2 + 100), dnf(at(2), 1)]);
    await recordOk(admin, raceIds[1] ?? '', [finished(at(4), H2 + 50), dns(at(3)), finished(at(5), H2 + 300)]);
    await recordOk(admin, raceIds[2] ?? '', [finished(at(8), H2 + 20), finished(at(7), H2 + 30), dq(at(6))]);
  };
  /** Round 1 with every group's race recorded: nobody finishes in group 4. */
  const roundOnePlayed = async () => {
    await roundOneGroups();
    await recordOk(admin, await submitRace([at(9), at(10), at(11)]), [dnf(at(9), 2), dnf(at(10), 1), dns(at(11))]);
  };
  /** Round 1 ended (winners 0, 4, 8 in Ascension), then Round 2 raced and recorded in every group. */
  const roundTwoPlayed = async () => {
    await roundOnePlayed();
    expect((await endRound(admin)).statusCode).toBe(200);
    // Ascension group: 0, 4, 8. Normal groups of the rest.
    const ascension = await groupWithRace(admin, [at(0), at(4), at(8)]);
    const normalA = await groupWithRace(admin, [at(1), at(2), at(3)]);
    const normalB = await groupWithRace(admin, [at(5), at(6), at(7)]);
    const normalC = await groupWithRace(admin, [at(9), at(10), at(11)]);
    await recordOk(admin, ascension, [finished(at(8), H2 - 500), finished(at(0), H2 + 800), dnf(at(4), 1)]);
    await recordOk(admin, normalA, [finished(at(3), H2 + 10), finished(at(1), H2 + 20), finished(at(2), H2 + 30)]);
    await recordOk(admin, normalB, [dnf(at(5), 1), dnf(at(6), 2), dq(at(7))]);
    await recordOk(admin, normalC, [finished(at(11), H2 + 1), finished(at(9), H2 + 2), dns(at(10))]);
  };
  /** Round 3 begun as Round 2 leaves it: runner 8 in Exhibition with a BYE, 0, 3 and 11 in Ascension, the rest Normal. */
  const roundThreeBegun = async () => {
    await updatePerson(t.db, at(8).id, { currentBracket: 'Exhibition', bye: true, points: 10 });
    for (const i of [0, 3, 11]) await updatePerson(t.db, at(i).id, { currentBracket: 'Ascension' });
    await t.db.update(tournament).set({ stage: 'Round 3' }).where(eq(tournament.id, 1));
  };

  it('refuses a round without groups, and a round where a group has no completed race, changing nothing', async () => {
    const empty = await admin.post('/api/tournament/end-round', {});
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual(NO_GROUPS);

    await roundOneGroups();
    // Group 4 has no race yet, then a race without a result.
    expect((await endRound(admin)).json()).toEqual(NOT_FINISHED);
    await submitRace([at(9), at(10), at(11)]);
    const refused = await endRound(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(NOT_FINISHED);
    expect(await stage()).toBe('Round 1');
    expect(new Set(await bracketsOf(r))).toEqual(new Set(['Normal']));
  });

  it('after Round 1 moves Normal winners to Ascension and answers {message}; a null body is accepted', async () => {
    await roundOnePlayed();
    const response = await endRound(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Round 1 ended. Round 2 has begun.' });
    expect(await stage()).toBe('Round 2');
    expect(await bracketsOf([at(0), at(4), at(8)])).toEqual(['Ascension', 'Ascension', 'Ascension']);
    // A race nobody finished has no winner: nobody climbs.
    expect(await bracketsOf([at(9), at(10), at(11), at(1), at(3), at(6)])).toEqual(Array(6).fill('Normal'));

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'tournament.end-round'));
    expect(entry?.actorId).toBe(admin.userId);
    expect(entry?.before).toEqual({ stage: 'Round 1' });
    expect(entry?.after).toMatchObject({ stage: 'Round 2' });
  });

  it('after Round 2: Ascension winner to Exhibition (BYE), middle stays, last drops; Normal winners climb; two simultaneous end-rounds advance once', async () => {
    await roundTwoPlayed();
    const answers = await Promise.all([endRound(admin), endRound(admin)]);
    // The loser waited for the winner's lock, then found Round 3 without any group.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(NO_GROUPS);
    expect(answers.find((a) => a.statusCode === 200)?.json()).toEqual({
      message: 'Round 2 ended. Round 3 has begun.',
    });
    expect(await stage()).toBe('Round 3');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'tournament.end-round'))).toHaveLength(2);

    expect(await bracketsOf([at(8), at(0), at(4)])).toEqual(['Exhibition', 'Ascension', 'Normal']);
    expect(await bracketsOf([at(3), at(11)])).toEqual(['Ascension', 'Ascension']);
    // Nobody finished in normalB: nobody climbs.
    expect(await bracketsOf([at(5), at(6), at(7), at(1), at(2), at(9), at(10)])).toEqual(Array(7).fill('Normal'));
    const [bye] = await t.db
      .select({ bye: seasonEntries.bye, points: seasonEntries.points })
      .from(users)
      .innerJoin(seasonEntries, currentEntryOfUser)
      .where(eq(users.id, at(8).id));
    expect(bye).toEqual({ bye: true, points: 10 });
  });

  it('after Round 3 the qualified (here: everyone, fewer than 27 runners) move to Playoffs; a request without a body is accepted', async () => {
    await roundThreeBegun();
    // Each Round 3 group holds runners of one bracket; the lone Exhibition runner (8) has no group.
    const asc = await groupWithRace(admin, [at(0), at(3), at(11)]);
    const normal1 = await groupWithRace(admin, [at(1), at(2), at(4)]);
    const normal2 = await groupWithRace(admin, [at(5), at(6), at(7)]);
    const normal3 = await groupWithRace(admin, [at(9), at(10)]);
    await recordOk(admin, asc, [finished(at(3), H2), finished(at(0), H2 + 1), finished(at(11), H2 + 2)]);
    await recordOk(admin, normal1, [finished(at(1), H2), finished(at(2), H2 + 1), finished(at(4), H2 + 2)]);
    await recordOk(admin, normal2, [finished(at(5), H2), finished(at(6), H2 + 1), finished(at(7), H2 + 2)]);
    await recordOk(admin, normal3, [finished(at(9), H2), finished(at(10), H2 + 1)]);
    const response = await admin.request('POST', '/api/tournament/end-round');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Round 3 ended. Quarterfinals has begun.' });
    // at(8) had a group-less Round 3 (Exhibition): still qualified.
    expect(new Set(await bracketsOf(r))).toEqual(new Set(['Playoffs']));
  });
});
