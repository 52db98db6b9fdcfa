/**
 * What an import must never do (rules §40): write anything from a dump it cannot read (a truncated BSON file is
 * refused with the document named, by the function and by the command's exit code), touch the current season or
 * the sessions, or leave the data file's hall-of-fame line for a year it imported.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { sessions } from '../src/db/privateSchema.ts';
import {
  groupMembers,
  groups,
  pickems,
  raceCommentators,
  raceResults,
  races,
  roundPicks,
  roundPickSubmissions,
  tournament,
  users,
} from '../src/db/schema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import { DumpError } from '../src/import/readDump.ts';
import { createTestApp, TEST_YEAR, type TestApp } from './support/app.ts';
import { dumpFolder, runImport } from './support/importRun.ts';
import { tableCounts } from './support/tableCounts.ts';
import type { OldDump } from './support/oldSiteDump.ts';
import { moveRaces, oldSiteSeason, RACE } from './support/oldSiteSeason.ts';
import { createGroup, finished, makeAdmin, makeRunners, recordOk, submitRace } from './support/tournamentFixtures.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A current season with a group, a recorded race and a Pickems record: what an import must leave alone.
  const admin = await makeAdmin(t);
  const [a, b, c] = await makeRunners(t, 'now', 3);
  if (!a || !b || !c) throw new Error('runners');
  const groupId = await createGroup(admin, [a, b, c]);
  await recordOk(admin, await submitRace([a, b, c]), [
    finished(a, 6_500_000),
    finished(b, 6_600_000),
    finished(c, 6_700_000),
  ]);
  await t.db.insert(pickems).values({ userId: b.id, year: TEST_YEAR, selectedRunners: [a.id], points: 7 });
  await t.db.insert(roundPicks).values({ userId: b.id, groupId, year: TEST_YEAR, round: 'Round 1', runnerId: a.id });
  // Stale figures, as no recompute would leave them: an import that recomputed this season would rewrite them.
  await t.db.update(seasonEntries).set({ points: 99 }).where(eq(seasonEntries.userId, c.id));
});
afterAll(() => t.close());

/** Every data table's row count (test/support/tableCounts.ts). */
const countRows = () => tableCounts(async (text) => rowsOf<Record<string, unknown>>(await t.db.execute(sql.raw(text))));

/** Rows in an order of their own, so two reads of the same rows compare equal. */
const sorted = <T>(rows: T[]): T[] =>
  rows
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([, row]) => row);

/** Every row of the current season, and every session. */
async function currentSeasonRows() {
  const year = TEST_YEAR;
  const raceIds = (await t.db.select({ id: races.id }).from(races).where(eq(races.year, year))).map((r) => r.id);
  const entries = await t.db.select().from(seasonEntries).where(eq(seasonEntries.year, year));
  return {
    tournament: await t.db.select().from(tournament),
    season: await t.db.select().from(seasons).where(eq(seasons.year, year)),
    entries: sorted(entries),
    people: sorted(
      await t.db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            entries.map((e) => e.userId),
          ),
        ),
    ),
    groups: sorted(await t.db.select().from(groups).where(eq(groups.year, year))),
    members: sorted(await t.db.select().from(groupMembers).where(eq(groupMembers.year, year))),
    races: sorted(await t.db.select().from(races).where(eq(races.year, year))),
    results: sorted(await t.db.select().from(raceResults).where(inArray(raceResults.raceId, raceIds))),
    commentators: sorted(await t.db.select().from(raceCommentators).where(inArray(raceCommentators.raceId, raceIds))),
    pickems: sorted(await t.db.select().from(pickems).where(eq(pickems.year, year))),
    picks: sorted(await t.db.select().from(roundPicks).where(eq(roundPicks.year, year))),
    submissions: sorted(await t.db.select().from(roundPickSubmissions).where(eq(roundPickSubmissions.year, year))),
    sessions: sorted(await t.db.select().from(sessions)),
  };
}

/** The dump in `newraces.bson`, cut 20 bytes into its third document (each document starts with its size). */
function truncatedDump(): string {
  const folder = dumpFolder(oldSiteSeason(), 'bson');
  const file = join(folder, 'redtournament', 'newraces.bson');
  const bytes = readFileSync(file);
  const third = bytes.readInt32LE(0) + bytes.readInt32LE(bytes.readInt32LE(0));
  writeFileSync(file, bytes.subarray(0, third + 20));
  return folder;
}
const TRUNCATED = new RegExp(
  `^newraces\\.bson: document #3 \\(after ${RACE.r1g2.toHexString()}\\) is truncated \\(\\d+ bytes announced, 20 left\\)\\.$`,
);

describe('a truncated BSON file (rules §40)', () => {
  it('is refused with the document named, and nothing is written', async () => {
    const before = await countRows();
    const run = runImport(t.db, truncatedDump());
    await expect(run).rejects.toThrow(DumpError);
    await expect(run).rejects.toThrow(TRUNCATED);
    expect(await countRows()).toEqual(before);
  });

  it('makes the command say Import refused, naming the document, and exit 1', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: 'memory://' };
    delete env.DATABASE_URL;
    const command = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/import/cli.ts', '--year', '2025', truncatedDump()],
      { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(command.status).toBe(1);
    const refusal = command.stderr.trim().split('\n').at(-1) ?? '';
    expect(refusal.replace(/^Import refused: /, '')).toMatch(TRUNCATED);
    expect(refusal).toMatch(/^Import refused: /);
  }, 60_000);
});

/** The fixture two years earlier (2025 → 2023, across 29 February 2024), its hall-of-fame document with it. */
function twoYearsEarlier(): OldDump {
  const dump = moveRaces(oldSiteSeason(), -731);
  for (const past of dump.pastresults ?? []) past.tournamentYear = Number(past.tournamentYear) - 2;
  return dump;
}

interface PastYear {
  tournamentYear: number;
  gold: { name: string; userId?: string };
  silver: { name: string };
  bronze: { name: string };
  spotlightVideos: string[];
}

describe('an import and the rest of the site (rules §40)', () => {
  it("replaces the data file's hall-of-fame line for the year it imports", async () => {
    const hall = async () => (await t.anonymous.get('/api/past-results')).json<PastYear[]>();
    // 2023 is a line of src/features/stats/pastResults.json.
    expect((await hall()).find((y) => y.tournamentYear === 2023)?.gold.name).toBe('Jiggles');
    const run = await runImport(t.db, dumpFolder(twoYearsEarlier()), { year: 2023 });
    expect(run.refused).toBeNull();
    const [gary] = await t.db.select().from(users).where(eq(users.discordUsername, 'gary.oak..old'));
    const after = await hall();
    // The podium of the imported Final, with the dump's spotlight video, instead of the file's names.
    expect(after.filter((y) => y.tournamentYear === 2023)).toEqual([
      {
        tournamentYear: 2023,
        gold: { name: 'gary oak', userId: gary?.id },
        silver: expect.objectContaining({ name: 'AshKetchum' }),
        bronze: expect.objectContaining({ name: 'blaine' }),
        spotlightVideos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      },
    ]);
    // The file's other years stay.
    expect(after.find((y) => y.tournamentYear === 2022)?.gold.name).toBe('MewtwoMain');
  });

  it('never touches the current season nor the sessions', async () => {
    const before = await currentSeasonRows();
    expect(before.races).toHaveLength(1);
    expect(before.results).toHaveLength(3);
    expect(before.pickems).toMatchObject([{ points: 7 }]);
    expect(before.sessions.length).toBeGreaterThanOrEqual(4);
    const first = await runImport(t.db, dumpFolder(oldSiteSeason()));
    expect(first.outcome).toMatchObject({ replaced: false });
    const again = await runImport(t.db, dumpFolder(oldSiteSeason(), 'jsonl', 'canonical'), { replace: true });
    expect(again.outcome).toMatchObject({ replaced: true });
    expect(await currentSeasonRows()).toEqual(before);
  });
});
