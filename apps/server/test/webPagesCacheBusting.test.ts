/**
 * The rendered-page cache (src/web/pages.ts, src/web/pagePaths.ts) against anyone asking for paths made to miss it:
 * other spellings of a page, unknown users and races, paths the renderer leaves to the browser, many renders at
 * once; and the caching headers of pages, API answers and assets (src/http/cacheHeaders.ts). A stand-in renderer
 * module (as in webPages.test.ts) reads the API in-process like the real one and counts its renders per path.
 */
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { draws, races } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTournament } from '../src/features/tournament/state.ts';
import { MAX_RENDERS, MAX_RENDERS_PER_CLIENT } from '../src/web/pages.ts';
import { browserCookie, xsrfTokenFor } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { insertPeople } from './support/people.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = { 'index.html': { file: 'assets/index-A.js', isEntry: true } };

/** Draws what it read from the API; `/slow…` waits for the test to open a gate; `/skip…` is left to the browser. */
const RENDERER = `
export const PAYLOAD_ELEMENT_ID = 'ssr-data';
let fetch;
const state = (globalThis.__cacheBustingTest = { renders: new Map(), gate: null });
export function setFetch(next) { fetch = next; }
export async function render(url, renderedAt) {
  state.renders.set(url, (state.renders.get(url) ?? 0) + 1);
  if (url.startsWith('/slow')) await state.gate;
  if (url.startsWith('/skip')) return { status: 'skipped', reason: 'not a server-rendered page' };
  const [, area, id] = url.split('/');
  const api = area === 'user' ? '/api/user/' + id : area === 'races' ? '/api/races/' + id : '/api/runners/';
  const response = await fetch(api);
  if (!response.ok) return { status: 'skipped', reason: 'a query failed: ' + response.status };
  const data = await response.json();
  return {
    status: 'rendered',
    head: '<title>Page · Site</title>',
    html: '<h1>' + url + '</h1><p>' + JSON.stringify(data).length + '</p>',
    payload: { renderedAt, pages: [], queries: {} },
  };
}
`;

interface RendererState {
  renders: Map<string, number>;
  gate: Promise<void> | null;
}
const state = () => (globalThis as { __cacheBustingTest?: RendererState }).__cacheBustingTest;
const renders = (path: string): number => state()?.renders.get(path) ?? 0;
const totalRenders = (): number => [...(state()?.renders.values() ?? [])].reduce((sum, n) => sum + n, 0);
const isShell = (response: LightMyRequestResponse) => response.body.includes('<div id="root"></div>');
const isPage = (response: LightMyRequestResponse, path: string) => response.body.includes(`<h1>${path}</h1>`);

describe('rendered pages against cache busting', () => {
  let dir: string;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let raceId = '';
  let sid = '';
  /** The valid pre-session XSRF token a returning visitor's browser holds (set by its first answer). */
  let visitorXsrf = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokered-cache-busting-'));
    mkdirSync(join(dir, 'dist/.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(join(dir, 'dist/assets/index-A.js'), 'console.log("app");');
    writeFileSync(join(dir, 'dist/.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dir, 'dist-ssr/entry-server.js'), RENDERER);

    testDb = await createTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
      WEB_DIST: join(dir, 'dist'),
    });
    const db = testDb.database.db;
    await ensureTournament(db, env.tournamentYear);
    const [misty, brock] = await insertPeople(db, [
      { discordUsername: 'misty', displayName: 'Misty', role: 'runner' },
      { discordUsername: 'brock', displayName: 'Brock', role: 'runner' },
    ]);
    if (!misty || !brock) throw new Error('no users');
    const [race] = await db
      .insert(races)
      .values({ round: 'Round 1', raceDateTime: 1_900_000_000, racer1: misty.id, racer2: brock.id })
      .returning({ id: races.id });
    raceId = race?.id ?? '';
    sid = await createSession(db, brock.id);
    app = await buildApp({ env, database: testDb.database });
    await app.ready();
    visitorXsrf = xsrfTokenFor(app, null);
  });

  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A returning visitor (its browser holds the valid XSRF cookie its first answer set, so the server sets none)
   * unless other cookies are given.
   */
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { cookie: browserCookie(null, visitorXsrf), ...headers },
    });
  /** A visitor from another address (each client may hold MAX_RENDERS_PER_CLIENT cold renders). */
  const clientAddress = (i: number) => `192.0.2.${String(10 + i)}`;

  /** Holds every render of a `/slow…` path until the returned function is called. */
  async function closeGate(): Promise<() => void> {
    // The renderer module loads with the first render: make sure it has (the tests run in any order).
    await get('/standings');
    const current = state();
    if (!current) throw new Error('renderer not loaded');
    let open: () => void = () => undefined;
    current.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    return () => {
      open();
      current.gate = null;
    };
  }

  /** Until every path has started rendering (the renders run on the event loop: no timers, no sleeps). */
  async function rendersStarted(paths: readonly string[]) {
    for (let tries = 0; paths.some((path) => renders(path) === 0) && tries < 10_000; tries++)
      await new Promise((resolve) => setImmediate(resolve));
    expect(paths.map(renders)).toEqual(paths.map(() => 1));
  }

  it('renders and keeps a page under one spelling only: other spellings get the shell, never a render', async () => {
    expect(isPage(await get('/user/misty'), '/user/misty')).toBe(true);
    expect(isPage(await get('/standings'), '/standings')).toBe(true);
    const before = totalRenders();
    const variants = [
      '/user/MISTY',
      '/user/MiStY',
      '/user/m%69sty',
      '/user/%6D%69%73%74%79',
      '/user/misty/',
      '/STANDINGS',
      '/st%61ndings',
      '/standings/',
      '//x/standings',
      '//standings',
      // A query string may change what the browser draws (the draw page's overlay): the browser's own.
      '/standings?overlay=1',
      '/user/misty?x',
    ];
    for (const path of variants) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(isShell(response), path).toBe(true);
    }
    // Not even a path: Fastify's router refuses it (400) before any of this.
    expect((await get('/user/%ZZ')).statusCode).toBe(400);
    expect(totalRenders()).toBe(before);
    // The canonical pages are still the kept ones.
    expect(isPage(await get('/user/misty'), '/user/misty')).toBe(true);
    expect(renders('/user/misty')).toBe(1);
  });

  it('renders a user, race or draw page only when the user, race or confirmed draw exists', async () => {
    const [draft] = await testDb.database.db
      .insert(draws)
      .values({
        year: 2026,
        round: 'Round 1',
        seed: 'a'.repeat(64),
        seedHash: 'b'.repeat(64),
        order: [],
        groups: [],
        pastPairings: [],
        repeats: 0,
      })
      .returning({ id: draws.id });
    const unknown = [
      '/user/nobody-here',
      '/races/0b7e2c1e-3f5a-4c55-9d7e-8a1b2c3d4e5f',
      '/draws/0b7e2c1e-3f5a-4c55-9d7e-8a1b2c3d4e5f',
      `/draws/${draft?.id ?? ''}`,
      `/races/${'f'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    ];
    for (const path of unknown) {
      expect(isShell(await get(path)), path).toBe(true);
      expect(renders(path), path).toBe(0);
    }
    await get(`/races/${raceId}`);
    expect(renders(`/races/${raceId}`)).toBe(1);
    if (!draft) throw new Error('no draft');
    await testDb.database.db.update(draws).set({ status: 'confirmed' }).where(eq(draws.id, draft.id));
    await get(`/draws/${draft.id}`);
    expect(renders(`/draws/${draft.id}`)).toBe(1);
  });

  it('never lets paths left to the browser push a real page out of the cache', async () => {
    await get('/stats');
    const before = renders('/stats');
    // More than the cache holds (200 pages).
    for (let i = 0; i < 260; i++) expect(isShell(await get(`/skip-${String(i)}`))).toBe(true);
    expect(isPage(await get('/stats'), '/stats')).toBe(true);
    expect(renders('/stats')).toBe(before);
    // A skipped path is still remembered for the data version (not rendered again at once).
    await get('/skip-259');
    expect(renders('/skip-259')).toBe(1);
  });

  it(`runs at most ${String(MAX_RENDERS)} renders at once: a visitor who would wait gets the shell`, async () => {
    const open = await closeGate();
    // From as many clients as there are render slots: one client holds at most MAX_RENDERS_PER_CLIENT of them.
    const slow = Array.from({ length: MAX_RENDERS }, (_, i) => `/slow-${String(i)}`);
    const pending = slow.map((path, i) => get(path, {}, clientAddress(i)));
    await rendersStarted(slow);
    // Answered at once, while the others are still rendering (a client holding no render).
    const busy = await get('/slow-extra', {}, clientAddress(MAX_RENDERS));
    expect(isShell(busy)).toBe(true);
    expect(renders('/slow-extra')).toBe(0);
    open();
    const done = await Promise.all(pending);
    done.forEach((response, i) => expect(isPage(response, slow[i] ?? '')).toBe(true));
    // Free again: the next visitor gets it rendered.
    expect(isPage(await get('/slow-extra'), '/slow-extra')).toBe(true);
  });

  it(`lets one client hold at most ${String(MAX_RENDERS_PER_CLIENT)} cache-miss render, never every slot`, async () => {
    const open = await closeGate();
    const first = get('/slow-mine-0');
    await rendersStarted(['/slow-mine-0']);
    // The same client's next unkept page: the shell at once, no render, although a slot is free.
    expect(MAX_RENDERS).toBeGreaterThan(MAX_RENDERS_PER_CLIENT);
    const mine = await get('/slow-mine-1');
    expect(isShell(mine)).toBe(true);
    expect(renders('/slow-mine-1')).toBe(0);
    // Another client still gets the free slot, and a page kept for everyone costs no slot.
    const theirs = get('/slow-theirs', {}, clientAddress(0));
    await rendersStarted(['/slow-theirs']);
    expect(isPage(await get('/standings'), '/standings')).toBe(true);
    open();
    expect(isPage(await first, '/slow-mine-0')).toBe(true);
    expect(isPage(await theirs, '/slow-theirs')).toBe(true);
    // Its render ended: the client's next cold page renders.
    expect(isPage(await get('/slow-mine-1'), '/slow-mine-1')).toBe(true);
  });

  it('keeps the pages when a logged-in user saves a setting unchanged', async () => {
    await get('/groups');
    const before = renders('/groups');
    const xsrf = xsrfTokenFor(app, sid);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/user/pronouns',
      headers: { cookie: browserCookie(sid, xsrf), 'x-xsrf-token': xsrf },
      payload: { pronouns: '' },
    });
    expect(saved.statusCode).toBe(200);
    await get('/groups');
    expect(renders('/groups')).toBe(before);
  });

  it('says a page varies with the cookie, compressed or not', async () => {
    const plain = await get('/standings');
    expect(isPage(plain, '/standings')).toBe(true);
    expect(plain.headers.vary).toMatch(/cookie/i);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // A returning visitor already holds a valid XSRF cookie: no Set-Cookie, so the page is the shared one.
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    const gzip = await get('/standings', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.vary).toMatch(/cookie/i);
    expect(gzip.headers['set-cookie']).toBeUndefined();
    expect(gzip.headers['cache-control']).toBe('no-cache');
    // A first visit (no cookie yet) gets its own pre-session token with the page: that answer is private.
    const first = await app.inject({ method: 'GET', url: '/standings' });
    expect(isPage(first, '/standings')).toBe(true);
    expect(String(first.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // A made-up token is not kept: the visitor gets a valid one, privately, like a first visit.
    const forged = await get('/standings', { cookie: 'XSRF-TOKEN=made-up-token-0123456789abcdef' });
    expect(String(forged.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    expect(forged.headers['cache-control']).toBe('private, no-cache');
  });

  it('marks answers for a logged-in user (and answers that set a cookie) private', async () => {
    const cookie = `${browserCookie(sid, xsrfTokenFor(app, sid))}; signed_in=1`;
    const shell = await get('/standings', { cookie });
    expect(isShell(shell)).toBe(true);
    expect(shell.headers['cache-control']).toMatch(/\bprivate\b/);
    const profile = await get('/api/user/profile/me', { cookie });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toMatch(/\bprivate\b/);
    const races = await get('/api/races', { cookie });
    expect(races.headers['cache-control']).toMatch(/\bprivate\b/);
    // A first visit sets the XSRF cookie: that answer is the visitor's own.
    const first = await app.inject({ method: 'GET', url: '/standings' });
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toMatch(/\bprivate\b/);
    // A returning visitor's answer (valid XSRF cookie, nothing set) is not private, but says it depends on who asks.
    const anonymous = await get('/api/races');
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    expect(anonymous.headers['cache-control'] ?? '').not.toMatch(/private/);
    expect(anonymous.headers.vary).toMatch(/cookie/i);
  });

  it('sends hashed assets without Set-Cookie, whoever asks', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/assets/index-A.js' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toContain('immutable');
    expect(fresh.headers['set-cookie']).toBeUndefined();
    // A stale session hint would be cleared on any other answer; not on a file every cache shares.
    const hinted = await app.inject({ method: 'GET', url: '/assets/index-A.js', headers: { cookie: 'signed_in=1' } });
    expect(hinted.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/standings', headers: { cookie: 'signed_in=1' } });
    expect(String(page.headers['set-cookie'])).toContain('signed_in=;');
  });
});
