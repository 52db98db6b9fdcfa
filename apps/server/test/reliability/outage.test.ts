/**
 * A database outage: the server keeps running, answers 503 `{error}` within 2 s while PostgreSQL is
 * down (health included), and serves again as soon as the database is back, without a restart.
 * Runs against its own throwaway PostgreSQL cluster, which the test stops and starts.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createSession } from '../../src/auth/sessions.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { parseEnv } from '../../src/env.ts';
import { listRoutes } from '../../src/http/access.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { createCluster, type Cluster } from './support/postgres.ts';
import { browserCookie, xsrfTokenFor } from '../support/app.ts';
import { insertPeople } from '../support/people.ts';

const LIMIT_MS = 2000;

describe('database outage', () => {
  let cluster: Cluster;
  let database: Database | undefined;
  let app: FastifyInstance;
  let sid: string;

  beforeAll(async () => {
    cluster = await createCluster();
    database = await openDatabase({ databaseUrl: cluster.url, dataDir: 'unused' });
    await ensureTournament(database.db, 2026);
    const [admin] = await insertPeople(database.db, {
      discordUsername: 'outage_admin',
      displayName: 'Admin',
      role: 'runner',
      isAdmin: true,
    });
    if (!admin) throw new Error('admin not created');
    sid = await createSession(database.db, admin.id);
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'on',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
    });
    app = await buildApp({ env, database, serveWeb: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database?.close().catch(() => undefined);
    await cluster.destroy();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: browserCookie(sid, xsrfTokenFor(app, sid)), 'x-xsrf-token': xsrfTokenFor(app, sid) },
      ...(payload ? { payload } : {}),
    });

  async function timed(
    call: () => Promise<LightMyRequestResponse>,
  ): Promise<{ response: LightMyRequestResponse; ms: number }> {
    const started = Date.now();
    const response = await call();
    return { response, ms: Date.now() - started };
  }

  /** Whether the cluster runs: each test brings it to the state it starts from, whatever ran before. */
  let up = true;
  const databaseDown = async () => {
    if (up) await cluster.stop();
    up = false;
  };
  /** Started again and served from, as the app's pool reconnects. */
  const databaseUp = async () => {
    if (up) return;
    await cluster.start();
    up = true;
    const deadline = Date.now() + 10_000;
    while ((await app.inject({ method: 'GET', url: '/api/health' })).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('the database did not come back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('serves normally while the database is up', async () => {
    await databaseUp();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await asAdmin('GET', '/auth-status')).json()).toMatchObject({ isAdmin: true });
  });

  it('answers 503 {error} within 2 s while the database is down, and keeps running', async () => {
    await databaseDown();

    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.response.statusCode).toBe(503);
    expect(health.response.json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect(health.ms).toBeLessThan(LIMIT_MS);

    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['a logged-in read', () => asAdmin('GET', '/auth-status')],
      ['the audit log', () => asAdmin('GET', '/api/admin/audit')],
      ['the personal home', () => asAdmin('GET', '/api/home')],
      ['a logged-in write', () => asAdmin('POST', '/api/user/pronouns', { pronouns: 'they/them' })],
      ['an anonymous read', () => app.inject({ method: 'GET', url: '/api/runners/' })],
    ];
    for (const [label, call] of calls) {
      const { response, ms } = await timed(call);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(503);
      expect(response.json(), label).toEqual({ error: expect.any(String) });
      expect(ms, label).toBeLessThan(LIMIT_MS);
    }

    // Every anonymous read answers 503, or 2xx when it needs no database, or 401 when it is guarded or 400 when a
    // query it needs is missing (both refused before any query); never 500, never slowly.
    const problems: string[] = [];
    const UUID = '00000000-0000-4000-8000-000000000000';
    for (const route of listRoutes(app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))) {
      // A value each parameter accepts (a username follows the username rule, ids are UUIDs): the read gets as far
      // as the database.
      // (a calendar `file` is a race id, or a 43-character token, followed by .ics).
      const url = route.url.replace(/:([^/]+)/g, (_, name: string) => {
        if (name === 'discordUsername') return 'nobody_here';
        if (name === 'file') return route.url.includes('/u/') ? `${'a'.repeat(43)}.ics` : `${UUID}.ics`;
        return UUID;
      });
      const { response, ms } = await timed(() => app.inject({ method: 'GET', url }));
      const fine =
        response.statusCode === 503 ||
        response.statusCode === 401 ||
        response.statusCode === 400 ||
        (response.statusCode >= 200 && response.statusCode < 300);
      if (!fine || ms >= LIMIT_MS)
        problems.push(`GET ${url}: ${String(response.statusCode)} in ${String(ms)} ms ${response.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it('serves again once the database is back, without a restart', async () => {
    await databaseDown();
    await cluster.start();
    up = true;
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await asAdmin('GET', '/auth-status')).json()).toMatchObject({ isAdmin: true });
    expect((await asAdmin('POST', '/api/user/pronouns', { pronouns: 'they/them' })).statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/admin/audit')).statusCode).toBe(200);
  });
});
