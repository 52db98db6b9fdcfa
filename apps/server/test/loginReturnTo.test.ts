/** rules §29: a Discord login comes back to the page it started from, and never leaves the site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_TO_REFUSED } from '@pokered/core/returnTo';
import { createTestApp, type TestApp } from './support/app.ts';
import { startFakeDiscord, type FakeDiscord } from './support/fakeDiscord.ts';

function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(list.map((c) => (c.split(';')[0] ?? '').split('=') as [string, string]));
}

describe('Discord login returnTo', () => {
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

  /** The whole round trip from `GET loginUrl`, the return cookie optionally replaced (a forged one). */
  async function roundTrip(loginUrl: string, id: string, forgedReturn?: string) {
    fake.setUser({ id, username: `user${id}`, global_name: null, avatar: null });
    const start = await t.app.inject({ method: 'GET', url: loginUrl });
    expect(start.statusCode, start.body).toBe(302);
    const oauth = cookiesOf(start.headers['set-cookie']);
    const provider = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
    const back = new URL(provider.headers.get('location') ?? '');
    // Set-Cookie carries it URL-encoded; inject encodes the cookies it sends again.
    const returnCookie =
      forgedReturn ?? (oauth.oauth_return === undefined ? undefined : decodeURIComponent(oauth.oauth_return));
    return t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: {
        oauth_state: oauth.oauth_state ?? '',
        oauth_verifier: oauth.oauth_verifier ?? '',
        ...(returnCookie === undefined ? {} : { oauth_return: returnCookie }),
      },
    });
  }

  it('lands on the page the login started from, query included', async () => {
    const callback = await roundTrip(
      `/login?returnTo=${encodeURIComponent('/races/upcoming?round=Round%202#soon')}`,
      '61',
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/races/upcoming?round=Round%202#soon');
    expect(cookiesOf(callback.headers['set-cookie']).sid).toBeTruthy();
  });

  it('lands on Home without a returnTo', async () => {
    const callback = await roundTrip('/login', '62');
    expect(callback.headers.location).toBe('/');
  });

  it.each(['//evil.example', '//evil.example/standings', 'https://evil.example/', '/\\evil.example', 'standings'])(
    'refuses returnTo=%s with a sentence and starts no login',
    async (returnTo) => {
      const start = await t.app.inject({ method: 'GET', url: `/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(start.statusCode).toBe(400);
      expect(start.json()).toEqual({ error: RETURN_TO_REFUSED });
      expect(String(start.headers['set-cookie'])).not.toMatch(/oauth_/);
    },
  );

  it('never follows a forged return cookie off the site', async () => {
    const callback = await roundTrip('/login', '63', '//evil.example');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
  });
});
