/**
 * Invalidation by what a page reads (docs/decisions/018-versions-per-area.md, rules §31): a write to an area
 * re-renders exactly the pages that read it, a stale page is served only while its successor renders and for at
 * most PAGE_MAX_STALE_MS, a page is rendered again at most once per PAGE_RERENDER_INTERVAL_MS, and two apps on one
 * database (two server processes) see each other's writes. A stand-in renderer reads, per path, the API a real page
 * reads; the pages' clock is injected (no sleeps): `advance` moves it, and a visitor waiting its turn waits until the
 * test lets it go.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { groupMembers, groups, raceResults, races, users } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTournament } from '../src/features/tournament/state.ts';
import { PAGE_MAX_STALE_MS, PAGE_RERENDER_INTERVAL_MS, type PageClock } from '../src/web/pageFreshness.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { insertPeople } from './support/people.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Site</title><script type="module" crossorigin src="/assets/index-A.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = { 'index.html': { file: 'assets/index-A.js', isEntry: true } };

/** Each page reads what the real one reads: /standings the standings, /rules the site's settings, a profile its user. */
const RENDERER = `
export const PAYLOAD_ELEMENT_ID = 'ssr-data';
let fetch;
const state = (globalThis.__pageInvalidation = { renders: new Map(), gate: null });
export function setFetch(next) { fetch = next; }
const API = { '/standings': '/api/tournament/standings', '/rules': '/api/config', '/user/misty': '/api/user/misty' };
export async function render(url, renderedAt) {
  state.renders.set(url, (state.renders.get(url) ?? 0) + 1);
  if (state.gate) await state.gate;
  const body = await (await fetch(API[url])).text();
  return { status: 'rendered', head: '<title>Page</title>', html: '<main>' + body + '</main>',
    payload: { renderedAt, pages: [], queries: {} } };
}
`;

interface RendererState {
  renders: Map<string, number>;
  gate: Promise<void> | null;
}
const state = () => (globalThis as { __pageInvalidation?: RendererState }).__pageInvalidation;
const renders = (path: string) => state()?.renders.get(path) ?? 0;
const PAGES = ['/standings', '/rules', '/user/misty'];

/** The pages' clock: `now` moves only when the test says; a visitor waiting its turn waits for `letWaitersGo`. */
function testClock() {
  let now = Date.now();
  let waiters: (() => void)[] = [];
  const clock: PageClock = {
    now: () => now,
    wait: (ms) =>
      new Promise((resolve) => {
        waiters.push(() => {
          now = Math.max(now, now + ms);
          resolve();
        });
      }),
  };
  return {
    clock,
    advance: (ms: number) => {
      now += ms;
    },
    waiting: () => waiters.length,
    letWaitersGo: () => {
      const go = waiters;
      waiters = [];
      for (const resolve of go) resolve();
    },
  };
}

describe('pages invalidated by what they read', () => {
  let dir: string;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  /** A second app, as a second server process: its own connection pool on PostgreSQL. */
  let other: FastifyInstance;
  let otherDatabase: Database | null = null;
  const time = testClock();
  let mistyId = '';
  let raceId = '';

  const env = () =>
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
      WEB_DIST: join(dir, 'dist'),
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokered-page-invalidation-'));
    mkdirSync(join(dir, 'dist/.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(join(dir, 'dist/.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dir, 'dist-ssr/entry-server.js'), RENDERER);
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    await ensureTournament(db, 2026);
    const [misty, brock] = await insertPeople(db, [
      { discordUsername: 'misty', displayName: 'Misty', role: 'runner', pronouns: 'she/her' },
      { discordUsername: 'brock', displayName: 'Brock', role: 'runner' },
    ]);
    if (!misty || !brock) throw new Error('no users');
    mistyId = misty.id;
    const [group] = await db.insert(groups).values({ round: 'Round 1', groupNumber: 1 }).returning({ id: groups.id });
    if (!group) throw new Error('no group');
    await db.insert(groupMembers).values([
      { groupId: group.id, userId: misty.id, round: 'Round 1', pot: 1 },
      { groupId: group.id, userId: brock.id, round: 'Round 1', pot: 2 },
    ]);
    const [race] = await db
      .insert(races)
      .values({
        groupId: group.id,
        round: 'Round 1',
        raceDateTime: 1_790_000_000,
        racer1: misty.id,
        racer2: brock.id,
        completed: true,
        winner: misty.id,
      })
      .returning({ id: races.id });
    if (!race) throw new Error('no race');
    raceId = race.id;
    await db.insert(raceResults).values([
      { raceId, racerId: misty.id, status: 'Finished', finishTimeMs: 7_000_000, place: 1 },
      { raceId, racerId: brock.id, status: 'Finished', finishTimeMs: 7_100_000, place: 2 },
    ]);
    app = await buildApp({ env: env(), database: testDb.database, pageClock: time.clock });
    await app.ready();
    otherDatabase = testDb.url ? await openDatabase({ databaseUrl: testDb.url, dataDir: 'unused' }) : null;
    other = await buildApp({ env: env(), database: otherDatabase ?? testDb.database, pageClock: time.clock });
    await other.ready();
  });

  afterAll(async () => {
    await app.close();
    await other.close();
    await otherDatabase?.close();
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    // Past any interval a previous test started, and every page kept under the data as it is now.
    time.advance(PAGE_RERENDER_INTERVAL_MS + 1);
    for (const path of PAGES) await get(path);
  });

  const get = (url: string, on: FastifyInstance = app) => on.inject({ method: 'GET', url });
  const counts = () => PAGES.map(renders);
  const page = (response: LightMyRequestResponse) => {
    expect(response.body, 'a rendered page').toContain('<main>');
    return response.body;
  };
  /** Every page asked again once the interval passed: how many each rendered meanwhile. */
  async function rendersAfter(write: () => Promise<unknown>): Promise<number[]> {
    const before = counts();
    await write();
    time.advance(PAGE_RERENDER_INTERVAL_MS + 1);
    for (const path of PAGES) page(await get(path));
    return counts().map((count, i) => count - (before[i] ?? 0));
  }

  it('a pronoun change re-renders the profile only: /standings and /rules do not show pronouns', async () => {
    const pronouns = `they/them ${String(Date.now())}`;
    const rendered = await rendersAfter(() =>
      testDb.database.db.update(users).set({ pronouns }).where(eq(users.id, mistyId)),
    );
    expect(rendered).toEqual([0, 0, 1]);
    expect(page(await get('/user/misty'))).toContain(pronouns);
  });

  it('a display-name change re-renders /standings and the profile, never /rules', async () => {
    const name = `Kasumi ${String(Date.now())}`;
    const rendered = await rendersAfter(() =>
      testDb.database.db.update(users).set({ displayName: name }).where(eq(users.id, mistyId)),
    );
    expect(rendered).toEqual([1, 0, 1]);
    expect(page(await get('/standings'))).toContain(name);
    expect(page(await get('/user/misty'))).toContain(name);
  });

  it('a result correction re-renders /standings (and the profile, which lists results), never /rules', async () => {
    const [current] = await testDb.database.db
      .select({ ms: raceResults.finishTimeMs })
      .from(raceResults)
      .where(eq(raceResults.racerId, mistyId));
    const rendered = await rendersAfter(() =>
      testDb.database.db
        .update(raceResults)
        .set({ finishTimeMs: (current?.ms ?? 7_000_000) + 1000 })
        .where(eq(raceResults.racerId, mistyId)),
    );
    expect(rendered).toEqual([1, 0, 1]);
  });

  it(`serves a stale page only while its successor renders, for at most ${String(PAGE_MAX_STALE_MS)} ms, and renders it once per interval`, async () => {
    // Rendered just now (after a write), so the next write falls within its interval.
    await testDb.database.db
      .update(users)
      .set({ displayName: `Fresh ${String(Date.now())}` })
      .where(eq(users.id, mistyId));
    time.advance(PAGE_RERENDER_INTERVAL_MS + 1);
    const old = page(await get('/standings'));
    const before = renders('/standings');
    const name = `Stale ${String(Date.now())}`;
    await testDb.database.db.update(users).set({ displayName: name }).where(eq(users.id, mistyId));
    // Within the interval of its last render: the first visitor waits its turn; its successor is under way.
    const first = get('/standings');
    for (let tries = 0; time.waiting() === 0 && tries < 10_000; tries++)
      await new Promise((resolve) => setImmediate(resolve));
    expect(time.waiting()).toBe(1);
    // Everyone else meanwhile: the stale page, at once, however many ask.
    const meanwhile = await Promise.all([get('/standings'), get('/standings'), get('/standings')]);
    for (const response of meanwhile) expect(response.body).toBe(old);
    time.advance(PAGE_MAX_STALE_MS);
    expect((await get('/standings')).body, 'still within the bound').toBe(old);
    // Past the bound: no longer served stale; this visitor waits for the same successor.
    time.advance(1);
    const late = get('/standings');
    time.letWaitersGo();
    for (const response of await Promise.all([first, late])) expect(page(response)).toContain(name);
    expect(renders('/standings') - before).toBe(1);
  });

  it('two apps on one database (two processes) see each other’s writes at once, pages and API answers', async () => {
    const name = `Elsewhere ${String(Date.now())}`;
    page(await get('/standings', other));
    await get('/api/tournament/standings', other);
    await app.db.update(users).set({ displayName: name }).where(eq(users.id, mistyId));
    time.advance(PAGE_RERENDER_INTERVAL_MS + 1);
    expect(page(await get('/standings', other))).toContain(name);
    expect((await get('/api/tournament/standings', other)).body).toContain(name);
    const back = `Back ${String(Date.now())}`;
    await other.db.update(users).set({ displayName: back }).where(eq(users.id, mistyId));
    expect((await get('/api/tournament/standings')).body).toContain(back);
  });

  it('never serves an API answer stale: a read after a write sees it, even under a steady writer', async () => {
    for (let i = 0; i < 5; i++) {
      const name = `Steady ${String(i)} ${String(Date.now())}`;
      await testDb.database.db.update(users).set({ displayName: name }).where(eq(users.id, mistyId));
      expect((await get('/api/tournament/standings')).body).toContain(name);
      // A pronoun write in between keeps the standings' kept answer.
      await testDb.database.db
        .update(users)
        .set({ pronouns: `p${String(i)}` })
        .where(eq(users.id, mistyId));
      const etag = String((await get('/api/tournament/standings')).headers.etag);
      const again = await app.inject({
        method: 'GET',
        url: '/api/tournament/standings',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
  });
});
