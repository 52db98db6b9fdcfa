import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { sessions } from '../src/db/privateSchema.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { startFakeDiscord, type FakeDiscord } from './support/fakeDiscord.ts';
import { insertPeople } from './support/people.ts';

function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(list.map((c) => (c.split(';')[0] ?? '').split('=') as [string, string]));
}

describe('Discord login through the real OAuth code path', () => {
  let fake: FakeDiscord;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    t = await createTestApp({
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_DISCORD_USERNAMES: 'Boss',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A login as Discord user `id` (each person has their own: logins are bound to the id, rules §2). */
  async function login(username: string, globalName: string | null, id = '42') {
    fake.setUser({ id, username, global_name: globalName, avatar: 'hash1' });
    const start = await t.app.inject({ method: 'GET', url: '/login' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${fake.baseUrl}/oauth2/authorize`);
    expect(authorize.searchParams.get('scope')).toBe('identify');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/discord/callback');
    const oauthCookies = cookiesOf(start.headers['set-cookie']);
    const provider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(provider.headers.get('location') ?? '');
    const callback = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { oauth_state: oauthCookies.oauth_state ?? '', oauth_verifier: oauthCookies.oauth_verifier ?? '' },
    });
    return callback;
  }

  it('creates an unknown Discord user as a non-admin commentator and lands on /', async () => {
    const callback = await login('Newcomer', 'New Comer');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const sid = cookiesOf(callback.headers['set-cookie']).sid;
    expect(sid).toBeTruthy();
    expect(String(callback.headers['set-cookie'])).toMatch(/sid=[^;]+;.*HttpOnly/i);
    expect(String(callback.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const status = await t.app.inject({ method: 'GET', url: '/auth-status', cookies: { sid: sid ?? '' } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      _id: expect.any(String),
      username: 'newcomer',
      global_name: 'New Comer',
      displayName: 'New Comer',
      photos: [{ value: 'https://cdn.discordapp.com/avatars/42/hash1.png' }],
      role: 'commentator',
      isAdmin: false,
    });
    // The session row stores a hash, never the cookie value itself.
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === sid)).toBe(false);
  });

  it('matches a user the admins added before, case-insensitively, and keeps their role', async () => {
    await insertPeople(t.db, { discordUsername: 'misty', displayName: 'Misty', role: 'runner' });
    const callback = await login('MISTY', 'Misty W', '43');
    const sid = cookiesOf(callback.headers['set-cookie']).sid ?? '';
    const status = (await t.app.inject({ method: 'GET', url: '/auth-status', cookies: { sid } })).json<{
      role: string;
      displayName: string;
    }>();
    expect(status.role).toBe('runner');
    expect(status.displayName).toBe('Misty');
    expect(await t.db.select().from(users).where(eq(users.discordUsername, 'misty'))).toHaveLength(1);
  });

  it('makes ADMIN_DISCORD_USERNAMES admins at login', async () => {
    const callback = await login('boss', null, '44');
    const sid = cookiesOf(callback.headers['set-cookie']).sid ?? '';
    const status = (await t.app.inject({ method: 'GET', url: '/auth-status', cookies: { sid } })).json<{
      isAdmin: boolean;
      displayName: string;
    }>();
    expect(status.isAdmin).toBe(true);
    expect(status.displayName).toBe('boss');
  });

  it('refuses a forged state', async () => {
    fake.setUser({ id: '7', username: 'mallory', global_name: null, avatar: null });
    const start = await t.app.inject({ method: 'GET', url: '/login' });
    const authorize = new URL(start.headers.location as string);
    const provider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(provider.headers.get('location') ?? '');
    const oauthCookies = cookiesOf(start.headers['set-cookie']);
    const callback = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { oauth_state: 'forged-state-value', oauth_verifier: oauthCookies.oauth_verifier ?? '' },
    });
    expect(callback.statusCode).toBe(400);
    expect(callback.json()).toEqual({ error: expect.stringMatching(/Login failed/) });
    expect(await t.db.select().from(users).where(eq(users.discordUsername, 'mallory'))).toHaveLength(0);
  });

  it('answers 401 null when logged out, and logout deletes the session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/auth-status' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toBe('null');
    const callback = await login('logouter', null, '45');
    const sid = cookiesOf(callback.headers['set-cookie']).sid ?? '';
    const refused = await t.app.inject({ method: 'POST', url: '/logout', cookies: { sid } });
    expect(refused.statusCode).toBe(403);
    // The token bound to the session came with the login.
    const xsrf = cookiesOf(callback.headers['set-cookie'])['XSRF-TOKEN'] ?? '';
    const out = await t.app.inject({
      method: 'POST',
      url: '/logout',
      cookies: { sid, 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth-status', cookies: { sid } })).statusCode).toBe(401);
  });
});

describe('development login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_DISCORD_USERNAMES: 'admin' });
  });
  afterAll(async () => t.close());

  it('shows a login page and logs in by username with the XSRF token in the form', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Development login');
    expect(page.body).not.toMatch(/<script/i);
    const xsrf = cookiesOf(page.headers['set-cookie'])['XSRF-TOKEN'] ?? '';
    const form = new URLSearchParams({ username: 'Admin', _xsrf: xsrf }).toString();
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/login/dev',
      payload: new URLSearchParams({ username: 'admin' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { 'XSRF-TOKEN': xsrf },
    });
    expect(noToken.statusCode).toBe(403);
    const done = await t.app.inject({
      method: 'POST',
      url: '/login/dev',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { 'XSRF-TOKEN': xsrf },
    });
    expect(done.statusCode).toBe(302);
    const sid = cookiesOf(done.headers['set-cookie']).sid ?? '';
    const status = (await t.app.inject({ method: 'GET', url: '/auth-status', cookies: { sid } })).json<{
      isAdmin: boolean;
      username: string;
    }>();
    expect(status).toMatchObject({ isAdmin: true, username: 'admin' });
  });

  it('refuses an invalid username', async () => {
    const xsrf = t.anonymous.xsrf;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/login/dev',
      payload: new URLSearchParams({ username: 'no spaces!', _xsrf: xsrf }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { 'XSRF-TOKEN': xsrf },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
  });
});

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const t = await createTestApp();
    const res = await t.anonymous.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await t.close();
  });
});
