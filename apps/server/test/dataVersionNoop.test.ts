/**
 * A write that changes nothing keeps the data version (migration 0008): a login, a setting saved as it was, a
 * statement that touches no row. Each replacement of the version throws away every cached answer and page, so a
 * stream of logins would otherwise keep every reader rebuilding. Real changes still replace it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataVersion } from '../src/db/dataVersion.ts';
import { pickems, users } from '../src/db/schema.ts';
import { rateLimits } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeDiscord, type FakeDiscord } from './support/fakeDiscord.ts';

function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(list.map((c) => (c.split(';')[0] ?? '').split('=') as [string, string]));
}

describe('data version and writes that change nothing', () => {
  let fake: FakeDiscord;
  let t: TestApp;
  let misty: Client;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    t = await createTestApp({
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'http://localhost:3000',
    });
    misty = await t.as('misty', { displayName: 'Misty', role: 'runner', pronouns: 'she/her' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The real OAuth code path against the fake Discord on loopback, as in auth.test.ts. */
  async function login(username: string) {
    fake.setUser({ id: '77', username, global_name: 'Brock', avatar: 'hash7' });
    const start = await t.app.inject({ method: 'GET', url: '/login' });
    const oauthCookies = cookiesOf(start.headers['set-cookie']);
    const provider = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
    const back = new URL(provider.headers.get('location') ?? '');
    const callback = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { oauth_state: oauthCookies.oauth_state ?? '', oauth_verifier: oauthCookies.oauth_verifier ?? '' },
    });
    expect(callback.statusCode).toBe(302);
    expect(cookiesOf(callback.headers['set-cookie']).sid).toBeTruthy();
  }

  it('keeps the version when a known user logs in again with the same Discord profile', async () => {
    await login('brock');
    const before = await readDataVersion(t.db);
    await login('brock');
    expect(await readDataVersion(t.db)).toBe(before);
    // A login that does change what the site shows (a new user) still replaces it.
    await login('newcomer77');
    expect(await readDataVersion(t.db)).not.toBe(before);
  });

  it('keeps the version when a setting is saved unchanged, and replaces it when it changes', async () => {
    const before = await readDataVersion(t.db);
    expect((await misty.post('/api/user/pronouns', { pronouns: 'she/her' })).statusCode).toBe(200);
    expect(await readDataVersion(t.db)).toBe(before);
    expect((await misty.post('/api/user/pronouns', { pronouns: 'they/them' })).statusCode).toBe(200);
    expect(await readDataVersion(t.db)).not.toBe(before);
  });

  it('keeps the version for statements that touch no row, on any public table', async () => {
    const before = await readDataVersion(t.db);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.discordUsername, 'nobody-at-all'));
    await t.db.delete(pickems).where(eq(pickems.points, -1));
    await t.db
      .insert(users)
      .values({ discordUsername: 'misty', displayName: 'Someone else' })
      .onConflictDoNothing({ target: users.discordUsername });
    // Every row rewritten with the values it had: nothing changed.
    await t.db.update(users).set({ displayName: sql`${users.displayName}` });
    expect(await readDataVersion(t.db)).toBe(before);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.discordUsername, 'misty'));
    expect(await readDataVersion(t.db)).not.toBe(before);
  });

  it('still replaces the version for a delete and a truncate that remove rows', async () => {
    await t.db.insert(users).values({ discordUsername: 'leaving', displayName: 'Leaving' });
    const before = await readDataVersion(t.db);
    await t.db.delete(users).where(eq(users.discordUsername, 'leaving'));
    const afterDelete = await readDataVersion(t.db);
    expect(afterDelete).not.toBe(before);
    await t.db.execute(sql`truncate table hall_of_fame`);
    expect(await readDataVersion(t.db)).not.toBe(afterDelete);
  });

  it('has no trigger on the session and rate-limit tables, so their writes never replace it', async () => {
    const result = await t.db.execute<{ count: string | number }>(
      sql`select count(*) as count from pg_trigger
          where not tgisinternal and tgrelid in ('sessions'::regclass, 'rate_limits'::regclass)`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { count: string | number }[] }).rows;
    expect(Number(rows[0]?.count)).toBe(0);
    const before = await readDataVersion(t.db);
    await t.db.insert(rateLimits).values({ key: 'noop-test', windowStart: new Date(), count: 1 });
    await misty.get('/api/user/profile/me');
    expect(await readDataVersion(t.db)).toBe(before);
  });
});
