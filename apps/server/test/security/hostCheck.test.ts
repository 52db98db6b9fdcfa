/**
 * Per rules §27, DNS rebinding: a page of attacker.example whose name resolves to 127.0.0.1 reaches a development server
 * with `Host: attacker.example:PORT` and `Origin: http://attacker.example:PORT`. It must get no login, no session's
 * answers and no write. The server answers PUBLIC_URL's host (and loopback names while the development login is on),
 * takes writes from PUBLIC_URL's origin, and offers the development login under a loopback Host only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { hostnameOf } from '../../src/http/hostCheck.ts';
import { sessions } from '../../src/db/privateSchema.ts';
import { createTestApp, xsrfTokenFor, type TestApp } from '../support/app.ts';

const ATTACKER = 'attacker.example:3000';

/** GET /login then POST /login/dev as `admin`, with these headers: both answers. */
async function devLogin(app: FastifyInstance, headers: Record<string, string>) {
  const page = await app.inject({ method: 'GET', url: '/login', headers });
  const xsrf = xsrfTokenFor(app, null);
  const post = await app.inject({
    method: 'POST',
    url: '/login/dev',
    payload: new URLSearchParams({ username: 'admin', _xsrf: xsrf }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${xsrf}`, ...headers },
  });
  return { page, post };
}

it('reads the name of a Host header', () => {
  expect(hostnameOf('Localhost:3000')).toBe('localhost');
  expect(hostnameOf('[::1]:3000')).toBe('::1');
  expect(hostnameOf('race.example.org.')).toBe('race.example.org');
});

describe('host names and origins over HTTP', () => {
  let t: TestApp;
  const extraApps: FastifyInstance[] = [];
  beforeAll(async () => {
    // A development server: the development login on, PUBLIC_URL unset (http://localhost:3000).
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await t.close();
  });
  const startApp = async (raw: Record<string, string>) => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'off', TOURNAMENT_YEAR: '2026', ...raw });
    const app = await buildApp({ env, database: t.testDb.database, serveWeb: false });
    await app.ready();
    extraApps.push(app);
    return app;
  };

  it('refuses a request addressed to another host name: no development login, no reads, no writes', async () => {
    const sessionsBefore = (await t.db.select().from(sessions)).length;
    const { page, post } = await devLogin(t.app, { host: ATTACKER, origin: `http://${ATTACKER}` });
    expect(page.statusCode).toBe(421);
    expect(post.statusCode).toBe(421);
    expect(post.json()).toEqual({ error: 'This server answers at http://localhost:3000 only.' });
    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore);

    const admin = await t.as('rebound_admin', { isAdmin: true });
    const attacker = { host: ATTACKER, origin: `http://${ATTACKER}` };
    expect((await admin.request('GET', '/api/admin/audit', undefined, attacker)).statusCode).toBe(421);
    const write = await admin.request('POST', '/api/user/pronouns', { pronouns: 'pwned' }, attacker);
    expect(write.statusCode).toBe(421);
    // A trusted proxy's X-Forwarded-Host naming another host is refused too.
    const forwarded = await admin.request('GET', '/auth-status', undefined, { 'x-forwarded-host': ATTACKER });
    expect(forwarded.statusCode).toBe(421);
    // The same calls under the server's own names work; the health check answers any name.
    expect((await devLogin(t.app, { host: 'localhost:3000' })).post.statusCode).toBe(302);
    expect((await devLogin(t.app, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).post.statusCode).toBe(
      302,
    );
    expect((await admin.request('GET', '/api/admin/audit')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: ATTACKER } })).statusCode).toBe(
      200,
    );
  });

  it("takes writes from PUBLIC_URL's origin only, not from whatever the request was addressed to", async () => {
    const app = await startApp({
      PUBLIC_URL: 'https://race.example.org',
      DISCORD_CLIENT_ID: 'client-id',
      DISCORD_CLIENT_SECRET: 'client-secret',
    });
    const writeFrom = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/logout',
        headers: { host: 'race.example.org', origin, cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      });
    const token = xsrfTokenFor(app, null);
    expect((await writeFrom('http://race.example.org')).statusCode).toBe(403);
    expect((await writeFrom('https://race.example.org')).statusCode).toBe(200);
    // Without the development login, loopback names are no names of this server.
    expect((await app.inject({ method: 'GET', url: '/auth-status', headers: { host: 'localhost' } })).statusCode).toBe(
      421,
    );
  });

  it('offers the development login under a loopback Host only, even on another interface', async () => {
    const app = await startApp({ HOST: '0.0.0.0', DEV_LOGIN: 'on', PUBLIC_URL: 'http://devbox.example:3000' });
    const named = await devLogin(app, { host: 'devbox.example:3000' });
    expect(named.page.statusCode).toBe(403);
    expect(named.post.statusCode).toBe(403);
    expect((await devLogin(app, { host: 'localhost:3000' })).post.statusCode).toBe(302);
  });
});
