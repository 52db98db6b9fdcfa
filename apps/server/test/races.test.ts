import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Group } from '@pokered/core/schemas/groups';
import type { Race, RaceDetail, UserRaces } from '@pokered/core/schemas/races';
import { raceCommentators, raceResults, races, tournament } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';

const ALREADY = 'A race has already been scheduled for this group. Contact @organizers if you have an issue.';
const REQUIRED = 'All fields are required. Please fill them out and try again.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const now = () => Math.floor(Date.now() / 1000);
const RACE_KEYS = [
  '_id',
  'bracket',
  'callerIsCommentator',
  'cancelled',
  'commentatorCount',
  'commentators',
  'completed',
  'datetime',
  'groupId',
  'playedAt',
  'raceDateTime',
  'raceTimeId',
  'racer1',
  'racer2',
  'racer3',
  'restreamChannel',
  'restreamPlanned',
  'restreamer',
  'results',
  'round',
  'twitchChannels',
  'winner',
  'year',
];

type Bracket = 'Normal' | 'Ascension' | 'Exhibition' | 'Playoffs';

describe('races', () => {
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

  const setStage = (stage: string) => t.db.update(tournament).set({ stage }).where(eq(tournament.id, 1));
  const runner = (bracket: Bracket = 'Normal') =>
    t.as(`racer${String(++made)}`, { role: 'runner', currentBracket: bracket, country: 'FR' });
  const idOf = (client: Client | undefined) => client?.userId ?? '';

  /** A group of the current round made through the API, with its members logged in (pot order). */
  async function makeGroup(size: 2 | 3 = 3, bracket: Bracket = 'Normal') {
    const members = [await runner(bracket), await runner(), ...(size === 3 ? [await runner()] : [])];
    const response = await admin.post('/api/groups', {
      pot1UserId: idOf(members[0]),
      pot2UserId: idOf(members[1]),
      pot3UserId: idOf(members[2]),
    });
    expect(response.statusCode).toBe(201);
    return { members, group: response.json<{ group: Group }>().group };
  }

  /** A race stored directly, for states the API cannot reach quickly (past, completed, other rounds). */
  async function insertRace(values: Partial<typeof races.$inferInsert> & { racer1: string; racer2: string }) {
    const [row] = await t.db
      .insert(races)
      .values({ round: 'Round 1', raceDateTime: now() + 3600, ...values })
      .returning({ id: races.id });
    return row?.id ?? '';
  }

  describe('POST /api/races/submit', () => {
    beforeEach(async () => {
      await setStage('Round 1');
    });

    it('answers 401 to anonymous callers and 403 to non-runners', async () => {
      expect(
        (await t.anonymous.post('/api/races/submit', { racer2: UNKNOWN_ID, raceDateTime: now() + 60 })).statusCode,
      ).toBe(401);
      const commentator = await t.as('chatty');
      expect(
        (await commentator.post('/api/races/submit', { racer2: UNKNOWN_ID, raceDateTime: now() + 60 })).statusCode,
      ).toBe(403);
    });

    it('refuses a runner without a group this round with 409', async () => {
      const loner = await runner();
      const partner = await runner();
      const response = await loner.post('/api/races/submit', { racer2: partner.userId, raceDateTime: now() + 3600 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'You are not in a group this round, so you cannot submit a race yet.' });
    });

    it('refuses every invalid submission with its message and stores nothing', async () => {
      const { members, group } = await makeGroup(3);
      const [me, second, third] = members;
      const outsider = await runner();
      const start = now() + 3600;
      const cases: [unknown, number, string | RegExp][] = [
        [{ raceDateTime: start }, 400, REQUIRED],
        [{ racer2: '', raceDateTime: start }, 400, REQUIRED],
        [{ racer2: idOf(second) }, 400, REQUIRED],
        [{ racer2: idOf(second), raceDateTime: null }, 400, REQUIRED],
        [{ racer2: idOf(me), raceDateTime: start }, 400, 'A racer cannot be chosen twice.'],
        [{ racer2: idOf(second), racer3: idOf(second), raceDateTime: start }, 400, 'A racer cannot be chosen twice.'],
        [{ racer2: idOf(second), raceDateTime: now() - 60 }, 400, 'The race start must be in the future.'],
        [{ racer2: idOf(outsider), raceDateTime: start }, 400, 'Racers 2 and 3 must be members of your group.'],
        [
          { racer2: idOf(second), racer3: idOf(outsider), raceDateTime: start },
          400,
          'Racers 2 and 3 must be members of your group.',
        ],
        [{ racer2: 'not-an-id', raceDateTime: start }, 400, /racer2/],
        [{ racer2: idOf(second), raceDateTime: 'tomorrow' }, 400, /raceDateTime/],
        [{ racer2: idOf(second), raceDateTime: start + 0.5 }, 400, /raceDateTime/],
      ];
      for (const [body, status, error] of cases) {
        const response = await me?.post('/api/races/submit', body);
        expect(response?.statusCode, JSON.stringify(body)).toBe(status);
        expect(response?.json<{ error: string }>().error, JSON.stringify(body)).toEqual(
          typeof error === 'string' ? error : expect.stringMatching(error),
        );
      }
      expect(third).toBeDefined();
      expect(await t.db.select().from(races).where(eq(races.groupId, group._id))).toHaveLength(0);
    });

    it('schedules a race with the caller as racer 1, the current round and the group bracket; a second one is refused', async () => {
      await setStage('Round 2');
      const { members, group } = await makeGroup(3, 'Ascension');
      const [me, second, third] = members;
      const start = now() + 7200;
      const response = await second?.post('/api/races/submit', {
        racer1: idOf(third),
        racer2: idOf(me),
        racer3: idOf(third),
        raceDateTime: start,
      });
      expect(response?.statusCode).toBe(201);
      const body = response?.json<{ message: string; race: Race }>();
      expect(body?.message).toBe('Race submitted successfully!');
      expect(Object.keys(body?.race ?? {}).sort()).toEqual([...RACE_KEYS].sort());
      expect(body?.race).toMatchObject({
        groupId: group._id,
        round: 'Round 2',
        bracket: 'Ascension',
        raceDateTime: start,
        datetime: new Date(start * 1000).toISOString(),
        racer1: {
          _id: idOf(second),
          displayName: expect.any(String),
          discordUsername: expect.any(String),
          country: 'FR',
          currentBracket: 'Normal',
        },
        racer2: { _id: idOf(me), currentBracket: 'Ascension' },
        racer3: { _id: idOf(third) },
        commentators: [],
        commentatorCount: 0,
        callerIsCommentator: false,
        cancelled: false,
        completed: false,
        restreamPlanned: false,
        restreamChannel: null,
        restreamer: null,
        raceTimeId: null,
        winner: null,
        results: [],
      });
      const current = await me?.get('/api/groups/user/current');
      expect(current?.json<Group>().raceStartTime).toBe(start);

      const again = await third?.post('/api/races/submit', { racer2: idOf(me), raceDateTime: start + 60 });
      expect(again?.statusCode).toBe(409);
      expect(again?.json()).toEqual({ error: ALREADY });
    });

    it('lets exactly one of three members submitting at the same moment through', async () => {
      const { members, group } = await makeGroup(3);
      const start = now() + 5000;
      const responses = await Promise.all(
        members.map((member, index) => {
          const others = members.filter((_, other) => other !== index);
          return member.post('/api/races/submit', {
            racer2: idOf(others[0]),
            racer3: idOf(others[1]),
            raceDateTime: start + index,
          });
        }),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409))
        expect(response.json()).toEqual({ error: ALREADY });
      expect(await t.db.select().from(races).where(eq(races.groupId, group._id))).toHaveLength(1);
    });

    it('a cancelled race frees the group; uncancelling it is refused while the new race is active', async () => {
      const { members } = await makeGroup(2);
      const [me, partner] = members;
      const first = (await me?.post('/api/races/submit', { racer2: idOf(partner), raceDateTime: now() + 3600 }))?.json<{
        race: Race;
      }>().race;
      const cancelled = await admin.post(`/api/races/${first?._id ?? ''}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        message: 'Race cancelled.',
        race: { _id: first?._id, cancelled: true },
      });
      expect((await me?.get('/api/groups/user/current'))?.json<Group>().raceStartTime).toBeNull();

      const second = await partner?.post('/api/races/submit', { racer2: idOf(me), raceDateTime: now() + 9000 });
      expect(second?.statusCode).toBe(201);
      const refused = await admin.post(`/api/races/${first?._id ?? ''}/uncancel`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'This race cannot be uncancelled: its group has scheduled another race since. Cancel that race first.',
      });

      await admin.post(`/api/races/${second?.json<{ race: Race }>().race._id ?? ''}/cancel`);
      const restored = await admin.post(`/api/races/${first?._id ?? ''}/uncancel`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ message: 'Race uncancelled.', race: { cancelled: false } });
    });

    it('refuses submissions once the tournament is completed', async () => {
      const { members } = await makeGroup(2);
      await setStage('completed');
      const response = await members[0]?.post('/api/races/submit', {
        racer2: idOf(members[1]),
        raceDateTime: now() + 3600,
      });
      expect(response?.statusCode).toBe(409);
    });
  });

  describe('reading races', () => {
    let a: Client;
    let b: Client;
    let c: Client;
    let fan: Client;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      await setStage('Round 3');
      [a, b, c] = [await runner(), await runner('Ascension'), await runner()];
      fan = await t.as('fan');
      const base = now();
      ids.later = await insertRace({ round: 'Round 3', raceDateTime: base + 7200, racer1: idOf(a), racer2: idOf(b) });
      ids.sooner = await insertRace({
        round: 'Round 3',
        raceDateTime: base + 3600,
        racer1: idOf(c),
        racer2: idOf(b),
        cancelled: true,
      });
      ids.started = await insertRace({
        round: 'Round 3',
        raceDateTime: base - 600,
        racer1: idOf(a),
        racer2: idOf(c),
        racer3: idOf(b),
      });
      ids.startedCancelled = await insertRace({
        round: 'Round 3',
        raceDateTime: base - 1200,
        racer1: idOf(a),
        racer2: idOf(c),
        cancelled: true,
      });
      ids.olderStarted = await insertRace({
        round: 'Round 1',
        raceDateTime: base - 86_400,
        racer1: idOf(b),
        racer2: idOf(c),
      });
      ids.completedOld = await insertRace({
        round: 'Round 1',
        raceDateTime: base - 90_000,
        racer1: idOf(a),
        racer2: idOf(b),
        racer3: idOf(c),
        completed: true,
        raceTimeId: 'pkmnredblue/old-race',
        winner: idOf(c),
      });
      ids.completedNew = await insertRace({
        round: 'Round 3',
        raceDateTime: base - 5000,
        racer1: idOf(a),
        racer2: idOf(b),
        completed: true,
        raceTimeId: 'pkmnredblue/new-race',
        winner: idOf(b),
      });
      await t.db.insert(raceResults).values([
        { raceId: ids.completedOld, racerId: idOf(a), status: 'DNF', finishTimeMs: 0, dnfOrder: 1, place: 2 },
        { raceId: ids.completedOld, racerId: idOf(b), status: 'DQ', finishTimeMs: 0, dnfOrder: null, place: 3 },
        {
          raceId: ids.completedOld,
          racerId: idOf(c),
          status: 'Finished',
          finishTimeMs: 6_723_456,
          dnfOrder: null,
          place: 1,
        },
        {
          raceId: ids.completedNew,
          racerId: idOf(a),
          status: 'Finished',
          finishTimeMs: 7_000_000,
          dnfOrder: null,
          place: 2,
        },
        {
          raceId: ids.completedNew,
          racerId: idOf(b),
          status: 'Finished',
          finishTimeMs: 6_999_999,
          dnfOrder: null,
          place: 1,
        },
      ]);
      await t.db.insert(raceCommentators).values({ raceId: ids.completedNew, userId: idOf(fan) });
    });

    it("GET /api/races lists the current round's not-completed races, cancelled flagged, soonest first", async () => {
      const response = await t.anonymous.get('/api/races');
      expect(response.statusCode).toBe(200);
      const list = response.json<Race[]>();
      const mine = list.filter((race) => Object.values(ids).includes(race._id));
      expect(mine.map((race) => race._id)).toEqual([ids.startedCancelled, ids.started, ids.sooner, ids.later]);
      expect(mine.map((race) => race.cancelled)).toEqual([true, false, true, false]);
      expect(list.every((race) => race.round === 'Round 3' && !race.completed)).toBe(true);
      const times = list.map((race) => race.raceDateTime);
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(Object.keys(list[0] ?? {}).sort()).toEqual([...RACE_KEYS].sort());
      expect(mine.find((race) => race._id === ids.started)?.racer3).toEqual({
        _id: idOf(b),
        displayName: expect.any(String),
        discordUsername: expect.any(String),
        country: 'FR',
        currentBracket: 'Ascension',
      });
    });

    it('GET /api/races answers an empty list once the tournament is completed', async () => {
      await setStage('completed');
      expect((await t.anonymous.get('/api/races')).json()).toEqual([]);
      await setStage('Round 3');
    });

    it('GET /api/races/ready-to-complete is admin-only: started, not completed, not cancelled, longest waiting first', async () => {
      expect((await t.anonymous.get('/api/races/ready-to-complete')).statusCode).toBe(401);
      expect((await a.get('/api/races/ready-to-complete')).statusCode).toBe(403);
      const response = await admin.get('/api/races/ready-to-complete');
      expect(response.statusCode).toBe(200);
      const list = response.json<Race[]>();
      expect(list.map((race) => race._id).filter((id) => Object.values(ids).includes(id))).toEqual([
        ids.olderStarted,
        ids.started,
      ]);
      expect(list.every((race) => !race.completed && !race.cancelled && race.raceDateTime <= now())).toBe(true);
    });

    it('GET /api/races/completed lists completed races newest first, results in placing order', async () => {
      const response = await t.anonymous.get('/api/races/completed');
      expect(response.statusCode).toBe(200);
      // Other tests of this file (in any order) complete races of their own.
      const list = response.json<Race[]>().filter((race) => Object.values(ids).includes(race._id));
      expect(list.map((race) => race._id)).toEqual([ids.completedNew, ids.completedOld]);
      const old = list[1];
      expect(old?.results.map((result) => [result.racer._id, result.status, result.place])).toEqual([
        [idOf(c), 'Finished', 1],
        [idOf(a), 'DNF', 2],
        [idOf(b), 'DQ', 3],
      ]);
      expect(old?.results[0]).toEqual({
        racer: {
          _id: idOf(c),
          displayName: expect.any(String),
          discordUsername: expect.any(String),
          country: 'FR',
          currentBracket: 'Normal',
        },
        status: 'Finished',
        finishTime: { hours: 1, minutes: 52, seconds: 3, milliseconds: 456 },
        dnfOrder: null,
        place: 1,
      });
      expect(old?.results[1]).toMatchObject({
        finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
        dnfOrder: 1,
      });
      expect(old?.winner?._id).toBe(idOf(c));
      expect(old?.raceTimeId).toBe('pkmnredblue/old-race');
      expect(list[0]?.commentators.map((commentator) => commentator._id)).toEqual([idOf(fan)]);
    });

    it('GET /api/races/{id} answers one race; 404 for an unknown id, 400 for a malformed one', async () => {
      const response = await t.anonymous.get(`/api/races/${ids.completedNew ?? ''}`);
      expect(response.statusCode).toBe(200);
      const fromList = (await t.anonymous.get('/api/races/completed'))
        .json<Race[]>()
        .find((race) => race._id === ids.completedNew);
      // The list's race, and its racers' records going into it (rules §30, test/rivalry.test.ts).
      const { pairs, ...race } = response.json<RaceDetail>();
      expect(race).toEqual(fromList);
      expect(pairs).toHaveLength(fromList?.racer3 ? 3 : 1);
      const unknown = await t.anonymous.get(`/api/races/${UNKNOWN_ID}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Race not found.' });
      const malformed = await t.anonymous.get('/api/races/12345');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: expect.stringMatching(/id/) });
    });

    it("GET /api/races/user answers the caller's races raced and commentated, every round, newest first, cancelled included", async () => {
      expect((await t.anonymous.get('/api/races/user')).statusCode).toBe(401);
      const response = await a.get('/api/races/user');
      expect(response.statusCode).toBe(200);
      const body = response.json<UserRaces>();
      expect(body.racesParticipatedIn.map((race) => race._id)).toEqual([
        ids.later,
        ids.started,
        ids.startedCancelled,
        ids.completedNew,
        ids.completedOld,
      ]);
      expect(body.racesCommentated).toEqual([]);
      const fanRaces = (await fan.get('/api/races/user')).json<UserRaces>();
      expect(fanRaces).toEqual({
        racesParticipatedIn: [],
        racesCommentated: [expect.objectContaining({ _id: ids.completedNew, callerIsCommentator: true })],
      });
    });

    it('GET /api/races/user/{userId} answers anyone; 404 for an unknown user, 400 for a malformed id', async () => {
      const response = await t.anonymous.get(`/api/races/user/${idOf(c)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<UserRaces>().racesParticipatedIn.map((race) => race._id)).toEqual([
        ids.sooner,
        ids.started,
        ids.startedCancelled,
        ids.olderStarted,
        ids.completedOld,
      ]);
      const fanRaces = await t.anonymous.get(`/api/races/user/${idOf(fan)}`);
      expect(fanRaces.json<UserRaces>().racesCommentated.map((race) => race._id)).toEqual([ids.completedNew]);
      expect(fanRaces.json<UserRaces>().racesCommentated[0]?.callerIsCommentator).toBe(false);
      expect((await t.anonymous.get(`/api/races/user/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await t.anonymous.get('/api/races/user/nope')).statusCode).toBe(400);
    });
  });

  describe('Semifinals and Final commentators', () => {
    it('are a count for non-admins until the race is completed; admins see the names', async () => {
      await setStage('Semifinals');
      const [x, y] = [await runner('Playoffs'), await runner('Playoffs')];
      const voices = [await t.as('voice1'), await t.as('voice2'), await t.as('voice3')];
      const raceId = await insertRace({
        round: 'Semifinals',
        raceDateTime: now() + 3600,
        racer1: idOf(x),
        racer2: idOf(y),
      });
      const doneId = await insertRace({
        round: 'Semifinals',
        raceDateTime: now() - 9000,
        racer1: idOf(x),
        racer2: idOf(y),
        completed: true,
      });
      for (const voice of voices) {
        expect((await voice.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
      }
      await t.db.insert(raceCommentators).values({ raceId: doneId, userId: idOf(voices[0]) });

      const anonymous = (await t.anonymous.get('/api/races')).json<Race[]>().find((race) => race._id === raceId);
      expect(anonymous).toMatchObject({ commentators: [], commentatorCount: 3, callerIsCommentator: false });
      const signedUp = (await voices[1]?.get('/api/races'))?.json<Race[]>().find((race) => race._id === raceId);
      expect(signedUp).toMatchObject({ commentators: [], commentatorCount: 3, callerIsCommentator: true });
      const asAdmin = (await admin.get('/api/races')).json<Race[]>().find((race) => race._id === raceId);
      expect(asAdmin?.commentators.map((commentator) => commentator._id)).toEqual(voices.map(idOf));
      expect(asAdmin?.commentatorCount).toBe(3);
      expect((await t.anonymous.get(`/api/races/${raceId}`)).json<Race>().commentators).toEqual([]);

      // The profile of a commentator does not reveal what the races list hides, except to them and admins.
      const theirs = (await t.anonymous.get(`/api/races/user/${idOf(voices[0])}`)).json<UserRaces>();
      expect(theirs.racesCommentated.map((race) => race._id)).toEqual([doneId]);
      const own = (await voices[0]?.get('/api/races/user'))?.json<UserRaces>();
      expect(own?.racesCommentated.map((race) => race._id)).toEqual([raceId, doneId]);
      const adminView = (await admin.get(`/api/races/user/${idOf(voices[0])}`)).json<UserRaces>();
      expect(adminView.racesCommentated.map((race) => race._id)).toEqual([raceId, doneId]);

      const done = (await t.anonymous.get(`/api/races/${doneId}`)).json<Race>();
      expect(done.commentators.map((commentator) => commentator._id)).toEqual([idOf(voices[0])]);
    });
  });

  describe('cancel and uncancel', () => {
    it('answer 401 / 403 to non-admins, 404 for unknown races, 400 for malformed ids', async () => {
      const [x, y] = [await runner(), await runner()];
      const raceId = await insertRace({ racer1: idOf(x), racer2: idOf(y) });
      for (const action of ['cancel', 'uncancel']) {
        expect((await t.anonymous.post(`/api/races/${raceId}/${action}`)).statusCode).toBe(401);
        expect((await x.post(`/api/races/${raceId}/${action}`)).statusCode).toBe(403);
        const unknown = await admin.post(`/api/races/${UNKNOWN_ID}/${action}`);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ error: 'Race not found.' });
        expect((await admin.post(`/api/races/bad-id/${action}`)).statusCode).toBe(400);
      }
      expect((await t.db.select().from(races).where(eq(races.id, raceId)))[0]?.cancelled).toBe(false);
    });

    it('refuse cancelling twice or a completed race, and uncancelling a race that is not cancelled; changes are audited', async () => {
      const [x, y] = [await runner(), await runner()];
      const raceId = await insertRace({ racer1: idOf(x), racer2: idOf(y) });
      const doneId = await insertRace({ racer1: idOf(x), racer2: idOf(y), completed: true });
      const notCancelled = await admin.post(`/api/races/${raceId}/uncancel`);
      expect(notCancelled.statusCode).toBe(409);
      expect(notCancelled.json()).toEqual({ error: 'This race is not cancelled.' });
      expect((await admin.post(`/api/races/${raceId}/cancel`)).statusCode).toBe(200);
      const twice = await admin.post(`/api/races/${raceId}/cancel`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ error: 'This race is already cancelled.' });
      const completed = await admin.post(`/api/races/${doneId}/cancel`);
      expect(completed.statusCode).toBe(409);
      expect(completed.json()).toEqual({ error: 'A completed race cannot be cancelled.' });

      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'race.cancel'), eq(auditLog.targetId, raceId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: admin.userId,
        targetType: 'race',
        before: { cancelled: false },
        after: { cancelled: true },
      });
      expect((await admin.post(`/api/races/${raceId}/uncancel`)).statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'race.uncancel'), eq(auditLog.targetId, raceId))),
      ).toHaveLength(1);
    });
  });

  describe('restream', () => {
    it('answers 401 / 403 to non-admins, 404 for unknown races', async () => {
      const [x, y] = [await runner(), await runner()];
      const raceId = await insertRace({ racer1: idOf(x), racer2: idOf(y) });
      for (const action of ['restream', 'cancel-restream']) {
        expect(
          (await t.anonymous.post(`/api/races/${raceId}/${action}`, { restreamChannel: 'channel' })).statusCode,
        ).toBe(401);
        expect((await x.post(`/api/races/${raceId}/${action}`, { restreamChannel: 'channel' })).statusCode).toBe(403);
        expect(
          (await admin.post(`/api/races/${UNKNOWN_ID}/${action}`, { restreamChannel: 'channel' })).statusCode,
        ).toBe(404);
      }
    });

    it.each([[''], ['abc'], ['a'.repeat(26)], ['bad-name'], ['with space'], [42]])(
      'refuses the channel %j with 400, changing nothing',
      async (channel) => {
        const [x, y] = [await runner(), await runner()];
        const raceId = await insertRace({ racer1: idOf(x), racer2: idOf(y) });
        const response = await admin.post(`/api/races/${raceId}/restream`, { restreamChannel: channel });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: expect.stringMatching(/restreamChannel/) });
        expect((await t.db.select().from(races).where(eq(races.id, raceId)))[0]).toMatchObject({
          restreamPlanned: false,
          restreamChannel: null,
        });
      },
    );

    it('plans a restream on a Twitch channel with the admin as restreamer, once; cancelling clears it; both audited', async () => {
      const [x, y] = [await runner(), await runner()];
      const raceId = await insertRace({ racer1: idOf(x), racer2: idOf(y) });
      const planned = await admin.post(`/api/races/${raceId}/restream`, { restreamChannel: ' PokeRed_TV1 ' });
      expect(planned.statusCode).toBe(200);
      expect(planned.json()).toMatchObject({
        message: 'Restream planned on pokered_tv1.',
        race: {
          _id: raceId,
          restreamPlanned: true,
          restreamChannel: 'pokered_tv1',
          restreamer: { _id: admin.userId, discordUsername: 'boss' },
        },
      });
      const again = await admin.post(`/api/races/${raceId}/restream`, { restreamChannel: 'other_channel' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'A restream is already planned for this race. Cancel it first to change the channel.',
      });

      const cancelled = await admin.post(`/api/races/${raceId}/cancel-restream`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        message: 'Restream cancelled.',
        race: { restreamPlanned: false, restreamChannel: null, restreamer: null },
      });
      const none = await admin.post(`/api/races/${raceId}/cancel-restream`);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ error: 'No restream is planned for this race.' });

      const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, raceId)))
        .map((row) => row.action)
        .sort();
      expect(actions).toEqual(['race.cancel-restream', 'race.restream']);
    });

    it('refuses restreaming a cancelled or a completed race', async () => {
      const [x, y] = [await runner(), await runner()];
      const cancelledId = await insertRace({ racer1: idOf(x), racer2: idOf(y), cancelled: true });
      const doneId = await insertRace({ racer1: idOf(x), racer2: idOf(y), completed: true });
      const onCancelled = await admin.post(`/api/races/${cancelledId}/restream`, { restreamChannel: 'somechannel' });
      expect(onCancelled.statusCode).toBe(409);
      expect(onCancelled.json()).toEqual({ error: 'A cancelled race cannot be restreamed.' });
      const onDone = await admin.post(`/api/races/${doneId}/restream`, { restreamChannel: 'somechannel' });
      expect(onDone.statusCode).toBe(409);
      expect(onDone.json()).toEqual({ error: 'A completed race cannot be restreamed.' });
    });
  });
});
