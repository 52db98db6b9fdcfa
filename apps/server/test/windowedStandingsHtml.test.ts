/**
 * The real server-rendered /standings (the built web app's renderer, built here when its sources changed) with a
 * long field: the HTML is windowed and each runner's row stays within its byte budget (rules §32). The bytes per
 * row are measured from the rendered HTML, not assumed.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_TOP } from '@pokered/core/listWindow';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTournament } from '../src/features/tournament/state.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { insertPeople } from './support/people.ts';

const RUNNERS = 120;
const ROW_BUDGET_BYTES = 600;
const root = join(fileURLToPath(import.meta.url), '../../../..');

/** The runner rows of the standings table's body: every <tr> but the one-cell rows (cutoff line, 'Show all'). */
function runnerRows(html: string): string[] {
  const start = html.indexOf('<tbody');
  const body = html.slice(start, html.indexOf('</tbody>', start));
  return [...body.matchAll(/<tr(?: [^>]*)?>.*?<\/tr>/gs)]
    .map((match) => match[0])
    .filter((row) => !/colSpan|colspan/.test(row));
}

describe('the server-rendered standings of a long field (rules §32)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A no-op when the last build is of these sources (npm start's own check).
    execFileSync(process.execPath, [join(root, 'scripts/build-web.mjs')], { stdio: 'ignore' });
    testDb = await createTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      TOURNAMENT_YEAR: '2026',
    });
    await ensureTournament(testDb.database.db, env.tournamentYear);
    await insertPeople(
      testDb.database.db,
      Array.from({ length: RUNNERS }, (_, index) => ({
        discordUsername: `runner_${String(index + 1)}`,
        displayName: `Runner ${String(index + 1)}`,
        role: 'runner' as const,
        country: ['CA', 'DE', 'BR', 'JP'][index % 4] ?? null,
        currentBracket: 'Normal' as const,
      })),
    );
    app = await buildApp({ env, database: testDb.database });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('draws a window of the runners, a Show all for the rest, each row within its budget', async () => {
    const response = await app.inject({ method: 'GET', url: '/standings' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.includes('<caption class="visually-hidden">Tournament standings.'), 'the standings table').toBe(true);

    const rows = runnerRows(html);
    expect(rows.length).toBeGreaterThanOrEqual(WINDOW_TOP);
    expect(rows.length).toBeLessThan(RUNNERS);
    expect(html.includes(`Show all ${String(RUNNERS)} runners`), 'Show all').toBe(true);

    const bytes = rows.map((row) => Buffer.byteLength(row));
    const average = bytes.reduce((sum, size) => sum + size, 0) / bytes.length;
    expect(average, `average row ${average.toFixed(0)} bytes`).toBeLessThanOrEqual(ROW_BUDGET_BYTES);
    expect(Math.max(...bytes)).toBeLessThanOrEqual(ROW_BUDGET_BYTES);
    // The page stays small although every runner is in the data it carries for the browser.
    expect(html.includes(`Runner ${String(RUNNERS)}`), 'the last runner in the data').toBe(true);
    expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
  });

  it('links Mantine’s CSS variables as one cached stylesheet instead of writing them into the page', async () => {
    const html = (await app.inject({ method: 'GET', url: '/standings' })).body;
    expect(html.includes('data-mantine-styles="true"'), 'no inline variables').toBe(false);
    const href = /<link rel="stylesheet" crossorigin href="(\/assets\/theme-variables-[\w-]+\.css)">/.exec(html)?.[1];
    expect(href, 'the variables stylesheet linked in the head').toBeDefined();
    expect(html.indexOf(href ?? '')).toBeLessThan(html.indexOf('</head>'));
    // The page tells the app not to write them either (its hydration draws what the server drew).
    expect(html).toContain('"cssVariables":"linked"');
    const css = await app.inject({ method: 'GET', url: href ?? '', headers: { 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['content-encoding']).toBe('br');
  });
});
