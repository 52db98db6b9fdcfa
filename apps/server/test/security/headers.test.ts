/**
 * Security headers and cookie flags: on HTML documents a CSP whose scripts are same-origin only and that forbids
 * framing, plus the other page headers; on JSON answers a CSP that allows nothing; nosniff and
 * Cross-Origin-Resource-Policy on every answer, static files included (which carry no page headers); HSTS and
 * `Secure` cookies in production, none of that on plain-http development.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { securityHeaders } from '../../src/http/securityHeaders.ts';
import { parseEnv } from '../../src/env.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startFakeDiscord, type FakeDiscord } from '../support/fakeDiscord.ts';

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  setCookies(response).find((c) => c.startsWith(`${name}=`));

/** Headers every answer carries, whatever it is. */
function expectEveryAnswerHeaders(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
}

/** An HTML document: the page policy. */
function expectPageHeaders(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['content-type'], label).toMatch(/^text\/html/);
  expectEveryAnswerHeaders(response, label);
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(
    scripts?.some((source) => source === '*' || source.endsWith(':')),
    `${label}: no wildcard script source`,
  ).toBe(false);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy'], label).toBe('same-origin');
}

/** A JSON answer: a CSP that allows nothing (should it be opened as a page), no page-only headers. */
function expectJsonHeaders(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  expectEveryAnswerHeaders(response, label);
  const csp = directives(response);
  expect(csp.get('default-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(response.headers['x-frame-options'], label).toBeUndefined();
  expect(response.headers['cross-origin-opener-policy'], label).toBeUndefined();
}

/** A static file (script, stylesheet, image, text): only what every answer carries. */
function expectFileHeaders(response: LightMyRequestResponse, label: string): void {
  expectEveryAnswerHeaders(response, label);
  for (const pageOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
    expect(response.headers[pageOnly], `${label}: ${pageOnly}`).toBeUndefined();
}

describe('headers in development', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  const webDist = mkdtempSync(join(tmpdir(), 'pokered-web-'));
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>t</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    testDb = await createTestDatabase();
    // Serving the built web app, as production does (root files like robots.txt included).
    app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', WEB_DIST: webDist }),
      database: testDb.database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sets the page policy on HTML documents: the web app and the development login page', async () => {
    expectPageHeaders(await app.inject({ method: 'GET', url: '/login' }), 'development login page');
    const page = await app.inject({ method: 'GET', url: '/standings' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>t</title>');
    expectPageHeaders(page, 'web app page');
    expectPageHeaders(await app.inject({ method: 'GET', url: '/' }), 'home page');
  });

  it('sets a deny-all CSP and nosniff on JSON answers and errors, and no page headers', async () => {
    expectJsonHeaders(await app.inject({ method: 'GET', url: '/api/health' }), 'API answer');
    expectJsonHeaders(await app.inject({ method: 'GET', url: '/api/no-such-thing' }), 'API 404');
    expectJsonHeaders(await app.inject({ method: 'POST', url: '/api/user/pronouns', payload: {} }), 'refused write');
  });

  it('sets nosniff and Cross-Origin-Resource-Policy on static files, without the page headers', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Never revalidated (immutable), so no validators nor ranges: ~100 bytes less on each of a page's files.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    expectFileHeaders(asset, 'script');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('User-agent');
    expectFileHeaders(robots, 'robots.txt');
  });

  it('does not send HSTS or Secure cookies over plain-http development', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cookieNamed(response, 'XSRF-TOKEN')).not.toMatch(/;\s*Secure/i);
  });
});

describe('the header sets', () => {
  it('upgrades insecure requests and sends HSTS in production only, on every answer', () => {
    const production = securityHeaders(true);
    expect(production.document['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(production.everyAnswer['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const development = securityHeaders(false);
    expect(development.document['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(development.everyAnswer['strict-transport-security']).toBeUndefined();
  });
});

/** Production answers PUBLIC_URL's host only (rules §27). */
const PUBLIC_HOST = { host: 'race.example.org' };

describe('headers and cookies in production', () => {
  let fake: FakeDiscord;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-session-secret-0123456789abcdef',
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'https://race.example.org',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends HSTS for a year with subdomains, and the same JSON headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const hsts = response.headers['strict-transport-security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expectJsonHeaders(response, 'production API answer');
  });

  it('marks every cookie Secure and names them __Host- (Path=/, no Domain): XSRF token, OAuth state and verifier, session', async () => {
    const hostCookie = (line: string | undefined, label: string) => {
      expect(line, label).toMatch(/;\s*Secure/i);
      expect(line, label).toMatch(/;\s*Path=\/(;|$)/i);
      expect(line, label).not.toMatch(/;\s*Domain=/i);
    };
    const xsrf = await t.app.inject({ method: 'GET', url: '/api/health', headers: PUBLIC_HOST });
    hostCookie(cookieNamed(xsrf, '__Host-XSRF-TOKEN'), 'XSRF token');

    fake.setUser({ id: '55', username: 'prod_user', global_name: null, avatar: null });
    const start = await t.app.inject({ method: 'GET', url: '/login', headers: PUBLIC_HOST });
    expect(start.statusCode).toBe(302);
    for (const name of ['__Host-oauth_state', '__Host-oauth_verifier']) {
      hostCookie(cookieNamed(start, name), name);
      expect(cookieNamed(start, name), name).toMatch(/;\s*HttpOnly/i);
    }
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://race.example.org/auth/discord/callback');
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
    const state = /oauth_state=([^;]+)/.exec(cookieNamed(start, '__Host-oauth_state') ?? '')?.[1] ?? '';
    const verifier = /oauth_verifier=([^;]+)/.exec(cookieNamed(start, '__Host-oauth_verifier') ?? '')?.[1] ?? '';
    const callback = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { '__Host-oauth_state': state, '__Host-oauth_verifier': verifier },
      headers: PUBLIC_HOST,
    });
    expect(callback.statusCode).toBe(302);
    const session = cookieNamed(callback, '__Host-sid') ?? '';
    hostCookie(session, 'session');
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    const sid = /^__Host-sid=([^;]+)/.exec(session)?.[1] ?? '';
    // The token bound to the new session comes with the login.
    const token = /^__Host-XSRF-TOKEN=([^;]+)/.exec(cookieNamed(callback, '__Host-XSRF-TOKEN') ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout',
      cookies: { '__Host-sid': sid, '__Host-XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token, ...PUBLIC_HOST },
    });
    expect(logout.statusCode).toBe(200);
    hostCookie(cookieNamed(logout, '__Host-sid'), 'session clearing');
  });

  it('has no development login in production', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login/dev', payload: { username: 'anyone' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
