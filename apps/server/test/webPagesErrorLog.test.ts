/**
 * Per rules §27: anonymous visits to paths anyone can make up must not flood the error log. A user who cannot exist
 * (`/user/%00zz`) is no page: 404, no query, no line. A page whose render fails is logged through the redacting
 * error log, one line per kind of failure a minute.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTournament } from '../src/features/tournament/state.ts';
import { createLogSampler } from '../src/http/logSampler.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { captureLog } from './support/logCapture.ts';
import { insertPeople } from './support/people.ts';

const TEMPLATE = `<!doctype html>
<html lang="en"><head><title>Site</title>
<script type="module" crossorigin src="/assets/index-A.js"></script></head>
<body><div id="root"></div></body></html>`;

/** A stand-in renderer: a user's page, and a failure that quotes what was asked for (as a real one might). */
const RENDERER = `
export const PAYLOAD_ELEMENT_ID = 'ssr-data';
export function setFetch() {}
export async function render(url, renderedAt) {
  if (url.startsWith('/boom/')) throw new Error('the page blew up at ' + url);
  return { status: 'rendered', head: '<title>A user</title>', html: '<h1>' + url + '</h1>', payload: { renderedAt, pages: [], queries: {} } };
}
`;

describe('the error log under made-up page paths', () => {
  let dir: string;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pokered-web-errors-'));
    mkdirSync(join(dir, 'dist/.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(join(dir, 'dist/.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'x.js' } }));
    writeFileSync(join(dir, 'dist-ssr/entry-server.js'), RENDERER);
    testDb = await createTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
      WEB_DIST: join(dir, 'dist'),
    });
    await ensureTournament(testDb.database.db, env.tournamentYear);
    await insertPeople(testDb.database.db, { discordUsername: 'misty', displayName: 'Misty', role: 'runner' });
    app = await buildApp({ env, database: testDb.database, logStream: log.stream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The error lines logged since `start` lines (tests run shuffled, on one log). */
  const errorLines = (start: number) =>
    log
      .lines()
      .slice(start)
      .filter((line) => Number(line.level) >= 50);

  it('answers 404 with the shell for a user who cannot exist, asking nothing and logging nothing', async () => {
    const start = log.lines().length;
    for (const path of ['/user/%00zz', '/user/has%20space', `/user/${'x'.repeat(64)}`, '/user/%E2%80%AEx']) {
      const answer = await app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toContain('<div id="root"></div>');
    }
    expect(errorLines(start)).toEqual([]);
    // Real users and the app's own pages under /user/ are as before.
    expect((await app.inject({ method: 'GET', url: '/user/misty' })).body).toContain('<h1>/user/misty</h1>');
    for (const path of ['/user/profile', '/user/settings', '/user/nobody_here', '/user/MISTY'])
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    expect(errorLines(start)).toEqual([]);
  });

  it('logs a failing render through the redacting error log, once a minute per kind of failure', async () => {
    const start = log.lines().length;
    for (let i = 0; i < 20; i++)
      expect((await app.inject({ method: 'GET', url: `/boom/${String(i)}` })).statusCode).toBe(200);
    const lines = errorLines(start);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'server-side rendering failed: sending the app shell' });
    expect(JSON.stringify(lines[0]).length).toBeLessThan(2000);
  });

  it('samples by kind, on an injected clock', () => {
    let now = 0;
    const sample = createLogSampler({ intervalMs: 1000, now: () => now, maxKinds: 2 });
    expect([sample('a'), sample('a'), sample('a'), sample('b')]).toEqual([0, null, null, 0]);
    now = 1000;
    expect([sample('a'), sample('a')]).toEqual([2, null]);
    // A third kind pushes out the oldest: it counts as new again.
    sample('c');
    expect(sample('b')).toBe(0);
  });
});
