/**
 * A login is bound to the Discord id (rules §2): the next holder of a freed Discord username does not get the old
 * account (nor its admin rights), bad usernames are refused, refusals are audited, and admins can unbind.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { auditLog, sessions } from '../../src/db/privateSchema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startFakeDiscord, type FakeDiscord } from '../support/fakeDiscord.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';
import { insertPeople, selectPeople } from '../support/people.ts';

function setCookies(raw: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return Object.fromEntries(list.map((c) => (c.split(';')[0] ?? '').split('=') as [string, string]));
}

describe('Discord identity binding', () => {
  let fake: FakeDiscord;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    t = await createTestApp({
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_DISCORD_USERNAMES: 'boss',
      ADMIN_DISCORD_IDS: '555000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A whole Discord login as `{id, username}`: the callback's answer. */
  async function login(id: string, username: string, globalName: string | null = null) {
    fake.setUser({ id, username, global_name: globalName, avatar: null });
    const start = await t.app.inject({ method: 'GET', url: '/login' });
    const cookies = setCookies(start.headers['set-cookie']);
    const back = new URL(
      (await fetch(new URL(String(start.headers.location)), { redirect: 'manual' })).headers.get('location') ?? '',
    );
    return t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { oauth_state: cookies.oauth_state ?? '', oauth_verifier: cookies.oauth_verifier ?? '' },
    });
  }

  const userNamed = async (name: string) => (await selectPeople(t.db, eq(users.discordUsername, name)))[0];
  const refusals = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'login.refused'));

  async function expectRefused(id: string, username: string) {
    const before = await snapshotDatabase(t.db);
    const auditsBefore = (await refusals()).length;
    const answer = await login(id, username);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/?login=refused');
    expect(setCookies(answer.headers['set-cookie']).sid ?? '').toBe('');
    // Only the audit log changed: no user, no session, no binding.
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual(['audit_log']);
    expect((await refusals()).length).toBe(auditsBefore + 1);
  }

  it('refuses the next holder of a freed username: no session, the account untouched, the attempt audited', async () => {
    const first = await login('111', 'freedname');
    expect(first.headers.location).toBe('/');
    const owner = await userNamed('freedname');
    expect(owner?.discordId).toBe('111');
    await t.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, owner?.id ?? ''));
    await expectRefused('222', 'freedname');
    expect(await userNamed('freedname')).toMatchObject({ id: owner?.id, discordId: '111', isAdmin: true });
    const [entry] = (await refusals()).filter((row) => row.targetId === owner?.id);
    expect(entry).toMatchObject({ actorId: null, targetType: 'user' });
    expect(entry?.after).toMatchObject({ discordId: '222', discordUsername: 'freedname' });
  });

  it('matches a user by id after they change their Discord name, and refreshes the stored name', async () => {
    await login('333', 'oldname');
    const before = await userNamed('oldname');
    const again = await login('333', 'NewName');
    expect(again.headers.location).toBe('/');
    expect(await userNamed('oldname')).toBeUndefined();
    expect((await userNamed('newname'))?.id).toBe(before?.id);
    // The freed name is free here too: its next holder gets a new account, not the old one.
    await login('334', 'oldname');
    const newcomer = await userNamed('oldname');
    expect(newcomer?.id).not.toBe(before?.id);
    expect(newcomer).toMatchObject({ discordId: '334', isAdmin: false, role: 'commentator' });
  });

  it('binds a user an admin added before their first login, by username, for good', async () => {
    await insertPeople(t.db, { discordUsername: 'added_early', displayName: 'Early', role: 'runner' });
    expect((await login('444', 'Added_Early')).headers.location).toBe('/');
    expect(await userNamed('added_early')).toMatchObject({ discordId: '444', role: 'runner' });
    await expectRefused('445', 'added_early');
  });

  it('promotes an ADMIN_DISCORD_USERNAMES name only for the account it first bound, never a later holder', async () => {
    await login('600', 'boss');
    expect(await userNamed('boss')).toMatchObject({ discordId: '600', isAdmin: true });
    // The first admin changes their Discord name; someone else takes "boss".
    await login('600', 'boss_renamed');
    expect(await userNamed('boss_renamed')).toMatchObject({ discordId: '600', isAdmin: true });
    expect((await login('601', 'boss')).headers.location).toBe('/');
    expect(await userNamed('boss')).toMatchObject({ discordId: '601', isAdmin: false });
  });

  it('drops a Discord display name holding a control character or a text-direction override, using the username', async () => {
    expect((await login('880', 'mirror_name', 'Ash\u202Eyek')).headers.location).toBe('/');
    expect(await userNamed('mirror_name')).toMatchObject({ displayName: 'mirror_name', globalName: null });
    expect((await login('881', 'plain_name', 'Plain Name')).headers.location).toBe('/');
    expect(await userNamed('plain_name')).toMatchObject({ displayName: 'Plain Name', globalName: 'Plain Name' });
  });

  it('makes ADMIN_DISCORD_IDS admins at login, whatever their name', async () => {
    await login('555000', 'organiser_by_id');
    expect(await userNamed('organiser_by_id')).toMatchObject({ isAdmin: true });
  });

  it('refuses Discord usernames that break the username rule (spaces, U+202E, 64 characters)', async () => {
    for (const bad of ['has space', 'evil\u202Enimda', 'x'.repeat(64), 'a']) await expectRefused('777', bad);
    expect(await t.db.select().from(users).where(eq(users.discordId, '777'))).toHaveLength(0);
  });

  it('lets an admin unbind a user (audited, their sessions end), so that the next login binds again', async () => {
    await login('888', 'moved_account');
    const user = await userNamed('moved_account');
    const admin = await t.as('binding_admin', { isAdmin: true });
    const runner = await t.as('binding_runner', { role: 'runner' });
    const url = `/api/admin/users/${user?.id ?? ''}/unbind-discord`;
    expect((await t.anonymous.post(url)).statusCode).toBe(401);
    expect((await runner.post(url)).statusCode).toBe(403);
    expect((await admin.post('/api/admin/users/not-a-uuid/unbind-discord')).statusCode).toBe(400);
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/unbind-discord')).statusCode).toBe(
      404,
    );
    const done = await admin.post(url);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: expect.stringContaining('moved_account') });
    expect(await userNamed('moved_account')).toMatchObject({ discordId: null });
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.unbind-discord'));
    expect(audit).toMatchObject({ actorId: admin.userId, targetId: user?.id, before: { discordId: '888' } });
    // The runner's new Discord account logs in under the same name and binds again.
    expect((await login('889', 'moved_account')).headers.location).toBe('/');
    expect(await userNamed('moved_account')).toMatchObject({ id: user?.id, discordId: '889' });
  });
});
