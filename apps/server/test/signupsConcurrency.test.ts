/**
 * The cap holds across two server processes (rules §38): two runners taking the last place at once get one place
 * and one waitlist spot; a withdrawal and an admin's promotion at once never fill more places than the cap. Two
 * apps over one database (on PostgreSQL with TEST_DATABASE_URL, each with its own connection pool, as two
 * processes are; on PGlite they share the one client).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import { browserCookie, createTestApp, xsrfTokenFor, type Client, type TestApp } from './support/app.ts';
import { makeAdmin } from './support/tournamentFixtures.ts';
import { applicant, ENTRY, openWindow, ownSeason } from './support/signups.ts';

const SECRET = 'signups-concurrency-secret-0123456789abcdef';
const ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMITS: 'off',
  DEMO: 'off',
  TOURNAMENT_YEAR: '2026',
  RACETIME_BASE_URL: 'http://127.0.0.1:9',
  NOTIFICATIONS_WORKER: 'off',
  SESSION_SECRET: SECRET,
};

let t: TestApp;
let admin: Client;
let other: FastifyInstance;
let otherDatabase: Database | null = null;

beforeAll(async () => {
  t = await createTestApp({ SESSION_SECRET: SECRET });
  admin = await makeAdmin(t);
  otherDatabase = t.testDb.url ? await openDatabase({ databaseUrl: t.testDb.url, dataDir: 'unused' }) : null;
  other = await buildApp({ env: parseEnv(ENV), database: otherDatabase ?? t.testDb.database, serveWeb: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
  await t.close();
});

/** The same browser (session and XSRF token) talking to the second process. */
function onOther(client: Client, method: 'POST' | 'DELETE' | 'PATCH', url: string, body?: object) {
  const xsrf = xsrfTokenFor(other, client.sessionId);
  return other.inject({
    method,
    url,
    headers: { cookie: browserCookie(client.sessionId, xsrf), 'x-xsrf-token': xsrf },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.json<{ status: string }>().status).sort();

describe('the cap across two processes (rules §38)', () => {
  it('gives the last place to one of two runners entering at once, and waitlists the other', async () => {
    for (let round = 0; round < 4; round += 1) {
      const year = await ownSeason(t, admin, openWindow({ signupCap: 1 }));
      const a = await applicant(t, `RaceA${String(round)}`);
      const b = await applicant(t, `RaceB${String(round)}`);
      const url = `/api/seasons/${String(year)}/entries`;
      const responses = await Promise.all([a.post(url, ENTRY), onOther(b, 'POST', url, ENTRY)]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(201);
      expect(statuses(responses)).toEqual(['registered', 'waitlisted']);
      const state = (await t.anonymous.get(`/api/seasons/${String(year)}/signup`)).json();
      expect(state).toMatchObject({ registered: 1, waitlisted: 1 });
    }
  });

  it('never fills more places than the cap when a withdrawal and a promotion come at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const year = await ownSeason(t, admin, openWindow({ signupCap: 1 }));
      const [a, b, c] = await Promise.all(['WdA', 'WdB', 'WdC'].map((name) => applicant(t, `${name}${String(round)}`)));
      if (!a || !b || !c) throw new Error('applicants missing');
      for (const runner of [a, b, c]) await runner.post(`/api/seasons/${String(year)}/entries`, ENTRY);
      const [withdrawal, promotion] = await Promise.all([
        a.request('DELETE', `/api/seasons/${String(year)}/entries/me`),
        onOther(admin, 'PATCH', `/api/admin/seasons/${String(year)}/entries/${String(c.userId)}`, {
          action: 'promote',
        }),
      ]);
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);
      expect([200, 409]).toContain(promotion.statusCode);
      const state = (await t.anonymous.get(`/api/seasons/${String(year)}/signup`)).json();
      expect(state).toMatchObject({ registered: 1, waitlisted: 1 });
    }
  });
});
