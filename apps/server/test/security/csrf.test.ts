/**
 * CSRF (rules §2): every write route — whatever its access — refuses an admin's otherwise valid
 * call with 403 when the X-XSRF-TOKEN header is missing, does not match the XSRF-TOKEN cookie, or is not the
 * token bound to the session (csrfBinding.test.ts covers the binding itself), and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.ts';
import { listRoutes, type RouteEntry } from '../../src/http/access.ts';
import { createTestApp, xsrfTokenFor, type TestApp } from '../support/app.ts';
import { isWrite } from './support/routeMatrix.ts';
import { describeAnswer, errorOf, plannedRequest } from './support/requests.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';
import { createWorld, type World } from './support/world.ts';

const TOKEN = 'csrf-cookie-token-0123456789abcdef';

interface Forgery {
  label: string;
  /** The XSRF-TOKEN cookie the browser holds, or null for none. */
  cookie: string | null;
  /** The X-XSRF-TOKEN header sent, or null for none. */
  header: string | null;
}

const forgeries: Forgery[] = [
  { label: 'no X-XSRF-TOKEN header', cookie: TOKEN, header: null },
  { label: 'an empty header', cookie: TOKEN, header: '' },
  { label: 'a header that does not match the cookie', cookie: TOKEN, header: 'another-token-0123456789abcdef00' },
  { label: 'a header one character short of the cookie', cookie: TOKEN, header: TOKEN.slice(0, -1) },
  { label: 'a header but no XSRF cookie', cookie: null, header: TOKEN },
  { label: 'a made-up token in both cookie and header', cookie: TOKEN, header: TOKEN },
];

describe('CSRF on every write route', () => {
  let t: TestApp;
  let world: World;
  let writes: RouteEntry[];
  let sid: string;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    writes = listRoutes(t.app).filter((route) => isWrite(route.method));
    sid = await createSession(t.db, world.adminId);
  });
  afterAll(async () => t.close());

  function sendAsAdmin(route: RouteEntry, forgery: Forgery) {
    const planned = plannedRequest(route, world);
    const headers: Record<string, string> = {
      cookie: [`sid=${sid}`, ...(forgery.cookie === null ? [] : [`XSRF-TOKEN=${forgery.cookie}`])].join('; '),
    };
    if (forgery.header !== null) headers['x-xsrf-token'] = forgery.header;
    return {
      planned,
      response: t.app.inject({
        method: planned.method,
        url: planned.url,
        headers,
        ...(planned.body === undefined ? {} : { payload: planned.body as object }),
      }),
    };
  }

  it('finds the write routes, and the admin session works when the token matches', async () => {
    expect(writes.length).toBeGreaterThan(5);
    const status = await t.app.inject({ method: 'GET', url: '/auth-status', headers: { cookie: `sid=${sid}` } });
    expect(status.json()).toMatchObject({ isAdmin: true });
    // The session's own token passes the CSRF check (the pronouns setting is a harmless write).
    const token = xsrfTokenFor(t.app, sid);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/pronouns',
      headers: { cookie: `sid=${sid}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: { pronouns: 'she/her' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  for (const forgery of forgeries) {
    it(`answers 403 {error} to an admin's write with ${forgery.label}, changing nothing`, async () => {
      const problems: string[] = [];
      for (const route of writes) {
        const before = await snapshotDatabase(t.db);
        const { planned, response: pending } = sendAsAdmin(route, forgery);
        const response = await pending;
        if (response.statusCode !== 403 || !/XSRF/.test(errorOf(response) ?? ''))
          problems.push(describeAnswer(planned.label, response, '403 XSRF {error}'));
        const changed = changedTables(before, await snapshotDatabase(t.db));
        if (changed.length > 0) problems.push(`${planned.label}: a refused write changed ${changed.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
