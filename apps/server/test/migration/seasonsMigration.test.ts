/**
 * Issue 26 item 1 (docs/decisions/020-seasons.md): the migration that moves today's data into its season keeps
 * every id, figure, page and answer. The fixture (fixtures/, written by generateFixture.ts on the release whose last
 * migration is 0022) is a database as that release left it — the demo of `npm start` and Round 2 played to its end
 * through the API — and every answer that release gave on it at a stopped clock. Here a database migrated only
 * through 0022 gets the dump, then is opened as the server starts (every later migration applied), and the app
 * built from this checkout must give the same answers: every recorded JSON value still there and equal (answers may
 * have gained keys since, as a profile's `seasons`), pages and calendars byte-equal but for the web build's hashed
 * file names, React's generated ids and the markup added to every page since (support/compare.ts,
 * ADDED_TO_EVERY_PAGE: the Seasons link), and the data a page carries for hydration compared parsed, each recorded
 * query by its key (support/answers.ts, pageOf). The pages whose markup changed by design since the fixture was
 * recorded (support/compare.ts, CHANGED_PAGES) must still show the recorded text, in order.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/db/client.ts';
import { answer, buildFixtureApp, type AnswersFile, type RecordedAnswer } from './support/answers.ts';
import { FIXTURE_TZ, stopClock } from './support/clock.ts';
import { differenceOf } from './support/compare.ts';
import { loadDump, type DatabaseDump } from './support/dump.ts';
import { createReleaseDatabase, type ReleaseDatabase } from './support/releaseDatabase.ts';

const here = dirname(fileURLToPath(import.meta.url));
const readFixture = (name: string): unknown =>
  JSON.parse(brotliDecompressSync(readFileSync(join(here, 'fixtures', name))).toString('utf8'));

/** Tables whose ids the migration must keep, and their id column. */
const KEPT_IDS = ['users', 'groups', 'races', 'draws'] as const;

describe('the seasons migration, on a database the release before it wrote', () => {
  const dump = readFixture('dump.json.br') as DatabaseDump;
  const recorded = readFixture('answers.json.br') as AnswersFile;
  // Unset until beforeAll has made them: afterAll closes what was made.
  let release: ReleaseDatabase | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let answers: RecordedAnswer[] = [];
  let restoreClock: () => void = () => undefined;

  beforeAll(async () => {
    // Dates in pages are formatted in the zone the fixture was written in (apps/server/package.json sets it).
    expect(process.env.TZ).toBe(FIXTURE_TZ);
    expect(recorded.migration).toBe(dump.migration);
    // The pages are the built web app's: built here when its sources changed (a no-op otherwise).
    const build = spawnSync(process.execPath, [join(here, '../../../../scripts/build-web.mjs')], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    restoreClock = stopClock(recorded.now);
    const made = await createReleaseDatabase(dump.migration);
    release = made;
    await made.atRelease((db) => loadDump(db, dump));
    const opened = await made.open();
    database = opened;
    app = await buildFixtureApp(opened);
    answers = await answer(
      app,
      opened,
      recorded.answers.map(({ url, as }) => ({ url, as })),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await release?.drop();
    restoreClock();
  });

  it('keeps every id of users, groups, races and draws', async () => {
    for (const table of KEPT_IDS) {
      const { columns, rows } = dump.tables[table] ?? { columns: [], rows: [] };
      const before = rows.map((row) => row[columns.indexOf('id')]).sort();
      if (!database) throw new Error('no database');
      const after = rowsOf<{ id: string }>(await database.db.execute(sql.raw(`select id from ${table} order by id`)));
      expect(before.length, table).toBeGreaterThan(0);
      expect(after.map((row) => row.id).sort(), table).toEqual(before);
    }
  });

  /** Every answer of this kind that differs from the recorded one, each with its first difference. */
  const differences = (kind: RecordedAnswer['kind']) =>
    recorded.answers.flatMap((expected, index) =>
      expected.kind === kind ? (differenceOf(expected, answers[index]) ?? []) : [],
    );

  it('answers every read of the API as before, for visitors, a runner, a commentator and an admin', () => {
    expect(recorded.answers.filter((a) => a.kind === 'json').length).toBeGreaterThan(300);
    expect(differences('json')).toEqual([]);
  });

  it('serves every page and calendar as before', () => {
    expect(recorded.answers.filter((a) => a.kind === 'page').length).toBeGreaterThan(100);
    expect([...differences('page'), ...differences('text')]).toEqual([]);
  });
});
