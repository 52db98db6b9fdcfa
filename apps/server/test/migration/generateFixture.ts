/**
 * Writes the seasons-migration fixture (seasonsMigration.test.ts): a database as this release leaves it after
 * `npm start` loaded the demo (Round 1 ended, Round 2 under way) and, through the API, Round 2 was played to its end,
 * a runner withdrawn, the season's settings edited and Round 3 drawn with a race booked (support/playRound.ts); the
 * database dumped table by table (support/dump.ts), and every answer the site gives on it (support/requests.ts).
 * Run it on the release whose data the migration must carry (not after the migration: it would record the new
 * release's answers), from the repository root, after a build of the web app (its pages are recorded):
 *
 *   node scripts/build-web.mjs && node --import tsx apps/server/test/migration/generateFixture.ts
 *
 * The clock stands at FIXED_NOW_MS throughout (support/clock.ts), so the demo and the answers come out the same on
 * every run; the files are written to test/migration/fixtures/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { FIXED_NOW_MS, FIXTURE_TZ, FIXTURE_YEAR, stopClock } from './support/clock.ts';

process.env.TZ = FIXTURE_TZ;
stopClock();

const { openDatabase } = await import('../../src/db/client.ts');
const { ensureTournament } = await import('../../src/features/tournament/state.ts');
const { seedDemoOnce } = await import('../../src/demo/seed.ts');
const { answer, buildFixtureApp } = await import('./support/answers.ts');
const { dumpDatabase } = await import('./support/dump.ts');
const { FIXTURE_MIGRATION } = await import('./support/releaseDatabase.ts');
const { fixtureRequests, SIGNED_IN, unaskedPaths } = await import('./support/requests.ts');
const { drawNextRound, organiserEdits, playRound } = await import('./support/playRound.ts');

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const started = performance.now();

// As `npm start` does on an empty database (src/main.ts), at the stopped clock.
const database = await openDatabase({ dataDir: 'memory://' });
await ensureTournament(database.db, FIXTURE_YEAR);
await seedDemoOnce(database, { year: FIXTURE_YEAR });
const app = await buildFixtureApp(database);
console.log(await playRound(app, database));
console.log(await organiserEdits(app, database, FIXTURE_YEAR));
console.log(await drawNextRound(app, database));

// Calendar links are made before the dump (asking for one makes it), so that the feeds are data of the fixture too.
const links = await answer(
  app,
  database,
  SIGNED_IN.map((as) => ({ url: '/api/user/calendar', as })),
);
const [link] = links;
const feedUrl = (link?.body as { url?: string } | undefined)?.url;
if (link?.status !== 200 || !feedUrl) throw new Error(`no calendar link: ${JSON.stringify(link)}`);
const calendarFeed = new URL(feedUrl).pathname;

const dump = await dumpDatabase(database.db, FIXTURE_MIGRATION);
const requests = await fixtureRequests(database.db, calendarFeed);
const docs = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, object> }>();
const getPaths = Object.entries(docs.paths)
  .filter(([, methods]) => 'get' in methods)
  .map(([path]) => path);
const unasked = unaskedPaths(getPaths, requests);
if (unasked.length > 0) throw new Error(`GET paths the fixture does not ask: ${unasked.join(', ')}`);

const answers = await answer(app, database, requests);
const pages = answers.filter((a) => a.kind === 'page');
// A page the renderer could not draw comes as the app's empty shell: the fixture must hold the rendered pages.
const shells = pages.filter((a) => (a.body as { payload: unknown }).payload === null);
if (pages.length === 0 || shells.length > 0)
  throw new Error(`pages served as the app's shell, not rendered: ${shells.map((a) => a.url).join(', ')}`);
await app.close();
await database.close();

mkdirSync(fixtures, { recursive: true });
const write = (name: string, value: unknown) => {
  // Brotli with a 16 MB window: the pages repeat each other's markup far beyond gzip's 32 KB (1.5 MB → 0.1 MB).
  const bytes = brotliCompressSync(JSON.stringify(value), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  writeFileSync(join(fixtures, name), bytes);
  return `${name} ${(bytes.length / 1024).toFixed(0)} KB`;
};
const written = [
  write('dump.json.br', dump),
  write('answers.json.br', { now: FIXED_NOW_MS, tz: FIXTURE_TZ, migration: FIXTURE_MIGRATION, answers }),
];
const statuses = new Map<number, number>();
for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
console.log(
  `Fixture: ${String(Object.keys(dump.tables).length)} tables, ${String(answers.length)} answers ` +
    `(${[...statuses].map(([s, n]) => `${String(n)}× ${String(s)}`).join(', ')}), ${String(pages.length)} pages; ` +
    `${written.join(', ')}; ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
