/**
 * Rules that count hold across two server processes sharing one PostgreSQL database (rules §1):
 * both processes start at once on an empty database, then simultaneous requests to both must give
 * one round advance, at most two commentators, one race per group, distinct group numbers and one
 * round-pick set per user and round. Never skipped: without PostgreSQL the suite fails.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import {
  groupMembers,
  groups,
  raceCommentators,
  races,
  roundPickSubmissions,
  roundPicks,
  users,
} from '../../src/db/schema.ts';
import { addGroup, addRace, addRunners, currentStage, recordFinishOrder, userWithSession } from './support/fixtures.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';
import { httpClient, startServer, type HttpAnswer, type ServerProcess } from './support/serverProcess.ts';
import { currentEntryOfUser } from '../../src/db/currentSeason.ts';
import { seasonEntries } from '../../src/db/entrySchema.ts';

const DAY = 24 * 60 * 60;

describe('two server processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let database: Database;
  let adminSid: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    // Started together on an empty database: both migrate at once.
    servers = await Promise.all([1, 2].map(() => startServer({ DATABASE_URL: scratch.url, RATE_LIMITS: 'off' })));
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    adminSid = (await userWithSession(database.db, 'conc_admin', { role: 'runner', isAdmin: true })).sid;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await scratch.drop();
  });

  /** The i-th request goes to server i mod 2, all at once. */
  const onBoth = (count: number, send: (server: ServerProcess, i: number) => Promise<HttpAnswer>) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => {
        const server = servers[i % servers.length];
        if (!server) throw new Error('no server');
        return send(server, i);
      }),
    );

  /** Records a result for every group of `round` that has none, so that the round can end. */
  async function completeEveryGroup(db: Database['db'], round: string) {
    for (const group of await db.select({ id: groups.id }).from(groups).where(eq(groups.round, round))) {
      const [race] = await db
        .select({ id: races.id, completed: races.completed })
        .from(races)
        .where(and(eq(races.groupId, group.id), eq(races.cancelled, false)));
      if (race?.completed) continue;
      const members = (
        await db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, group.id))
      ).map((member) => member.userId);
      await recordFinishOrder(db, race?.id ?? (await addRace(db, group.id, round, members, -DAY)), members);
    }
  }

  /** Withdraws, through the API, every runner the round checklist names as in no group of the current round. */
  async function withdrawUngroupedRunners() {
    const admin = httpClient(servers[0]?.url ?? '', adminSid);
    const checklist = await admin.get('/api/admin/round-checklist');
    expect(checklist.status, JSON.stringify(checklist.body)).toBe(200);
    for (const runner of (checklist.body as { ungroupedRunners: { _id: string }[] }).ungroupedRunners) {
      const answer = await admin.post(`/api/admin/users/${runner._id}/withdraw`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  }

  const ok = (answer: HttpAnswer) => answer.status >= 200 && answer.status < 300;
  const describeAll = (answers: HttpAnswer[]) => JSON.stringify(answers.map((a) => [a.status, a.body]));

  it('starts both processes together on one empty database', () => {
    expect(servers).toHaveLength(2);
    expect(new Set(servers.map((s) => s.url)).size).toBe(2);
  });

  it('ends the round once when end-round arrives twice at once on both servers', async () => {
    const { db } = database;
    expect(await currentStage(db)).toBe('Round 1');
    const runners = await addRunners(db, 'conc_r1', 6);
    const winners: string[] = [];
    for (const members of [runners.slice(0, 3), runners.slice(3, 6)]) {
      const groupId = await addGroup(db, 'Round 1', members);
      const raceId = await addRace(db, groupId, 'Round 1', members, -DAY);
      await recordFinishOrder(db, raceId, members);
      if (members[0]) winners.push(members[0]);
    }
    // Other tests of this file (in any order: the suite is shuffled) leave groups of this round without a result,
    // and runners in no group (rules §8): record the results, and withdraw those runners, as an admin would.
    await completeEveryGroup(db, 'Round 1');
    await withdrawUngroupedRunners();
    const checklist = await httpClient(servers[0]?.url ?? '', adminSid).get('/api/admin/round-checklist');
    expect(checklist.body, JSON.stringify(checklist.body)).toMatchObject({ canEnd: true });
    const answers = await onBoth(4, (server) => httpClient(server.url, adminSid).post('/api/tournament/end-round'));
    expect(answers.filter(ok), describeAll(answers)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409),
      describeAll(answers),
    ).toHaveLength(3);
    expect(await currentStage(db)).toBe('Round 2');
    // Round 1 winners moved to Ascension exactly once (a second end of Round 2 would have moved them on).
    const brackets = await db
      .select({ id: users.id, bracket: seasonEntries.bracket })
      .from(users)
      .innerJoin(seasonEntries, currentEntryOfUser);
    for (const winner of winners) expect(brackets.find((b) => b.id === winner)?.bracket).toBe('Ascension');
  });

  it('lets at most two commentators sign up when eight try at once', async () => {
    const { db } = database;
    const round = await currentStage(db);
    const members = await addRunners(db, 'conc_cm', 3);
    const raceId = await addRace(db, await addGroup(db, round, members), round, members, 3 * DAY);
    const commentators = await Promise.all(
      Array.from({ length: 8 }, (_, i) => userWithSession(db, `conc_comm_${String(i)}`)),
    );
    const answers = await onBoth(8, (server, i) =>
      httpClient(server.url, commentators[i]?.sid ?? null).post(`/api/races/${raceId}/commentator`),
    );
    expect(answers.filter(ok), describeAll(answers)).toHaveLength(2);
    expect(
      answers.filter((a) => a.status === 409),
      describeAll(answers),
    ).toHaveLength(6);
    expect(await db.select().from(raceCommentators).where(eq(raceCommentators.raceId, raceId))).toHaveLength(2);
  });

  it('schedules one race when every member of a group submits at once on both servers', async () => {
    const { db } = database;
    const round = await currentStage(db);
    const names = ['conc_sub_a', 'conc_sub_b', 'conc_sub_c'];
    const members = await Promise.all(
      names.map((name) => userWithSession(db, name, { role: 'runner', currentBracket: 'Normal' })),
    );
    const groupId = await addGroup(
      db,
      round,
      members.map((m) => m.id),
    );
    const answers = await onBoth(6, (server, i) => {
      const caller = members[i % 3];
      if (!caller) throw new Error('no caller');
      const others = members.filter((m) => m.id !== caller.id).map((m) => m.id);
      return httpClient(server.url, caller.sid).post('/api/races/submit', {
        racer1: caller.id,
        racer2: others[0],
        racer3: others[1],
        raceDateTime: Math.floor(Date.now() / 1000) + 2 * DAY + i * 60,
      });
    });
    expect(answers.filter(ok), describeAll(answers)).toHaveLength(1);
    const refused = answers.filter((a) => !ok(a));
    expect(
      refused.every((a) => a.status === 409),
      describeAll(answers),
    ).toBe(true);
    expect(refused.map((a) => (a.body as { error?: string }).error)).toEqual(
      refused.map(() => 'A race has already been scheduled for this group. Contact @organizers if you have an issue.'),
    );
    expect(
      await db
        .select()
        .from(races)
        .where(and(eq(races.groupId, groupId), eq(races.cancelled, false))),
    ).toHaveLength(1);
  });

  it('keeps a race cancelled, at its old or its new start, when a racer moves it as an admin cancels it', async () => {
    const { db } = database;
    const round = await currentStage(db);
    for (let attempt = 0; attempt < 4; attempt++) {
      const racers = await Promise.all(
        ['a', 'b'].map((n) => userWithSession(db, `conc_mv${String(attempt)}${n}`, { role: 'runner' })),
      );
      const ids = racers.map((m) => m.id);
      const raceId = await addRace(db, await addGroup(db, round, ids), round, ids, DAY);
      const [before] = await db.select({ at: races.raceDateTime }).from(races).where(eq(races.id, raceId));
      const target = Math.floor(Date.now() / 1000) + 3 * DAY;
      // The racer on one process, the admin on the other, at once (rules §6).
      const [moved, cancelled] = await Promise.all([
        httpClient(servers[attempt % 2]?.url ?? '', racers[0]?.sid ?? '').post(`/api/races/${raceId}/reschedule`, {
          raceDateTime: target,
        }),
        httpClient(servers[(attempt + 1) % 2]?.url ?? '', adminSid).post(`/api/races/${raceId}/cancel`),
      ]);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const [row] = await db.select().from(races).where(eq(races.id, raceId));
      expect(row?.cancelled).toBe(true);
      if (moved.status === 200) expect(row?.raceDateTime).toBe(target);
      else {
        expect(moved.status, JSON.stringify(moved.body)).toBe(409);
        expect(row?.raceDateTime).toBe(before?.at);
      }
    }
  });

  it('gives groups created at once on both servers distinct, consecutive numbers', async () => {
    const { db } = database;
    const round = await currentStage(db);
    const runners = await addRunners(db, 'conc_grp', 18);
    const before = await db.select({ n: groups.groupNumber }).from(groups).where(eq(groups.round, round));
    const answers = await onBoth(6, (server, i) =>
      httpClient(server.url, adminSid).post('/api/groups', {
        pot1UserId: runners[3 * i],
        pot2UserId: runners[3 * i + 1],
        pot3UserId: runners[3 * i + 2],
      }),
    );
    expect(answers.filter(ok), describeAll(answers)).toHaveLength(6);
    const numbers = (await db.select({ n: groups.groupNumber }).from(groups).where(eq(groups.round, round)))
      .map((row) => row.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: before.length + 6 }, (_, i) => i + 1));
  });

  it('puts a runner in one group only when two groups claim them at once', async () => {
    const { db } = database;
    const round = await currentStage(db);
    const [shared, ...rest] = await addRunners(db, 'conc_claim', 5);
    const answers = await onBoth(2, (server, i) =>
      httpClient(server.url, adminSid).post('/api/groups', {
        pot1UserId: shared,
        pot2UserId: rest[2 * i],
        pot3UserId: rest[2 * i + 1],
      }),
    );
    expect(answers.filter(ok), describeAll(answers)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409),
      describeAll(answers),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, shared ?? ''), eq(groupMembers.round, round))),
    ).toHaveLength(1);
  });

  it('keeps one round-pick set per user and round when six arrive at once', async () => {
    const { db } = database;
    const round = await currentStage(db);
    const picker = await userWithSession(db, 'conc_picker');
    // At least one group to pick in, whatever the other tests left in this round.
    const pickable = await addRunners(db, 'conc_pickable', 3);
    await addRace(db, await addGroup(db, round, pickable), round, pickable, 3 * DAY);
    // One pick per group of the round whose race has not started: the pot 1 runner.
    const roundGroups = await db.select({ id: groups.id }).from(groups).where(eq(groups.round, round));
    const now = Math.floor(Date.now() / 1000);
    const selectedWinners: string[] = [];
    for (const group of roundGroups) {
      const [race] = await db
        .select({ start: races.raceDateTime })
        .from(races)
        .where(and(eq(races.groupId, group.id), eq(races.cancelled, false)));
      if (race && race.start <= now) continue;
      const [pot1] = await db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.pot, 1)));
      if (pot1) selectedWinners.push(pot1.userId);
    }
    expect(selectedWinners.length).toBeGreaterThan(0);
    const answers = await onBoth(6, (server) =>
      httpClient(server.url, picker.sid).post('/api/pickems/submit-round-picks', { selectedWinners }),
    );
    expect(answers.filter(ok), describeAll(answers)).toHaveLength(1);
    const refused = answers.filter((a) => !ok(a));
    expect(refused.map((a) => [a.status, (a.body as { error?: string }).error])).toEqual(
      refused.map(() => [409, 'You have already submitted your picks for this round']),
    );
    expect(await db.select().from(roundPickSubmissions).where(eq(roundPickSubmissions.userId, picker.id))).toHaveLength(
      1,
    );
    expect(await db.select().from(roundPicks).where(eq(roundPicks.userId, picker.id))).toHaveLength(
      selectedWinners.length,
    );
  });
});
