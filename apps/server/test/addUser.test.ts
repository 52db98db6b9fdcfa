import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople, selectPeople } from './support/people.ts';

const URL = '/api/admin/add-user';
const EDIT_URL = '/api/admin/edit-user';
const ash = {
  discordUsername: 'Ash',
  displayName: 'Ash Ketchum',
  role: 'runner',
  isAdmin: true,
  pronouns: 'he/him',
  country: '',
};

describe('POST /api/admin/add-user', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await freshWorld(t);
    admin = await t.as('boss', { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async (discordUsername: string) => selectPeople(t.db, eq(users.discordUsername, discordUsername));
  /** Never added: the refused calls must leave it so. */
  const oak = { ...ash, discordUsername: 'Oak', displayName: 'Professor Oak' };

  /** Ash added by the admin. */
  const addedAsh = async () => {
    expect((await admin.post(URL, ash)).statusCode).toBe(200);
  };
  /** Ash added, then edited: 'Ash K', no longer an admin, they/them, from Japan. */
  const editedAsh = async () => {
    await addedAsh();
    const response = await admin.post(EDIT_URL, {
      ...ash,
      displayName: 'Ash K',
      isAdmin: false,
      pronouns: 'they/them',
      country: 'jp',
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('answers 401 to anonymous callers and 403 to non-admins, adding nobody', async () => {
    const anonymous = await t.anonymous.post(URL, oak);
    expect(anonymous.statusCode).toBe(401);
    const runner = await t.as('plainrunner', { role: 'runner' });
    const forbidden = await runner.post(URL, oak);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: expect.any(String) });
    expect(await stored('oak')).toHaveLength(0);
  });

  it('refuses a write without the XSRF header with 403', async () => {
    const response = await admin.request('POST', URL, oak, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect(await stored('oak')).toHaveLength(0);
  });

  it('adds a new user: lower-cased username, admin flag as given, pronouns kept, empty country as null, runner in Normal', async () => {
    const response = await admin.post(URL, ash);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User ash added.' });
    const [row] = await stored('ash');
    expect(row).toMatchObject({
      displayName: 'Ash Ketchum',
      role: 'runner',
      isAdmin: true,
      pronouns: 'he/him',
      country: null,
      currentBracket: 'Normal',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.add'), eq(auditLog.targetId, row?.id ?? '')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.userId);
  });

  it('refuses an existing username, in any case, with 409 naming the user, changing nothing', async () => {
    await addedAsh();
    const before = await stored('ash');
    const response = await admin.post(URL, { ...ash, discordUsername: 'ASH', displayName: 'Someone Else' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'User ash already exists: edit them instead.' });
    expect(await stored('ash')).toEqual(before);
  });

  it('edits the same user when the username differs only in case, storing isAdmin false as given', async () => {
    await addedAsh();
    const response = await admin.post(EDIT_URL, {
      ...ash,
      discordUsername: 'ASH',
      displayName: 'Ash K',
      isAdmin: false,
      pronouns: 'they/them',
      country: 'jp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User ash updated.' });
    const rows = await stored('ash');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      displayName: 'Ash K',
      isAdmin: false,
      pronouns: 'they/them',
      country: 'JP',
      currentBracket: 'Normal',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.targetId, rows[0]?.id ?? '')));
    expect(audit?.actorId).toBe(admin.userId);
    expect(audit?.before).toMatchObject({ displayName: 'Ash Ketchum', isAdmin: true });
    expect(audit?.after).toMatchObject({ displayName: 'Ash K', isAdmin: false });
  });

  it('answers the Edit User form its fields, to admins only', async () => {
    await editedAsh();
    const response = await admin.get('/api/admin/users/Ash');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: expect.any(String),
      discordUsername: 'ash',
      displayName: 'Ash K',
      role: 'runner',
      isAdmin: false,
      pronouns: 'they/them',
      country: 'JP',
      racetime: null,
    });
    expect((await t.anonymous.get('/api/admin/users/ash')).statusCode).toBe(401);
    const unknown = await admin.get('/api/admin/users/nobody_here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No user found with that Discord username.' });
  });

  it('refuses to edit an unknown user with 404, adding nobody', async () => {
    const response = await admin.post(EDIT_URL, oak);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No user found with that Discord username.' });
    expect(await stored('oak')).toHaveLength(0);
  });

  it('shows an added runner in the runners list', async () => {
    await addedAsh();
    const runners = await t.anonymous.get('/api/runners/');
    expect(runners.json<{ discordUsername: string }[]>().map((runner) => runner.discordUsername)).toContain('ash');
  });

  it('stores blank or missing pronouns and a missing country as null; a commentator has no bracket', async () => {
    const response = await admin.post(URL, {
      discordUsername: 'brock',
      displayName: 'Brock',
      role: 'commentator',
      isAdmin: false,
      pronouns: '   ',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await stored('brock');
    expect(row).toMatchObject({
      role: 'commentator',
      pronouns: null,
      country: null,
      currentBracket: null,
      isAdmin: false,
    });
  });

  it('puts a commentator turned runner in Normal, but leaves an eliminated runner eliminated', async () => {
    await admin.post(URL, { discordUsername: 'forrest', displayName: 'Forrest', role: 'commentator', isAdmin: false });
    expect((await stored('forrest'))[0]?.currentBracket).toBeNull();
    await admin.post(EDIT_URL, { discordUsername: 'forrest', displayName: 'Forrest', role: 'runner', isAdmin: false });
    expect((await stored('forrest'))[0]?.currentBracket).toBe('Normal');
    await insertPeople(t.db, { discordUsername: 'gary', displayName: 'Gary', role: 'runner', currentBracket: null });
    await admin.post(EDIT_URL, { discordUsername: 'gary', displayName: 'Gary Oak', role: 'runner', isAdmin: false });
    expect((await stored('gary'))[0]).toMatchObject({ displayName: 'Gary Oak', currentBracket: null });
  });

  it.each([
    ['a non-boolean isAdmin', { ...ash, discordUsername: 'misty', isAdmin: 'true' }],
    [
      'a missing isAdmin',
      { discordUsername: 'misty', displayName: 'Misty', role: 'runner', pronouns: '', country: null },
    ],
    ['a one-character username', { ...ash, discordUsername: 'm' }],
    ['a username with a space', { ...ash, discordUsername: 'mis ty' }],
    ['a 33-character username', { ...ash, discordUsername: 'm'.repeat(33) }],
    ['an empty display name', { ...ash, discordUsername: 'misty', displayName: '   ' }],
    ['a 33-character display name', { ...ash, discordUsername: 'misty', displayName: 'M'.repeat(33) }],
    ['an unknown role', { ...ash, discordUsername: 'misty', role: 'admin' }],
    ['an unknown country', { ...ash, discordUsername: 'misty', country: 'XX' }],
    ['21-character pronouns', { ...ash, discordUsername: 'misty', pronouns: 'p'.repeat(21) }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const response = await admin.post(URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await stored('misty')).toHaveLength(0);
    expect(await stored('m')).toHaveLength(0);
  });

  it('refuses bad input for an existing user without changing it', async () => {
    await editedAsh();
    const response = await admin.post(EDIT_URL, { ...ash, isAdmin: 'yes' });
    expect(response.statusCode).toBe(400);
    expect((await stored('ash'))[0]).toMatchObject({ displayName: 'Ash K', isAdmin: false });
  });

  it('keeps one row when the same new user is added twice at once, refusing the second', async () => {
    const body = {
      discordUsername: 'Erika',
      displayName: 'Erika',
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: null,
    };
    const responses = await Promise.all([admin.post(URL, body), admin.post(URL, body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stored('erika')).toHaveLength(1);
  });
});
