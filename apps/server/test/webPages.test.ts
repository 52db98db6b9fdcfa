/**
 * Server-rendered pages (src/web/): who gets them, how they are kept per data version, and that any failure falls
 * back to the app's shell. The web app's real renderer is tested end to end (e2e/ssr.spec.ts, which builds it);
 * here a stand-in renderer module, written to a temporary build directory, answers through the same interface
 * and reads the API in-process like the real one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTournament } from '../src/features/tournament/state.ts';
import { PAGE_TTL_MS } from '../src/web/pages.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople } from './support/people.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-A.js" data-boot="/assets/start-S.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, css: ['assets/index-A.css'] },
  'src/Page.tsx': { file: 'assets/Page-B.js', imports: ['index.html'], css: ['assets/Page-B.css'] },
};

/** The stand-in renderer: counts its renders per path (on globalThis, which the test shares with it). */
const RENDERER = `
export const PAYLOAD_ELEMENT_ID = 'ssr-data';
let fetch;
const renders = (globalThis.__webPagesTestRenders = new Map());
export function setFetch(next) { fetch = next; }
export async function render(url, renderedAt) {
  renders.set(url, (renders.get(url) ?? 0) + 1);
  if (url === '/boom') throw new Error('the page blew up');
  if (url === '/elsewhere') return { status: 'skipped', reason: 'not a server-rendered page' };
  if (url === '/forbidden') await fetch('/auth-status');
  const response = await fetch('/api/runners/');
  const runners = await response.json();
  const names = runners.map((runner) => runner.displayName).join(', ');
  return {
    status: 'rendered',
    head: '<title>Runners · Site</title>',
    html: '<h1>' + runners.length + ' runners</h1><p>' + names + '</p><p>$& stays</p>' + '<hr>'.repeat(300),
    payload: { renderedAt, pages: ['src/Page.tsx'], queries: { note: '</script><script>alert(1)</script>' } },
  };
}
`;

const renders = (path: string): number =>
  (globalThis as { __webPagesTestRenders?: Map<string, number> }).__webPagesTestRenders?.get(path) ?? 0;

const isShell = (response: LightMyRequestResponse) => response.body.includes('<div id="root"></div>');

describe('server-rendered pages', () => {
  let dir: string;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let log = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokered-web-pages-'));
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
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
      WEB_DIST: join(dir, 'dist'),
    });
    await ensureTournament(testDb.database.db, env.tournamentYear);
    await insertPeople(testDb.database.db, { discordUsername: 'misty', displayName: 'Misty', role: 'runner' });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    app = await buildApp({ env, database: testDb.database, logStream });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  /** A world whose only runner is Misty (another test adds runners). */
  const mistyAlone = async () => {
    await freshWorld({ db: testDb.database.db });
    await insertPeople(testDb.database.db, { discordUsername: 'misty', displayName: 'Misty', role: 'runner' });
  };

  it('renders a page for a visitor, with the API read in-process', async () => {
    await mistyAlone();
    const response = await get('/runners');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Private: it sets this first-time visitor's XSRF cookie (src/http/cacheHeaders.ts).
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root"><h1>1 runners</h1><p>Misty</p><p>$& stays</p><hr>');
    expect(response.body).toContain('<title>Runners · Site</title>');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/Page-B.css">');
    expect(response.body).toContain('data-app="/assets/index-A.js" data-preload="/assets/Page-B.js"');
    // The helmet headers (CSP) come with it, as with every answer.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('carries the payload as inert JSON that cannot end its script element', async () => {
    const { body } = await get('/runners');
    const json = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ queries: { note: '</script><script>alert(1)</script>' } });
  });

  it('renders once per data version: the next visitors get the kept page, or 304 for their copy', async () => {
    await get('/runners');
    const before = renders('/runners');
    const [first, second] = await Promise.all([get('/runners'), get('/runners')]);
    expect(renders('/runners')).toBe(before);
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const again = await get('/runners', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('renders anew after a write, whoever made it (here straight to the database)', async () => {
    await mistyAlone();
    await get('/runners');
    const before = renders('/runners');
    await insertPeople(testDb.database.db, { discordUsername: 'brock', displayName: 'Brock', role: 'runner' });
    const response = await get('/runners');
    expect(response.body).toContain('<h1>2 runners</h1>');
    expect(renders('/runners')).toBe(before + 1);
  });

  it('renders concurrent first visits of a path once', async () => {
    const responses = await Promise.all([get('/together'), get('/together'), get('/together')]);
    expect(renders('/together')).toBe(1);
    for (const response of responses) expect(response.body).toMatch(/<h1>\d runners<\/h1>/);
  });

  it('renders again once a kept page is a minute old (for its "in 2d 3h" texts)', async () => {
    await get('/aging');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PAGE_TTL_MS + 1 });
    try {
      await get('/aging');
    } finally {
      vi.useRealTimers();
    }
    expect(renders('/aging')).toBe(2);
  });

  it('sends the page compressed to a browser that takes it', async () => {
    const plain = await get('/runners');
    const response = await app.inject({ method: 'GET', url: '/runners', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('gives a logged-in user, or a browser that says it has a session, the app shell', async () => {
    const [user] = await insertPeople(testDb.database.db, {
      discordUsername: 'gary',
      displayName: 'Gary',
      role: 'commentator',
    });
    if (!user) throw new Error('no user');
    const sid = await createSession(testDb.database.db, user.id);
    const before = renders('/mine');
    expect(isShell(await get('/mine', { cookie: `sid=${sid}` }))).toBe(true);
    expect(isShell(await get('/mine', { cookie: 'signed_in=1' }))).toBe(true);
    expect(renders('/mine')).toBe(before);
  });

  it('sends the shell for a path the renderer leaves to the browser, and remembers that for the data version', async () => {
    expect(isShell(await get('/elsewhere'))).toBe(true);
    expect(isShell(await get('/elsewhere'))).toBe(true);
    expect(renders('/elsewhere')).toBe(1);
  });

  it('sends the shell, never an error page, when rendering fails; logs it and tries again next time', async () => {
    const response = await get('/boom');
    expect(response.statusCode).toBe(200);
    expect(isShell(response)).toBe(true);
    expect(log).toContain('server-side rendering failed');
    expect(log).toContain('the page blew up');
    await get('/boom');
    expect(renders('/boom')).toBe(2);
  });

  it('lets the renderer read the API only', async () => {
    const response = await get('/forbidden');
    expect(isShell(response)).toBe(true);
    expect(log).toContain('may only read the API');
  });

  it('still serves the built files and answers unknown API paths with 404', async () => {
    const file = await get('/assets/index-A.js');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log("app");');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No such endpoint: GET /api/nothing-here' });
  });
});
