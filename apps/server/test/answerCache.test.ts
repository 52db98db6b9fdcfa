/**
 * The one cache of API answers and rendered pages (src/http/answerCache.ts, ADR 015): bounded by bytes, the least
 * recently read entry leaves first, one by one (no cliff: a sweep of pages that fits stays warm), and a write still
 * makes every kept answer stale. A stand-in renderer (as in webPages.test.ts) counts its renders per path and draws
 * a page of the size its path says (`/kib-300-a`: 300 KiB), after reading the API in-process like the real one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema.ts';
import { parseEnv, type Env } from '../src/env.ts';
import { ensureTournament } from '../src/features/tournament/state.ts';
import { AnswerCache, ENTRY_OVERHEAD_BYTES } from '../src/http/answerCache.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { insertPeople } from './support/people.ts';

const KIB = 1024;
const MIB = 1024 * KIB;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Site</title><script type="module" crossorigin src="/assets/index-A.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = { 'index.html': { file: 'assets/index-A.js', isEntry: true } };

const RENDERER = `
export const PAYLOAD_ELEMENT_ID = 'ssr-data';
let fetch;
const renders = (globalThis.__answerCacheTestRenders = new Map());
export function setFetch(next) { fetch = next; }
export async function render(url, renderedAt) {
  renders.set(url, (renders.get(url) ?? 0) + 1);
  const runners = await (await fetch('/api/runners/')).json();
  const kib = Number(url.split('-')[1]);
  return {
    status: 'rendered',
    head: '<title>Page · Site</title>',
    html: '<h1>' + runners.map((runner) => runner.displayName).join(', ') + '</h1>' + 'x'.repeat(kib * 1024),
    payload: { renderedAt, pages: [], queries: {} },
  };
}
`;

const renderCounts = () => (globalThis as { __answerCacheTestRenders?: Map<string, number> }).__answerCacheTestRenders;
const renders = (path: string): number => renderCounts()?.get(path) ?? 0;

const answer = (version: string, kib: number) => ({
  version,
  expiresAt: Infinity,
  body: Buffer.alloc(kib * KIB, 'x'),
  type: 'application/json; charset=utf-8',
});

describe('its bound', () => {
  it('is CACHE_MAX_MB MiB, 32 unless set; a bound that is not a whole number of MiB stops the start, naming it', () => {
    const base = { NODE_ENV: 'test' };
    expect(parseEnv(base).CACHE_MAX_MB).toBe(32);
    expect(parseEnv({ ...base, CACHE_MAX_MB: '64' }).CACHE_MAX_MB).toBe(64);
    for (const bad of ['0', '1.5', 'lots', '5000'])
      expect(() => parseEnv({ ...base, CACHE_MAX_MB: bad }), bad).toThrow(/^Invalid configuration: CACHE_MAX_MB /);
  });
});

describe('the answer cache on its own', () => {
  // Three entries of 300 KiB fit in 1 MiB with their overheads; a fourth does not.
  const fill = () => {
    const cache = new AnswerCache(MIB);
    for (const key of ['a', 'b', 'c']) cache.keep(key, answer('v1', 300));
    return cache;
  };

  it('counts each entry as its bytes plus its key and overhead', () => {
    const cache = new AnswerCache(MIB);
    cache.keep('a', answer('v1', 300));
    expect(cache.bytes).toBe(300 * KIB + 'a'.length + ENTRY_OVERHEAD_BYTES);
  });

  it('past the bound, evicts the least recently read entry only: a recently read one stays', () => {
    const cache = fill();
    expect(cache.fresh('a', 'v1')).toBeDefined();
    cache.keep('d', answer('v1', 300));
    expect(cache.fresh('b', 'v1')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.fresh(key, 'v1'), key).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(MIB);
  });

  it('drops an entry looked up under another data version, or after its expiry, and frees its bytes', () => {
    const cache = fill();
    expect(cache.fresh('a', 'v2')).toBeUndefined();
    expect(cache.fresh('a', 'v1')).toBeUndefined();
    cache.keep('e', { ...answer('v1', 1), expiresAt: Date.now() - 1 });
    expect(cache.fresh('e', 'v1')).toBeUndefined();
    expect(cache.bytes).toBe(2 * (300 * KIB + 1 + ENTRY_OVERHEAD_BYTES));
  });

  it('keeps nothing larger than the bound (it is only sent), and evicts nothing for it', () => {
    const cache = fill();
    cache.keep('huge', answer('v1', 1025));
    expect(cache.fresh('huge', 'v1')).toBeUndefined();
    for (const key of ['a', 'b', 'c']) expect(cache.fresh(key, 'v1'), key).toBeDefined();
  });
});

/** Each test has an app of its own, so an empty cache of 1 MiB (the tests run in any order, vitest.config.ts). */
describe('API answers and rendered pages in the one cache', () => {
  let dir: string;
  let testDb: TestDatabase;
  let env: Env;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokered-answer-cache-'));
    mkdirSync(join(dir, 'dist/.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(join(dir, 'dist/assets/index-A.js'), 'console.log("app");');
    writeFileSync(join(dir, 'dist/.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dir, 'dist-ssr/entry-server.js'), RENDERER);
    testDb = await createTestDatabase();
    env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
      WEB_DIST: join(dir, 'dist'),
      CACHE_MAX_MB: '1',
    });
    await ensureTournament(testDb.database.db, env.tournamentYear);
    await insertPeople(testDb.database.db, { discordUsername: 'misty', displayName: 'Misty', role: 'runner' });
  });

  beforeEach(async () => {
    app = await buildApp({ env, database: testDb.database });
    await app.ready();
    renderCounts()?.clear();
  });

  afterEach(async () => {
    await app.close();
  });

  afterAll(async () => {
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const isPage = (body: string) => body.includes('<div id="root"><h1>');

  // 40 pages of 20 KiB (plus the document around them): about 0.9 MiB with the API answer they read, under 1 MiB.
  const sweep = Array.from({ length: 40 }, (_, i) => `/kib-20-page${String(i)}`);

  it('keeps a sweep of pages that fits in the bound warm: each renders once, however many passes', async () => {
    for (let pass = 0; pass < 3; pass++) {
      for (const path of sweep) expect(isPage((await get(path)).body), path).toBe(true);
    }
    expect(sweep.map(renders)).toEqual(sweep.map(() => 1));
    expect(app.answerCache.bytes).toBeGreaterThan(0.8 * MIB);
    expect(app.answerCache.bytes).toBeLessThanOrEqual(MIB);
  });

  it('counts the compressed copy it keeps', async () => {
    const path = '/kib-20-compressed';
    await get(path);
    const before = app.answerCache.bytes;
    const gzipped = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // The copy's bytes are counted once it is made (after the answer is sent).
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.answerCache.bytes).toBe(before + gzipped.rawPayload.length);
    expect(renders(path)).toBe(1);
  });

  it('past the bound, evicts the least recently read page: a recently read one stays', async () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => `/kib-300-${name}`);
    if (!a || !b || !c || !d) throw new Error('no paths');
    // Three of 300 KiB fit; then `a` is read again.
    for (const path of [a, b, c, a]) await get(path);
    expect([a, b, c].map(renders)).toEqual([1, 1, 1]);
    // A fourth does not fit: `b`, now the least recently read, goes; `a` and `c` stay.
    await get(d);
    await get(a);
    await get(c);
    expect([a, c, d].map(renders)).toEqual([1, 1, 1]);
    expect(isPage((await get(b)).body)).toBe(true);
    expect(renders(b)).toBe(2);
    expect(app.answerCache.bytes).toBeLessThanOrEqual(MIB);
  });

  it('still makes every kept answer and page stale at a write, which the next read sees', async () => {
    const path = '/kib-1-after-write';
    await testDb.database.db.update(users).set({ displayName: 'Misty' }).where(eq(users.discordUsername, 'misty'));
    expect((await get(path)).body).toContain('<h1>Misty</h1>');
    expect((await get('/api/runners/')).body).toContain('"Misty"');
    await testDb.database.db.update(users).set({ displayName: 'Kasumi' }).where(eq(users.discordUsername, 'misty'));
    expect((await get('/api/runners/')).body).toContain('"Kasumi"');
    expect((await get(path)).body).toContain('<h1>Kasumi</h1>');
    expect(renders(path)).toBe(2);
    // Once rebuilt, kept again.
    await get(path);
    expect(renders(path)).toBe(2);
    await testDb.database.db.update(users).set({ displayName: 'Misty' }).where(eq(users.discordUsername, 'misty'));
  });
});
