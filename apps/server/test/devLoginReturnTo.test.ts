/** rules §29: the development login comes back to the page it started from, and never leaves the site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_TO_REFUSED } from '@pokered/core/returnTo';
import { createTestApp, type TestApp } from './support/app.ts';

describe('development login returnTo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (fields: Record<string, string>) => {
    const xsrf = t.anonymous.xsrf;
    return t.app.inject({
      method: 'POST',
      url: '/login/dev',
      payload: new URLSearchParams({ ...fields, _xsrf: xsrf }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { 'XSRF-TOKEN': xsrf },
    });
  };

  it('carries returnTo in every form of the login page, and comes back there', async () => {
    // A demo account that exists gets its own quick form (rules §25), so the page has more than one form.
    await post({ username: 'ash' });
    const page = await t.app.inject({ method: 'GET', url: '/login?returnTo=%2Fstandings%3Fview%3Dall' });
    expect(page.statusCode).toBe(200);
    const hidden = page.body.match(/name="returnTo" value="([^"]*)"/g) ?? [];
    expect(hidden.length).toBeGreaterThan(1);
    expect(new Set(hidden)).toEqual(new Set(['name="returnTo" value="/standings?view=all"']));
    const done = await post({ username: 'ash', returnTo: '/standings?view=all' });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/standings?view=all');
  });

  it('lands on Home without a returnTo', async () => {
    const done = await post({ username: 'brock' });
    expect(done.headers.location).toBe('/');
  });

  it.each(['//evil.example', 'https://evil.example/x', 'http://localhost:3000/standings', '/\\evil.example'])(
    'refuses returnTo=%s, on the page and at the login, and logs nobody in',
    async (returnTo) => {
      const page = await t.app.inject({ method: 'GET', url: `/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(page.statusCode).toBe(400);
      expect(page.json()).toEqual({ error: RETURN_TO_REFUSED });
      const done = await post({ username: 'mallory', returnTo });
      expect(done.statusCode).toBe(400);
      expect(done.json()).toEqual({ error: RETURN_TO_REFUSED });
      expect(done.headers['set-cookie'] ?? '').not.toMatch(/sid=/);
    },
  );
});
