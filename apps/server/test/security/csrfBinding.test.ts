/**
 * The XSRF token is bound to the session (rules §2): an HMAC under SESSION_SECRET of the session id, or of a
 * pre-session nonce before login. A made-up token, or one of another session, is refused with 403 and changes
 * nothing; logging in and out changes the token; a write whose Origin names another site is refused.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCookie, createTestApp, type Client, type TestApp } from '../support/app.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';

function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = list.filter((c) => c.startsWith(`${name}=`)).at(-1);
  return line === undefined ? undefined : (/^[^=]+=([^;]*)/.exec(line)?.[1] ?? '');
}

describe('XSRF token bound to the session', () => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET: 'a-test-session-secret-of-at-least-32-chars' });
    alice = await t.as('csrf_alice');
    bob = await t.as('csrf_bob');
  });
  afterAll(async () => t.close());

  /** Alice's pronouns write, sent with this cookie jar and header. */
  function write(sessionId: string | null, cookieToken: string, headerToken: string, headers = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/pronouns',
      headers: { cookie: browserCookie(sessionId, cookieToken), 'x-xsrf-token': headerToken, ...headers },
      payload: { pronouns: 'she/her' },
    });
  }

  async function expectRefused(label: string, call: () => Promise<LightMyRequestResponse>, message = /XSRF/) {
    const before = await snapshotDatabase(t.db);
    const response = await call();
    expect(response.statusCode, label).toBe(403);
    expect(response.json<{ error: string }>().error, label).toMatch(message);
    expect(changedTables(before, await snapshotDatabase(t.db)), label).toEqual([]);
  }

  it("accepts the session's own token", async () => {
    const ok = await write(alice.sessionId, alice.xsrf, alice.xsrf);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a token the caller made up, even when cookie and header agree', async () => {
    const madeUp = 'made-up-token-0123456789abcdefghij';
    await expectRefused('made up', () => write(alice.sessionId, madeUp, madeUp));
  });

  it("refuses another session's token", async () => {
    await expectRefused("bob's token", () => write(alice.sessionId, bob.xsrf, bob.xsrf));
  });

  it('refuses a pre-session token once logged in, and a forged pre-session token before', async () => {
    const anonymous = t.anonymous.xsrf;
    await expectRefused('pre-session token with a session', () => write(alice.sessionId, anonymous, anonymous));
    const [nonce] = anonymous.split('.');
    const forged = `${nonce ?? ''}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const logout = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie: browserCookie(null, token), 'x-xsrf-token': token },
      });
    await expectRefused('forged pre-session token', () => logout(forged));
    await expectRefused('made-up pre-session token', () => logout('made-up-token-0123456789abcdefghij'));
    expect((await logout(anonymous)).statusCode).toBe(200);
  });

  it('gives a browser a token at its first answer, and a new one when its cookie does not fit its session', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const token = setCookie(first, 'XSRF-TOKEN') ?? '';
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(setCookie(again, 'XSRF-TOKEN')).toBeUndefined();
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: browserCookie(alice.sessionId, token) },
    });
    expect(setCookie(stale, 'XSRF-TOKEN')).toBe(alice.xsrf);
  });

  it('changes the token at login and at logout', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const before = setCookie(page, 'XSRF-TOKEN') ?? '';
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/dev',
      payload: new URLSearchParams({ username: 'csrf_carol', _xsrf: before }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browserCookie(null, before) },
    });
    expect(login.statusCode, login.body).toBe(302);
    const sid = setCookie(login, 'sid') ?? '';
    const during = setCookie(login, 'XSRF-TOKEN') ?? '';
    expect(during).not.toBe('');
    expect(during).not.toBe(before);
    expect((await write(sid, during, during)).statusCode).toBe(200);
    await expectRefused('the token from before login', () => write(sid, before, before));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: browserCookie(sid, during), 'x-xsrf-token': during },
    });
    expect(logout.statusCode).toBe(200);
    const after = setCookie(logout, 'XSRF-TOKEN') ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(during);
    // The fresh pre-session token works for a pre-session write.
    const next = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: browserCookie(null, after), 'x-xsrf-token': after },
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses a write whose Origin names another site, and accepts its own origins', async () => {
    const send = (headers: Record<string, string>) => write(alice.sessionId, alice.xsrf, alice.xsrf, headers);
    await expectRefused('another site', () => send({ origin: 'https://evil.example' }), /another site/);
    await expectRefused('a lookalike port', () => send({ origin: 'http://localhost:3001' }), /another site/);
    await expectRefused('an opaque origin', () => send({ origin: 'null' }), /another site/);
    await expectRefused('no Origin, cross-site fetch', () => send({ 'sec-fetch-site': 'cross-site' }), /another site/);
    expect((await send({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await send({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' })).statusCode).toBe(200);
    expect((await send({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});
