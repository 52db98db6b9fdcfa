/**
 * The development login is safe by default (rules §2): loopback host outside production, loopback clients only
 * (no proxy), off on other interfaces unless DEV_LOGIN=on, a warning whenever it is on, never in production.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { createTestApp, xsrfTokenFor, type TestApp } from '../support/app.ts';

/** A second app over the test app's database, started with this configuration; its start log is kept. */
async function startApp(t: TestApp, raw: Record<string, string>): Promise<{ app: FastifyInstance; log: () => string }> {
  let text = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const env = parseEnv({ NODE_ENV: 'development', DEMO: 'off', LOG_LEVEL: 'info', RATE_LIMITS: 'off', ...raw });
  const app = await buildApp({ env, database: t.testDb.database, serveWeb: false, logStream });
  await app.ready();
  return { app, log: () => text };
}

const form = (username: string, xsrf: string) => new URLSearchParams({ username, _xsrf: xsrf }).toString();

/** GET /login, then POST /login/dev with its token, from `remoteAddress` with `headers`. */
async function devLogin(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const page = await app.inject({ method: 'GET', url: '/login', remoteAddress, headers });
  const xsrf = xsrfTokenFor(app, null);
  const post = await app.inject({
    method: 'POST',
    url: '/login/dev',
    remoteAddress,
    payload: form('admin', xsrf),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${xsrf}`, ...headers },
  });
  return { page, post };
}

describe('configuration of the development login', () => {
  const base = { NODE_ENV: 'development' };
  it('listens on loopback by default outside production, on every interface in production', () => {
    expect(parseEnv(base).HOST).toBe('127.0.0.1');
    expect(parseEnv({ ...base, NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    const production = parseEnv({
      NODE_ENV: 'production',
      DISCORD_CLIENT_ID: 'id',
      DISCORD_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://example.org',
    });
    expect(production.HOST).toBe('0.0.0.0');
    expect(production.devLogin).toBe(false);
  });

  it('is on for loopback, off on another interface unless DEV_LOGIN=on, off with DEV_LOGIN=off', () => {
    expect(parseEnv(base).devLogin).toBe(true);
    expect(parseEnv({ ...base, HOST: '::1' }).devLogin).toBe(true);
    expect(parseEnv({ ...base, HOST: '0.0.0.0' }).devLogin).toBe(false);
    expect(parseEnv({ ...base, HOST: '0.0.0.0', DEV_LOGIN: 'on' }).devLogin).toBe(true);
    expect(parseEnv({ ...base, DEV_LOGIN: 'off' }).devLogin).toBe(false);
    expect(parseEnv({ ...base, DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 's' }).devLogin).toBe(false);
  });

  it('refuses to start in production without Discord credentials, or with DEV_LOGIN=on, saying why', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://example.org' };
    expect(() => parseEnv(production)).toThrow(/DISCORD_CLIENT_ID is required in production/);
    expect(() =>
      parseEnv({ ...production, DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret', DEV_LOGIN: 'on' }),
    ).toThrow(/DEV_LOGIN cannot be on in production/);
  });
});

describe('the development login over HTTP, and the warning at start', () => {
  let t: TestApp;
  let everywhere: FastifyInstance;
  let everywhereLog: string;
  beforeAll(async () => {
    t = await createTestApp();
    const started = await startApp(t, { HOST: '0.0.0.0' });
    everywhere = started.app;
    everywhereLog = started.log();
  });
  afterAll(async () => {
    await everywhere.close();
    await t.close();
  });

  it('logs in a loopback client (IPv4 and IPv6)', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const { page, post } = await devLogin(t.app, address);
      expect(page.statusCode).toBe(200);
      expect(post.statusCode, post.body).toBe(302);
    }
  });

  it('refuses a client on another address, and any request that came through a proxy', async () => {
    for (const [address, headers] of [
      ['10.0.0.7', {}],
      ['192.168.1.20', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
    ] as const) {
      const { page, post } = await devLogin(t.app, address, headers);
      expect(page.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(403);
      expect(post.statusCode).toBe(403);
      expect(post.headers['set-cookie'] ?? '').not.toMatch(/sid=/);
    }
  });

  it('is off when the server listens on another interface without DEV_LOGIN=on', async () => {
    const { page, post } = await devLogin(everywhere, '127.0.0.1');
    expect(page.statusCode).toBe(403);
    expect(page.json()).toEqual({ error: expect.stringMatching(/DEV_LOGIN/) });
    // Not even registered: the write is refused (404, or 403 by the CSRF check that runs first) and logs no one in.
    expect([403, 404]).toContain(post.statusCode);
    expect(post.headers['set-cookie'] ?? '').not.toMatch(/sid=/);
  });

  it('prints a warning at start whenever the development login is on, and only then', async () => {
    expect(everywhereLog).not.toMatch(/development login is ON/);
    const configurations: Record<string, string>[] = [{}, { HOST: '0.0.0.0', DEV_LOGIN: 'on' }];
    for (const raw of configurations) {
      const { app, log } = await startApp(t, raw);
      await app.close();
      expect(log(), JSON.stringify(raw)).toMatch(/development login is ON/);
    }
  });
});
