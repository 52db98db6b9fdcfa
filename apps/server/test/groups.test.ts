import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Group } from '@pokered/core/schemas/groups';
import { groupMembers, groups, raceResults, races, tournament } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';

type Bracket = 'Normal' | 'Ascension' | 'Exhibition' | 'Playoffs' | null;
const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('groups', () => {
  let t: TestApp;
  let admin: Client;
  let made = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as('boss', { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.update(tournament).set({ stage: 'Round 1' }).where(eq(tournament.id, 1));
  });

  const setStage = (stage: string) => t.db.update(tournament).set({ stage }).where(eq(tournament.id, 1));
  /** A fresh runner (unique name per call) logged in. */
  const runner = (bracket: Bracket = 'Normal', name = `runner${String(++made)}`) =>
    t.as(name, { role: 'runner', currentBracket: bracket });
  const ids = (...clients: Client[]) => clients.map((client) => client.userId ?? '');
  const create = (pot1: string, pot2: string, pot3?: string) =>
    admin.post('/api/groups', { pot1UserId: pot1, pot2UserId: pot2, ...(pot3 ? { pot3UserId: pot3 } : {}) });
  const storedGroups = (round: string) => t.db.select().from(groups).where(eq(groups.round, round));

  describe('POST /api/groups', () => {
    it('answers 401 to anonymous callers and 403 to runners and commentators', async () => {
      const [a, b] = ids(await runner(), await runner());
      const before = (await storedGroups('Round 1')).length;
      expect((await t.anonymous.post('/api/groups', { pot1UserId: a, pot2UserId: b })).statusCode).toBe(401);
      const member = await runner();
      expect((await member.post('/api/groups', { pot1UserId: a, pot2UserId: b })).statusCode).toBe(403);
      const commentator = await t.as('talker');
      expect((await commentator.post('/api/groups', { pot1UserId: a, pot2UserId: b })).statusCode).toBe(403);
      expect(await storedGroups('Round 1')).toHaveLength(before);
    });

    it('creates a group with the next number, pot 1 bracket, members in pot order, audited', async () => {
      const pot1 = await runner('Ascension', 'misty');
      const pot2 = await runner('Normal', 'brock');
      const pot3 = await runner('Normal', 'ash');
      // Other tests of this file may have grouped runners in Round 1 already.
      const next = (await storedGroups('Round 1')).length + 1;
      const response = await create(...(ids(pot1, pot2, pot3) as [string, string, string]));
      expect(response.statusCode).toBe(201);
      const body = response.json<{ message: string; group: Group }>();
      expect(body.message).toBe('Group successfully created');
      expect(body.group).toEqual({
        _id: expect.any(String),
        groupNumber: next,
        round: 'Round 1',
        bracket: 'Ascension',
        members: [
          {
            _id: pot1.userId,
            displayName: 'misty',
            discordUsername: 'misty',
            country: null,
            currentBracket: 'Ascension',
          },
          { _id: pot2.userId, displayName: 'brock', discordUsername: 'brock', country: null, currentBracket: 'Normal' },
          { _id: pot3.userId, displayName: 'ash', discordUsername: 'ash', country: null, currentBracket: 'Normal' },
        ],
        raceStartTime: null,
        raceId: null,
        raceCompleted: false,
        placing: [],
      });
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'group.create'), eq(auditLog.targetId, body.group._id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actorId).toBe(admin.userId);

      const second = await create(...(ids(await runner(), await runner()) as [string, string]));
      expect(second.statusCode).toBe(201);
      expect(second.json<{ group: Group }>().group).toMatchObject({ groupNumber: next + 1, bracket: 'Normal' });
      expect(second.json<{ group: Group }>().group.members).toHaveLength(2);
    });

    it.each([
      ['racer 2 missing', (a: string) => ({ pot1UserId: a })],
      ['racer 1 missing', (a: string) => ({ pot2UserId: a })],
      ['racer 2 blank', (a: string) => ({ pot1UserId: a, pot2UserId: '' })],
      ['racer 1 null', (a: string) => ({ pot1UserId: null, pot2UserId: a })],
      ['both missing', () => ({})],
    ])("refuses %s with 'Racer 1 and Racer 2 are required.'", async (_label, body) => {
      const [a] = ids(await runner());
      const response = await admin.post('/api/groups', body(a ?? ''));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Racer 1 and Racer 2 are required.' });
    });

    it('treats a blank racer 3 as none', async () => {
      const [a, b] = ids(await runner(), await runner());
      const response = await admin.post('/api/groups', { pot1UserId: a, pot2UserId: b, pot3UserId: '' });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ group: Group }>().group.members).toHaveLength(2);
    });

    it('refuses a racer chosen twice, a malformed id, an unknown id and a non-runner, storing nothing', async () => {
      const [a, b] = ids(await runner(), await runner());
      const before = (await storedGroups('Round 1')).length;
      const twice = await create(a ?? '', b ?? '', a);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ error: 'A racer cannot be chosen twice.' });
      const malformed = await create(a ?? '', 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ error: string }>().error).toMatch(/pot2UserId/);
      const unknown = await create(a ?? '', '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'No runner found with that id.' });
      const commentator = await t.as('Lance');
      const notRunner = await create(a ?? '', b ?? '', commentator.userId ?? '');
      expect(notRunner.statusCode).toBe(400);
      expect(notRunner.json()).toEqual({ error: 'Lance is not a runner.' });
      expect(await storedGroups('Round 1')).toHaveLength(before);
    });

    it('refuses a runner already grouped this round (409), but groups them again in the next round from number 1', async () => {
      const sabrina = await runner('Normal', 'Sabrina');
      const [a, b, c, d] = ids(sabrina, await runner(), await runner(), await runner());
      expect((await create(a ?? '', b ?? '')).statusCode).toBe(201);
      const again = await create(c ?? '', d ?? '', a);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'Sabrina is already in a group this round.' });
      const members = await t.db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, c ?? ''), eq(groupMembers.round, 'Round 1')));
      expect(members).toHaveLength(0);

      await setStage('Round 2');
      const nextRound = await create(a ?? '', c ?? '');
      expect(nextRound.statusCode).toBe(201);
      expect(nextRound.json<{ group: Group }>().group).toMatchObject({ round: 'Round 2', groupNumber: 1 });
    });

    it('refuses to create a group once the tournament is completed', async () => {
      await setStage('completed');
      const response = await create(...(ids(await runner(), await runner()) as [string, string]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'The tournament is completed: no more groups can be created.' });
    });
  });

  describe('concurrent creation', () => {
    it('gives groups created at once distinct consecutive numbers', async () => {
      await setStage('Quarterfinals');
      const clients = await Promise.all(Array.from({ length: 18 }, () => runner('Playoffs')));
      const trios = Array.from({ length: 6 }, (_, index) => ids(...clients.slice(index * 3, index * 3 + 3)));
      const responses = await Promise.all(trios.map(([a, b, c]) => create(a ?? '', b ?? '', c)));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      const numbers = responses
        .map((response) => response.json<{ group: Group }>().group.groupNumber)
        .sort((x, y) => x - y);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('never puts a runner in two groups of a round, whatever arrives at once', async () => {
      await setStage('Semifinals');
      const shared = await runner('Playoffs');
      const others = await Promise.all(Array.from({ length: 8 }, () => runner('Playoffs')));
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          create(shared.userId ?? '', others[index * 2]?.userId ?? '', others[index * 2 + 1]?.userId ?? ''),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json<{ error: string }>().error).toMatch(/already in a group this round/);
      }
      const memberships = await t.db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, shared.userId ?? ''), eq(groupMembers.round, 'Semifinals')));
      expect(memberships).toHaveLength(1);
      expect(await storedGroups('Semifinals')).toHaveLength(1);
    });
  });

  describe('reading groups', () => {
    it('GET /api/groups lists every round with the current round, ordered, with the active race start', async () => {
      await setStage('Round 3');
      const pot1 = await runner('Normal');
      const pot2 = await runner('Normal');
      const created = (await create(...(ids(pot1, pot2) as [string, string]))).json<{ group: Group }>().group;
      const start = future();
      await t.db.insert(races).values({
        groupId: created._id,
        round: 'Round 3',
        raceDateTime: start - 100,
        racer1: pot1.userId ?? '',
        racer2: pot2.userId ?? '',
        cancelled: true,
      });
      await t.db.insert(races).values({
        groupId: created._id,
        round: 'Round 3',
        raceDateTime: start,
        racer1: pot1.userId ?? '',
        racer2: pot2.userId ?? '',
      });

      const response = await t.anonymous.get('/api/groups');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ currentRound: string; groups: Group[] }>();
      expect(body.currentRound).toBe('Round 3');
      const rounds = body.groups.map((group) => group.round);
      // Every round that has groups (other tests of this file make groups in other rounds).
      const stored = await t.db.selectDistinct({ round: groups.round }).from(groups);
      expect(new Set(rounds)).toEqual(new Set(stored.map((row) => row.round)));
      expect(rounds).toContain('Round 3');
      const order = ['Round 1', 'Round 2', 'Round 3', 'Quarterfinals', 'Semifinals', 'Final'];
      const keys = body.groups.map((group) => order.indexOf(group.round) * 1000 + group.groupNumber);
      expect(keys).toEqual([...keys].sort((x, y) => x - y));
      const mine = body.groups.find((group) => group._id === created._id);
      expect(mine?.raceStartTime).toBe(start);
      expect(
        body.groups.filter((group) => group._id !== created._id).every((group) => group.raceStartTime === null),
      ).toBe(true);
    });

    it('GET /api/groups gives each group the placing of its recorded race, in placing order, and none before', async () => {
      await setStage('Round 2');
      const [winner, second, third] = [await runner(), await runner(), await runner()];
      const created = (await create(...(ids(winner, second, third) as [string, string, string]))).json<{
        group: Group;
      }>().group;
      const [race] = await t.db
        .insert(races)
        .values({
          groupId: created._id,
          round: 'Round 2',
          raceDateTime: future() - 7200,
          racer1: winner.userId ?? '',
          racer2: second.userId ?? '',
          racer3: third.userId ?? '',
          completed: true,
          winner: winner.userId,
        })
        .returning();
      const raceId = race?.id ?? '';
      await t.db.insert(raceResults).values([
        { raceId, racerId: third.userId ?? '', status: 'DNF', finishTimeMs: 0, dnfOrder: 1, place: 3 },
        { raceId, racerId: winner.userId ?? '', status: 'Finished', finishTimeMs: 6_723_456, place: 1 },
        { raceId, racerId: second.userId ?? '', status: 'Finished', finishTimeMs: 6_800_000, place: 2 },
      ]);
      const open = (await create(...(ids(await runner(), await runner()) as [string, string]))).json<{
        group: Group;
      }>().group;

      const body = (await t.anonymous.get('/api/groups')).json<{ groups: Group[] }>();
      // Other tests of this file count Round 2's groups and expect no other race: this one leaves none behind.
      await t.db.delete(races).where(eq(races.id, raceId));
      await t.db.delete(groups).where(inArray(groups.id, [created._id, open._id]));
      const mine = body.groups.find((group) => group._id === created._id);
      expect(mine).toMatchObject({ raceId, raceCompleted: true });
      expect(mine?.placing?.map((result) => [result.place, result.racer._id, result.status])).toEqual([
        [1, winner.userId, 'Finished'],
        [2, second.userId, 'Finished'],
        [3, third.userId, 'DNF'],
      ]);
      expect(mine?.placing?.[0]?.finishTime).toEqual({ hours: 1, minutes: 52, seconds: 3, milliseconds: 456 });
      expect(body.groups.find((group) => group._id === open._id)?.placing).toEqual([]);
    });

    it('GET /api/groups/count counts the current round only', async () => {
      await setStage('Final');
      expect((await t.anonymous.get('/api/groups/count')).json()).toEqual({ count: 0 });
      await create(...(ids(await runner(), await runner()) as [string, string]));
      await create(...(ids(await runner(), await runner()) as [string, string]));
      expect((await t.anonymous.get('/api/groups/count')).json()).toEqual({ count: 2 });
      await setStage('Quarterfinals');
      expect((await t.anonymous.get('/api/groups/count')).json()).toEqual({
        count: (await storedGroups('Quarterfinals')).length,
      });
      await setStage('completed');
      expect((await t.anonymous.get('/api/groups/count')).json()).toEqual({ count: 0 });
    });

    it("GET /api/groups/user/current answers the caller's group of the current round, 404 without one", async () => {
      expect((await t.anonymous.get('/api/groups/user/current')).statusCode).toBe(401);
      const commentator = await t.as('watcher');
      expect((await commentator.get('/api/groups/user/current')).statusCode).toBe(403);
      const loner = await runner();
      const missing = await loner.get('/api/groups/user/current');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'You are not in a group this round.' });

      const partner = await runner();
      const created = (await create(...(ids(loner, partner) as [string, string]))).json<{ group: Group }>().group;
      const found = await loner.get('/api/groups/user/current');
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual(created);

      await setStage('Round 2');
      expect((await loner.get('/api/groups/user/current')).statusCode).toBe(404);
    });
  });
});
