import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponse } from '@pokered/core/schemas/profile';
import { groupMembers, groups, hallOfFame, pickems, raceCommentators, races, roundPicks } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { insertPeople } from './support/people.ts';
import type { PersonFields } from './support/people.ts';

const PROFILE_KEYS = [
  '_id',
  'bestTournamentTimeMilliseconds',
  'country',
  'currentBracket',
  'discordUsername',
  'displayName',
  'hasPickems',
  'isAdmin',
  'photos',
  'pickems',
  'points',
  'pronouns',
  'racesCommentated',
  'racesParticipatedIn',
  'racetime',
  'rivals',
  'role',
  'seasons',
  'trophies',
];

describe('profile: GET /api/user/{discordUsername} and GET /api/user/profile/me', () => {
  let t: TestApp;
  let misty: Client;
  const id: Record<string, string> = {};
  const uid = (key: string): string => {
    const value = id[key];
    if (!value) throw new Error(`unknown test id ${key}`);
    return value;
  };
  const now = Math.floor(Date.now() / 1000);

  async function addUser(discordUsername: string, fields: PersonFields = {}) {
    const [row] = await insertPeople(t.db, {
      discordUsername,
      displayName: discordUsername,
      role: 'runner',
      ...fields,
    });
    if (!row) throw new Error('insert failed');
    id[discordUsername] = row.id;
  }

  async function addRace(key: string, fields: Partial<typeof races.$inferInsert> & { racer1: string; racer2: string }) {
    const [row] = await t.db
      .insert(races)
      .values({ round: 'Round 1', bracket: 'Normal', raceDateTime: now + 86_400, ...fields })
      .returning({ id: races.id });
    if (!row) throw new Error('insert failed');
    id[key] = row.id;
  }

  async function addGroup(key: string, groupNumber: number, members: string[]) {
    const [row] = await t.db
      .insert(groups)
      .values({ round: 'Round 1', groupNumber, bracket: 'Normal' })
      .returning({ id: groups.id });
    if (!row) throw new Error('insert failed');
    id[key] = row.id;
    await t.db
      .insert(groupMembers)
      .values(members.map((member, pot) => ({ groupId: row.id, userId: uid(member), round: 'Round 1', pot: pot + 1 })));
  }

  beforeAll(async () => {
    t = await createTestApp();
    misty = await t.as('misty', {
      displayName: 'Misty',
      role: 'runner',
      pronouns: 'she/her',
      country: 'US',
      avatarUrl: 'https://cdn.discordapp.com/avatars/1/abc.png',
      discordId: '123456789012345678',
      globalName: 'Secret Global Name',
      currentBracket: 'Ascension',
      points: 19,
      bestTimeMs: 6_900_000,
    });
    id.misty = misty.userId ?? '';
    await addUser('jiggles', { displayName: 'Jiggles' });
    await addUser('brocksolid', { displayName: 'Brock', role: 'commentator' });
    await addUser('champ_now', { displayName: 'Champ' });
    await addUser('champ_then', { displayName: 'Former Champ' });
    await addUser('gary');

    // The data file holds 2023 (gold Jiggles) and 2022 (silver Jiggles, bronze BrockSolid), without userIds.
    await t.db.insert(hallOfFame).values({
      year: 2025,
      gold: { name: 'Champ', userId: uid('champ_then') },
      silver: { name: 'Misty', userId: uid('misty') },
      bronze: { name: 'Jiggles', userId: uid('jiggles') },
      spotlightVideos: [],
    });

    await addGroup('group1', 1, ['misty', 'jiggles', 'gary']);
    await addGroup('group2', 2, ['champ_now', 'champ_then']);
    // Misty's races: a cancelled one, and her group's active race (tomorrow).
    await addRace('cancelledRace', {
      racer1: uid('misty'),
      racer2: uid('jiggles'),
      cancelled: true,
      raceDateTime: now - 3 * 86_400,
    });
    await addRace('mistyRace', {
      groupId: uid('group1'),
      racer1: uid('misty'),
      racer2: uid('jiggles'),
      racer3: uid('gary'),
    });
    // Group 2 has already raced (started an hour ago): its picks are public.
    await addRace('startedRace', {
      groupId: uid('group2'),
      racer1: uid('champ_now'),
      racer2: uid('champ_then'),
      raceDateTime: now - 3600,
    });
    // Misty commentates group 2's race, and a Semifinals race whose commentators stay hidden from others.
    await addRace('semiRace', {
      round: 'Semifinals',
      bracket: 'Playoffs',
      racer1: uid('champ_now'),
      racer2: uid('gary'),
    });
    await t.db.insert(raceCommentators).values([
      { raceId: uid('startedRace'), userId: uid('misty') },
      { raceId: uid('semiRace'), userId: uid('misty') },
    ]);

    // Misty plays Pickems: one pick for an open group (hidden from others) and one for a started group.
    await t.db.insert(pickems).values({ userId: uid('misty') });
    await t.db.insert(roundPicks).values([
      { userId: uid('misty'), groupId: uid('group1'), round: 'Round 1', runnerId: uid('jiggles') },
      { userId: uid('misty'), groupId: uid('group2'), round: 'Round 1', runnerId: uid('champ_now') },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers exactly the public key set, and nothing private', async () => {
    const res = await t.anonymous.get('/api/user/misty');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(PROFILE_KEYS);
    expect(profileResponse.safeParse(body).success).toBe(true);
    expect(res.body).not.toContain('123456789012345678');
    expect(res.body).not.toContain('Secret Global Name');
    expect(res.body).not.toMatch(/discordId|global_name|globalName|avatarUrl|session|createdAt|"bye"/);
    expect(body).toMatchObject({
      _id: uid('misty'),
      discordUsername: 'misty',
      displayName: 'Misty',
      pronouns: 'she/her',
      country: 'US',
      photos: [{ value: 'https://cdn.discordapp.com/avatars/1/abc.png' }],
      role: 'runner',
      isAdmin: false,
      racetime: null,
      currentBracket: 'Ascension',
      points: 19,
      bestTournamentTimeMilliseconds: 6_900_000,
      hasPickems: true,
    });
  });

  it('finds a user case-insensitively', async () => {
    const res = await t.anonymous.get('/api/user/MiStY');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: uid('misty'), discordUsername: 'misty' });
  });

  it("answers 404 'No user found with that Discord username' for a valid name nobody has", async () => {
    const res = await t.anonymous.get('/api/user/nobody');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No user found with that Discord username' });
  });

  // The username rule (rules §11) is checked before any query: a name no user can have is bad input.
  it.each(['Not%20A%20Valid%20Name!!', 'x'.repeat(150), 'a'])(
    'answers 400 for the invalid username %s',
    async (name) => {
      const res = await t.anonymous.get(`/api/user/${name}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringContaining('Invalid discordUsername') });
    },
  );

  it('refuses /api/user/profile/me to anonymous callers with 401', async () => {
    const res = await t.anonymous.get('/api/user/profile/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("answers the caller's own profile on /api/user/profile/me, the same as by name", async () => {
    const me = await misty.get('/api/user/profile/me');
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json<Record<string, unknown>>()).sort()).toEqual(PROFILE_KEYS);
    const byName = await misty.get('/api/user/misty');
    expect(me.json()).toEqual(byName.json());
  });

  it('gives trophies from the hall of fame by userId only, newest first: a historic name alone gives none', async () => {
    const trophies = async (name: string) =>
      (await t.anonymous.get(`/api/user/${name}`)).json<{ trophies: unknown }>().trophies;
    // The data file's 2023 gold and 2022 silver say 'Jiggles', but no admin linked them to this user
    // (test/hallOfFameLinks.test.ts links them).
    expect(await trophies('jiggles')).toEqual([{ year: 2025, position: '3rd', emoji: '🥉' }]);
    expect(await trophies('misty')).toEqual([{ year: 2025, position: '2nd', emoji: '🥈' }]);
    expect(await trophies('brocksolid')).toEqual([]);
    // A recorded userId wins over a same display name.
    expect(await trophies('champ_then')).toEqual([{ year: 2025, position: '1st', emoji: '🥇' }]);
    expect(await trophies('champ_now')).toEqual([]);
    expect(await trophies('gary')).toEqual([]);
  });

  it('lists races participated in (cancelled ones flagged) and commentated, with the race serialization', async () => {
    const body = profileResponse.parse((await t.anonymous.get('/api/user/misty')).json());
    expect(body.racesParticipatedIn.map((race) => [race._id, race.cancelled])).toEqual([
      [uid('mistyRace'), false],
      [uid('cancelledRace'), true],
    ]);
    const mistyRace = body.racesParticipatedIn[0];
    expect(mistyRace?.racer1).toEqual({
      _id: uid('misty'),
      displayName: 'Misty',
      discordUsername: 'misty',
      country: 'US',
      currentBracket: 'Ascension',
    });
    expect(mistyRace?.racer3?._id).toBe(uid('gary'));
    // The Semifinals commentary is hidden from others, as on the races list.
    expect(body.racesCommentated.map((race) => race._id)).toEqual([uid('startedRace')]);
    expect(body.racesCommentated[0]?.commentators.map((c) => c._id)).toEqual([uid('misty')]);
    const own = profileResponse.parse((await misty.get('/api/user/profile/me')).json());
    expect(own.racesCommentated.map((race) => race._id).sort()).toEqual([uid('startedRace'), uid('semiRace')].sort());
  });

  it("shows the Pickems summary, hiding others' round picks until the group's race has started", async () => {
    const asOther = profileResponse.parse((await t.anonymous.get('/api/user/misty')).json());
    expect(asOther.pickems?.round1Picks.map((pick) => pick.groupId)).toEqual([uid('group2')]);
    const gary = await t.as('gary');
    const asGary = profileResponse.parse((await gary.get('/api/user/misty')).json());
    expect(asGary.pickems?.round1Picks.map((pick) => pick.groupId)).toEqual([uid('group2')]);
    const own = profileResponse.parse((await misty.get('/api/user/profile/me')).json());
    expect(own.pickems?.round1Picks.map((pick) => pick.groupId)).toEqual([uid('group1'), uid('group2')]);
    expect(own.pickems?.round1Picks[0]).toMatchObject({ _id: uid('jiggles'), groupNumber: 1, correct: false });
  });

  it('answers pickems null and hasPickems false for a user who never played, and empty lists for a quiet user', async () => {
    const body = profileResponse.parse((await t.anonymous.get('/api/user/brocksolid')).json());
    expect(body.hasPickems).toBe(false);
    expect(body.pickems).toBeNull();
    expect(body.racesParticipatedIn).toEqual([]);
    expect(body.racesCommentated).toEqual([]);
    expect(body).toMatchObject({
      displayName: 'Brock',
      role: 'commentator',
      pronouns: null,
      country: null,
      photos: [],
      currentBracket: null,
      bestTournamentTimeMilliseconds: null,
      points: 0,
    });
  });
});
