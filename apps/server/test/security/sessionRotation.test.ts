/**
 * Per rules §27: a login ends the session the browser still held (the id rotates), and unbinding an admin's Discord
 * account ends their admin right, so the next Discord account holding the name is not an admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { auditLog } from '../../src/db/privateSchema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startFakeDiscord, type FakeDiscord } from '../support/fakeDiscord.ts';

function setCookies(raw: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return Object.fromEntries(list.map((c) => (c.split(';')[0] ?? '').split('=') as [string, string]));
}

describe('sessions at login, and admin rights at unbinding', () => {
  let fake: FakeDiscord;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    t = await createTestApp({
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'http://localhost:3000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A whole Discord login as `{id, username}` from a browser holding `sid` (or none): the callback's answer. */
  async function login(id: string, username: string, sid?: string) {
    fake.setUser({ id, username, global_name: null, avatar: null });
    const start = await t.app.inject({ method: 'GET', url: '/login' });
    const cookies = setCookies(start.headers['set-cookie']);
    const back = new URL(
      (await fetch(new URL(String(start.headers.location)), { redirect: 'manual' })).headers.get('location') ?? '',
    );
    return t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: {
        oauth_state: cookies.oauth_state ?? '',
        oauth_verifier: cookies.oauth_verifier ?? '',
        ...(sid ? { sid } : {}),
      },
    });
  }

  const statusOf = (sid: string) => t.app.inject({ method: 'GET', url: '/auth-status', cookies: { sid } });

  it('ends the session a browser held when it logs in again, and hands it a new id', async () => {
    const first = setCookies((await login('9100', 'rotating')).headers['set-cookie']).sid ?? '';
    expect((await statusOf(first)).statusCode).toBe(200);
    const again = setCookies((await login('9100', 'rotating', first)).headers['set-cookie']).sid ?? '';
    expect(again).not.toBe('');
    expect(again).not.toBe(first);
    expect((await statusOf(first)).statusCode).toBe(401);
    expect((await statusOf(again)).statusCode).toBe(200);
  });

  it('takes the admin right away when an admin is unbound: the next holder of the name is no admin', async () => {
    await login('9200', 'old_admin');
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.discordUsername, 'old_admin'));
    const [owner] = await t.db.select().from(users).where(eq(users.discordUsername, 'old_admin'));
    const admin = await t.as('unbinding_admin', { isAdmin: true });
    const done = await admin.post(`/api/admin/users/${owner?.id ?? ''}/unbind-discord`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ message: string }>().message).toMatch(/no longer an admin/);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.unbind-discord'));
    expect(entry).toMatchObject({ before: { isAdmin: true }, after: { isAdmin: false, discordId: null } });
    // Discord gave the freed name to someone else: they bind to the account, without the admin right.
    const newcomer = setCookies((await login('9201', 'old_admin')).headers['set-cookie']).sid ?? '';
    expect((await statusOf(newcomer)).json()).toMatchObject({ isAdmin: false });
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', cookies: { sid: newcomer } });
    expect(audit.statusCode).toBe(403);
  });
});
