/**
 * Two whole seasons of 30 runners through the HTTP API, each from Round 1 to the Final (test/support/seasonPlayer.ts
 * plays them): at every step the standings equal the pure rules applied to that season's results. Between them the
 * admin starts the next season (rules §34): the first one stays whole and read-only, the second starts with no runners
 * until last season's are added, and its figures start from nothing.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { placeResults } from '@pokered/core/results';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import { hallOfFame } from '../src/db/schema.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import { seasonPlayer, type SeasonPlayer } from './support/seasonPlayer.ts';
import { endRound, makeAdmin, makeRunners, type Runner } from './support/tournamentFixtures.ts';
import { story } from './support/story.ts';
import { expectPastCorrection } from './support/seasonCorrection.ts';
import {
  expectArchived,
  expectReadOnly,
  expectUnknownSeasons,
  readCurrentSeason,
  type SeasonAnswers,
} from './support/seasonArchive.ts';

interface SeasonRun {
  t: TestApp;
  admin: Client;
  p: SeasonPlayer;
  runners: readonly Runner[];
  year: number;
  /** What the season's reads answered when its Final ended (rules §36). */
  archive?: SeasonAnswers;
}

/** Round 1: every Normal winner climbs to Ascension. */
async function roundOne({ p, runners }: SeasonRun) {
  const outcomes = await p.playRound('Round 1', p.chunk(runners.map((r) => r.id)));
  await p.end('Round 1', 'Round 2');
  const brackets = await p.bracketOf();
  const winners = new Set(outcomes.flatMap((o) => (o.winner ? [o.winner] : [])));
  expect(winners.size).toBeGreaterThan(5);
  for (const runner of runners) expect(brackets.get(runner.id)).toBe(winners.has(runner.id) ? 'Ascension' : 'Normal');
}

/** Round 2: Ascension winners to Exhibition with a BYE, Ascension last drops, Normal winners climb. */
async function roundTwo({ p }: SeasonRun) {
  const before = await p.bracketOf();
  const outcomes = await p.playRound('Round 2', await p.drawSwiss());
  await p.end('Round 2', 'Round 3');
  const after = await p.bracketOf();
  const expected = new Map(before);
  for (const race of outcomes) {
    if (race.bracket === 'Normal' && race.winner) expected.set(race.winner, 'Ascension');
    if (race.bracket === 'Ascension') {
      if (race.winner) expected.set(race.winner, 'Exhibition');
      const last = race.placing.at(-1);
      if (last && last !== race.winner) expected.set(last, 'Normal');
    }
  }
  expect(after).toEqual(expected);
  const table = await p.standings();
  for (const row of table.standings) expect(row.bye).toBe(row.currentBracket === 'Exhibition');
  expect(table.standings.filter((row) => row.bye).length).toBeGreaterThan(0);
}

/** Round 3: the top 27 (BYEs first) qualify for the playoffs, the rest are out. */
async function roundThree({ p, t, runners }: SeasonRun) {
  await p.playRound('Round 3', await p.drawSwiss());
  // The standings page's exhibition results: every completed Exhibition race, results in placing order.
  const exhibition = (await t.anonymous.get('/api/tournament/exhibition')).json<
    { bracket: string; completed: boolean; results: { racer: { _id: string }; place: number }[] }[]
  >();
  const exhibitionRaces = p.recorded.filter((race) => race.bracket === 'Exhibition');
  expect(exhibitionRaces.length).toBeGreaterThan(0);
  expect(exhibition).toHaveLength(exhibitionRaces.length);
  for (const [index, race] of exhibition.entries()) {
    expect(race).toMatchObject({ bracket: 'Exhibition', completed: true });
    expect(race.results.map((line) => line.racer._id)).toEqual(
      placeResults(exhibitionRaces[index]?.results ?? []).map((line) => line.racer),
    );
    expect(race.results.map((line) => line.place)).toEqual(race.results.map((_, i) => i + 1));
  }
  const table = await p.checkStandings();
  const top = new Set(table.standings.filter((row) => row.rank <= table.cutoffRank).map((row) => row._id));
  expect(top.size).toBe(27);
  await p.end('Round 3', 'Quarterfinals');
  const brackets = await p.bracketOf();
  for (const runner of runners) expect(brackets.get(runner.id)).toBe(top.has(runner.id) ? 'Playoffs' : null);
}

/** The Quarterfinals (9 groups of 3) and the Semifinals (3 groups of 3): winners stay, the rest leave. */
async function quartersAndSemis({ p }: SeasonRun) {
  for (const [round, next, size] of [
    ['Quarterfinals', 'Semifinals', 27],
    ['Semifinals', 'Final', 9],
  ] as const) {
    const groupsOf = await p.drawPlayoffs(size);
    expect(groupsOf.every((g) => g.length === 3)).toBe(true);
    const pointsBefore = new Map((await p.standings()).standings.map((row) => [row._id, row.points]));
    const outcomes = await p.playRound(round, groupsOf);
    // Playoff races give no points.
    for (const row of (await p.standings()).standings) expect(row.points).toBe(pointsBefore.get(row._id));
    await p.end(round, next);
    const brackets = await p.bracketOf();
    const winners = new Set(outcomes.map((o) => o.winner));
    expect(winners.size).toBe(size / 3);
    for (const id of groupsOf.flat()) expect(brackets.get(id)).toBe(winners.has(id) ? 'Playoffs' : null);
  }
}

/** The Final of 3: the tournament is completed and the podium is the hall of fame entry of the year. */
async function final(run: SeasonRun) {
  const { p, t, admin, year } = run;
  const groupsOf = await p.drawPlayoffs(3);
  const [final] = await p.playRound('Final', groupsOf);
  await p.end('Final', 'completed');
  const [gold, silver, bronze] = final?.placing ?? [];
  const [entry] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, year));
  expect(entry).toMatchObject({
    gold: { name: p.byId(gold ?? '').name, userId: gold },
    silver: { name: p.byId(silver ?? '').name, userId: silver },
    bronze: { name: p.byId(bronze ?? '').name, userId: bronze },
  });
  expect((await t.anonymous.get('/api/tournament/round')).json()).toEqual({
    currentRound: 'Final',
    upcomingRaces: 0,
    awaitingResults: 0,
    completedRaces: 1,
    totalRacesExpected: 1,
    completed: true,
  });
  const again = await endRound(admin);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: 'The tournament is already completed: there is no round to end.' });
  expect(p.spoilers()).toBeGreaterThanOrEqual(6);
  await p.checkStandings();
  run.archive = await readCurrentSeason(t);
}

/** Plays a season from Round 1 to the Final, every round's checks included. */
async function wholeSeason(run: SeasonRun) {
  await roundOne(run);
  await roundTwo(run);
  await roundThree(run);
  await quartersAndSemis(run);
  await final(run);
}

const NEXT_YEAR = TEST_YEAR + 1;

describe('two whole seasons over HTTP', () => {
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

  // The seasons only move forward: each chapter plays the ones before it first when run alone.
  const { chapter } = story();

  chapter('refuses to start the next season while this one runs, and a year not after it', async () => {
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

  chapter('plays Round 1', () => roundOne(first));
  chapter('plays Round 2', () => roundTwo(first));
  chapter('plays Round 3', () => roundThree(first));
  chapter('plays the Quarterfinals and the Semifinals', () => quartersAndSemis(first));
  chapter('plays the Final', () => final(first));

  chapter('starts the next season once, with no runners, and keeps the finished one whole and read-only', async () => {
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
  });

  chapter("adds last season's runners and plays the new season to its Final from nothing", async () => {
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
  });

  chapter("corrects a result of the first season: its figures and hall of fame follow, this season's stay", () =>
    expectPastCorrection(t, admin, first.p, TEST_YEAR),
  );
});
