/**
 * Logs never hold secrets: through an OAuth login with the fake Discord, logged-in reads, a write, a
 * refused write and a logout — logged at the most verbose level — no line contains the session id, the
 * XSRF token, the OAuth code, state or verifier, the Discord access token or the client secret.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startFakeDiscord, type FakeDiscord } from '../support/fakeDiscord.ts';

function cookieValue(response: LightMyRequestResponse, name: string): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new RegExp(`^${name}=([^;]*)`).exec(list.find((c) => c.startsWith(`${name}=`)) ?? '')?.[1] ?? '';
}

describe('secrets stay out of the logs', () => {
  let fake: FakeDiscord;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord();
    testDb = await createTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      RATE_LIMITS: 'on',
      DEMO: 'off',
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_DISCORD_USERNAMES: 'log_admin',
    });
    await ensureTournament(testDb.database.db, env.tournamentYear);
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ env, database: testDb.database, serveWeb: false, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await fake.close();
  });

  it('logs requests without any token, cookie or code', async () => {
    fake.setUser({ id: '77', username: 'log_admin', global_name: 'Log Admin', avatar: 'a1' });
    const start = await app.inject({ method: 'GET', url: '/login' });
    const state = cookieValue(start, 'oauth_state');
    const verifier = cookieValue(start, 'oauth_verifier');
    const back = new URL(
      (await fetch(new URL(String(start.headers.location)), { redirect: 'manual' })).headers.get('location') ?? '',
    );
    const code = back.searchParams.get('code') ?? '';
    const callback = await app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { oauth_state: state, oauth_verifier: verifier },
    });
    expect(callback.statusCode).toBe(302);
    const sid = cookieValue(callback, 'sid');
    const xsrf = cookieValue(callback, 'XSRF-TOKEN') || cookieValue(start, 'XSRF-TOKEN');
    expect(sid).not.toBe('');
    expect(xsrf).not.toBe('');
    const accessToken = fake.issuedTokens.at(-1) ?? '';
    expect(accessToken).not.toBe('');

    const cookies = { sid, 'XSRF-TOKEN': xsrf };
    const headers = { 'x-xsrf-token': xsrf, authorization: `Bearer ${accessToken}` };
    expect((await app.inject({ method: 'GET', url: '/auth-status', cookies, headers })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/audit?action=user.add', cookies, headers })).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/pronouns',
          cookies,
          headers,
          payload: { pronouns: 'they/them' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/pronouns',
          cookies,
          headers: { 'x-xsrf-token': 'wrong-token-0123456789' },
          payload: { pronouns: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    // A replayed callback: the failure is logged, its code must not be.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: back.pathname + back.search,
          cookies: { oauth_state: state, oauth_verifier: verifier },
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/logout', cookies, headers })).statusCode).toBe(200);

    const log = lines.join('');
    // The log is really being captured, request by request.
    expect(log).toContain('/api/user/pronouns');
    expect(log).toContain('/auth/discord/callback');
    const secrets: Record<string, string> = {
      sid,
      xsrf,
      code,
      state,
      verifier,
      accessToken,
      clientSecret: fake.clientSecret,
    };
    const leaked = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
