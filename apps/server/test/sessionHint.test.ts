/**
 * The readable `signed_in` cookie (src/auth/sessions.ts) follows the session: the web app skips GET /auth-status
 * without it, so it must be there whenever a session is, and go when the session does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SIGNED_IN_COOKIE } from '../src/auth/sessions.ts';
import type { TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';

function setCookies(raw: string | string[] | undefined): string[] {
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

const hintOf = (raw: string | string[] | undefined) =>
  setCookies(raw).find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

describe('signed_in cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is set, readable by scripts, on a request that carries a valid session without it', async () => {
    const user = await t.as('HintUser');
    const response = await user.get('/api/health');
    const hint = hintOf(response.headers['set-cookie']);
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
  });

  it('is left alone while the session and the cookie agree', async () => {
    const user = await t.as('HintUser');
    if (!user.userId) throw new Error('no user id');
    const sid = await createSession(t.db, user.userId);
    const response = await t.anonymous.request('GET', '/api/health', undefined, {
      cookie: `sid=${sid}; ${SIGNED_IN_COOKIE}=1`,
    });
    expect(hintOf(response.headers['set-cookie'])).toBeUndefined();
  });

  it('is cleared when it is sent without a valid session', async () => {
    const response = await t.anonymous.request('GET', '/api/health', undefined, {
      cookie: `sid=${'x'.repeat(43)}; ${SIGNED_IN_COOKIE}=1`,
    });
    expect(hintOf(response.headers['set-cookie'])).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it('is never set for an anonymous caller', async () => {
    const response = await t.anonymous.get('/api/health');
    expect(hintOf(response.headers['set-cookie'])).toBeUndefined();
  });
});
