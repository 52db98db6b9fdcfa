/**
 * Two whole seasons of 30 runners through the HTTP API, each from Round 1 to the Final (test/support/seasonRounds.ts
 * plays them): at every step the standings equal the pure rules applied to that season's results. Between them the
 * admin starts the next season (rules §34): the first one stays whole and read-only, the second starts with no runners
 * until last season's are added, and its figures start from nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import { hallOfFame } from '../src/db/schema.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import { seasonPlayer } from './support/seasonPlayer.ts';
import { makeAdmin, makeRunners, type Runner } from './support/tournamentFixtures.ts';
import { expectPastCorrection } from './support/seasonCorrection.ts';
import { expectArchived, expectReadOnly, expectUnknownSeasons } from './support/seasonArchive.ts';
import {
  final,
  quartersAndSemis,
  roundOne,
  roundThree,
  roundTwo,
  wholeSeason,
  type SeasonRun,
} from './support/seasonRounds.ts';

const NEXT_YEAR = TEST_YEAR + 1;

/** A test that may first play the steps before it: time enough for the whole story (a season takes tens of seconds). */
const STORY_TIMEOUT_MS = 300_000;

// Sequential, unshuffled: one story that truly moves forward, too dear to build again per test (a season costs tens
// of seconds). Its tests run in order, each the next step; run alone, a test first plays the steps before it.
describe('two whole seasons over HTTP', { concurrent: false, shuffle: false }, () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];
  let first: SeasonRun;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Season', 30);
    first = { t, admin, runners, year: TEST_YEAR, p: seasonPlayer(t, admin, runners, 2024) };
  });
  afterAll(async () => {
    await t.close();
  });

  const startSeason = (year: unknown) => admin.post('/api/admin/seasons', { year });
  const seasons = async () => (await t.anonymous.get('/api/seasons')).json<SeasonSummary[]>();

  it('refuses to start the next season while this one runs, and a year not after it', async () => {
    const earlier = await startSeason(TEST_YEAR - 1);
    expect([earlier.statusCode, earlier.json()]).toEqual([
      400,
      { error: `A new season comes after ${String(TEST_YEAR)}: choose ${String(NEXT_YEAR)} or later.` },
    ]);
    const taken = await startSeason(TEST_YEAR);
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: `Season ${String(TEST_YEAR)} already exists.` }]);
    const early = await startSeason(NEXT_YEAR);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: `The ${String(TEST_YEAR)} season is not completed: its Final has not ended yet.`,
    });
    expect((await startSeason('2027')).statusCode).toBe(400);
    expect(await seasons()).toMatchObject([{ year: TEST_YEAR, status: 'upcoming', current: true, runners: 30 }]);
  });

  /** Started once the first season is completed: the next season, with no runners; the finished one kept whole. */
  async function startNextSeason() {
    const before = await seasons();
    const finished = (await first.p.standings()).standings;
    const [one, two] = await Promise.all([startSeason(NEXT_YEAR), startSeason(NEXT_YEAR)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const started = [one, two].find((response) => response.statusCode === 201);
    expect(started?.json()).toMatchObject({
      season: { year: NEXT_YEAR, status: 'upcoming', current: true, champion: null, runners: 0, races: 0 },
    });
    const [fame] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, TEST_YEAR));
    const gold = fame?.gold;
    const [, previous] = await seasons();
    expect(previous).toEqual({
      ...before[0],
      status: 'completed',
      current: false,
      champion: { userId: gold?.userId, displayName: gold?.name },
    });
    expect(previous?.races).toBeGreaterThan(20);
    // The current season's pages are empty; the finished season's entrants keep their final brackets.
    expect((await t.anonymous.get('/api/tournament/standings')).json()).toMatchObject({ standings: [] });
    for (const path of ['/api/runners/', '/api/races/completed', '/api/races'])
      expect((await t.anonymous.get(path)).json(), path).toEqual([]);
    expect((await t.anonymous.get('/api/groups')).json()).toEqual({ currentRound: 'Round 1', groups: [] });
    expect((await t.anonymous.get('/api/tournament/round')).json()).toMatchObject({
      currentRound: 'Round 1',
      completed: false,
      completedRaces: 0,
    });
    const entrants = (await t.anonymous.get(`/api/seasons/${String(TEST_YEAR)}/entrants`)).json<
      { userId: string; bracket: string | null }[]
    >();
    expect(new Map(entrants.map((e) => [e.userId, e.bracket]))).toEqual(
      new Map(finished.map((row) => [row._id, row.currentBracket])),
    );
    // A completed season is read-only.
    const closed = `Season ${String(TEST_YEAR)} is completed.`;
    const patch = await admin.request('PATCH', `/api/admin/seasons/${String(TEST_YEAR)}`, { racetimeGoal: null });
    expect([patch.statusCode, patch.json()]).toEqual([409, { error: closed }]);
    const late = await admin.post(`/api/admin/seasons/${String(TEST_YEAR)}/entrants`, { userIds: [runners[0]?.id] });
    expect([late.statusCode, late.json()]).toEqual([409, { error: closed }]);
    // Asked by its year, the finished season answers what it answered when its Final ended (rules §36).
    await expectArchived(t, TEST_YEAR, first.archive ?? new Map());
    await expectUnknownSeasons(t);
    await expectReadOnly(t, admin, runners[1]?.client ?? admin, TEST_YEAR);
  }

  /** Last season's runners added to the next season, which is played to its Final from nothing. */
  async function playNextSeason() {
    const userIds = runners.map((runner) => runner.id);
    const url = `/api/admin/seasons/${String(NEXT_YEAR)}/entrants`;
    // Until entered again, last season's runners are commentators of this one (rules §34); a new runner added with
    // Add User enters this season.
    const profileOf = async (name: string) =>
      (await t.anonymous.get(`/api/user/${name}`)).json<{ role: string; currentBracket: string | null }>();
    expect(await profileOf(runners[0]?.name.toLowerCase() ?? '')).toMatchObject({ role: 'commentator' });
    const added = await admin.post('/api/admin/add-user', {
      discordUsername: 'newcomer',
      displayName: 'Newcomer',
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: null,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await profileOf('newcomer')).toMatchObject({ role: 'runner', currentBracket: 'Normal' });
    const newcomers = (await t.anonymous.get(`/api/seasons/${String(NEXT_YEAR)}/entrants`)).json<unknown[]>();
    expect(newcomers).toMatchObject([{ displayName: 'Newcomer', bracket: 'Normal', withdrawn: false }]);
    // Out again before the season is played: the season's figures are the 30 runners' alone.
    const out = await admin.post('/api/admin/edit-user', {
      discordUsername: 'newcomer',
      displayName: 'Newcomer',
      role: 'commentator',
      isAdmin: false,
      pronouns: '',
      country: null,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await profileOf('newcomer')).toMatchObject({ role: 'commentator', currentBracket: null });
    expect((await admin.post(url, { userIds })).json()).toEqual({
      message: `30 runners added to the ${String(NEXT_YEAR)} season.`,
      added: 30,
    });
    expect((await admin.post(url, { userIds: userIds.slice(0, 1) })).json()).toEqual({
      message: `0 runners added to the ${String(NEXT_YEAR)} season. 1 runner already entered.`,
      added: 0,
    });
    const fresh = (await first.p.standings()).standings;
    expect(fresh.every((row) => row.points === 0 && row.currentBracket === 'Normal' && !row.bye)).toBe(true);
    await wholeSeason({ t, admin, runners, year: NEXT_YEAR, p: seasonPlayer(t, admin, runners, 2025) });
    expect((await seasons()).map((season) => [season.year, season.status, season.current])).toEqual([
      [NEXT_YEAR, 'completed', true],
      [TEST_YEAR, 'completed', false],
    ]);
    // Another season played leaves the first one as it was.
    await expectArchived(t, TEST_YEAR, first.archive ?? new Map());
  }

  /** The story's steps, in order; `played` of them are played. */
  const steps = [
    () => roundOne(first),
    () => roundTwo(first),
    () => roundThree(first),
    () => quartersAndSemis(first),
    () => final(first),
    startNextSeason,
    playNextSeason,
  ];
  let played = 0;
  /** Plays the steps not yet played before step `n` (checks included), then step `n`. */
  async function through(n: number) {
    while (played <= n) {
      const step = steps[played];
      played += 1;
      await step?.();
    }
  }

  it('plays Round 1', () => through(0), STORY_TIMEOUT_MS);
  it('plays Round 2', () => through(1), STORY_TIMEOUT_MS);
  it('plays Round 3', () => through(2), STORY_TIMEOUT_MS);
  it('plays the Quarterfinals and the Semifinals', () => through(3), STORY_TIMEOUT_MS);
  it('plays the Final', () => through(4), STORY_TIMEOUT_MS);
  it(
    'starts the next season once, with no runners, and keeps the finished one whole and read-only',
    () => through(5),
    STORY_TIMEOUT_MS,
  );
  it(
    "adds last season's runners and plays the new season to its Final from nothing",
    () => through(6),
    STORY_TIMEOUT_MS,
  );

  it(
    "corrects a result of the first season: its figures and hall of fame follow, this season's stay",
    async () => {
      await through(6);
      await expectPastCorrection(t, admin, first.p, TEST_YEAR);
    },
    STORY_TIMEOUT_MS,
  );
});
