/**
 * The Discord callback accepts only the login this browser started: a forged, missing or reused
 * state, a missing verifier, a replayed code and a refusal at Discord all answer 400 `{error}` and
 * create neither a user nor a session.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startFakeDiscord, type FakeDiscord } from '../support/fakeDiscord.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';

function cookieValue(response: LightMyRequestResponse, name: string): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new RegExp(`^${name}=([^;]*)`).exec(list.find((c) => c.startsWith(`${name}=`)) ?? '')?.[1] ?? '';
}

describe('OAuth callback refusals', () => {
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

  /** Starts a login and lets the fake Discord approve it: the callback URL and the browser's cookies. */
  async function approvedLogin(username: string) {
    fake.setUser({ id: '900', username, global_name: null, avatar: null });
    const start = await t.app.inject({ method: 'GET', url: '/login' });
    const back = new URL(
      (await fetch(new URL(String(start.headers.location)), { redirect: 'manual' })).headers.get('location') ?? '',
    );
    return {
      callbackUrl: back.pathname + back.search,
      state: cookieValue(start, 'oauth_state'),
      verifier: cookieValue(start, 'oauth_verifier'),
      back,
    };
  }

  async function expectRefused(label: string, call: () => Promise<LightMyRequestResponse>) {
    const before = await snapshotDatabase(t.db);
    const response = await call();
    expect(response.statusCode, label).toBe(400);
    expect(response.json(), label).toEqual({ error: expect.any(String) });
    expect(cookieValue(response, 'sid'), label).toBe('');
    expect(changedTables(before, await snapshotDatabase(t.db)), label).toEqual([]);
  }

  it('refuses a callback without the state cookie (a login started elsewhere)', async () => {
    const login = await approvedLogin('oauth_nocookie');
    await expectRefused('no state cookie', () =>
      t.app.inject({ method: 'GET', url: login.callbackUrl, cookies: { oauth_verifier: login.verifier } }),
    );
  });

  it('refuses a forged state and a missing state parameter', async () => {
    const login = await approvedLogin('oauth_forged');
    await expectRefused('forged', () =>
      t.app.inject({
        method: 'GET',
        url: login.callbackUrl,
        cookies: { oauth_state: 'forged-state', oauth_verifier: login.verifier },
      }),
    );
    const noState = new URL(login.back);
    noState.searchParams.delete('state');
    await expectRefused('no state param', () =>
      t.app.inject({
        method: 'GET',
        url: noState.pathname + noState.search,
        cookies: { oauth_state: login.state, oauth_verifier: login.verifier },
      }),
    );
  });

  it("refuses a callback without the PKCE verifier, or with another login's verifier", async () => {
    const login = await approvedLogin('oauth_noverifier');
    await expectRefused('no verifier', () =>
      t.app.inject({ method: 'GET', url: login.callbackUrl, cookies: { oauth_state: login.state } }),
    );
    const other = await approvedLogin('oauth_noverifier');
    await expectRefused('wrong verifier', () =>
      t.app.inject({
        method: 'GET',
        url: other.callbackUrl,
        cookies: { oauth_state: other.state, oauth_verifier: login.verifier },
      }),
    );
  });

  it('refuses a replayed callback (the code was already used)', async () => {
    const login = await approvedLogin('oauth_replay');
    const cookies = { oauth_state: login.state, oauth_verifier: login.verifier };
    const first = await t.app.inject({ method: 'GET', url: login.callbackUrl, cookies });
    expect(first.statusCode).toBe(302);
    expect(cookieValue(first, 'sid')).not.toBe('');
    await expectRefused('replayed', () => t.app.inject({ method: 'GET', url: login.callbackUrl, cookies }));
  });

  it('refuses a login the user declined at Discord', async () => {
    const login = await approvedLogin('oauth_declined');
    await expectRefused('declined', () =>
      t.app.inject({
        method: 'GET',
        url: `/auth/discord/callback?error=access_denied&state=${login.state}`,
        cookies: { oauth_state: login.state, oauth_verifier: login.verifier },
      }),
    );
  });
});
