/**
 * A season played round by round over HTTP (test/season.test.ts), each round checked as it ends: the brackets
 * that move, the BYEs, the 27 who qualify, the playoffs, and the Final's podium in the hall of fame.
 * The rounds are the steps of one season; `wholeSeason` plays them all.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { placeResults } from '@pokered/core/results';
import { hallOfFame } from '../../src/db/schema.ts';
import type { Client, TestApp } from './app.ts';
import type { SeasonPlayer } from './seasonPlayer.ts';
import { endRound, type Runner } from './tournamentFixtures.ts';
import { readCurrentSeason, type SeasonAnswers } from './seasonArchive.ts';

export interface SeasonRun {
  t: TestApp;
  admin: Client;
  p: SeasonPlayer;
  runners: readonly Runner[];
  year: number;
  /** What the season's reads answered when its Final ended (rules §36). */
  archive?: SeasonAnswers;
}

/** Round 1: every Normal winner climbs to Ascension. */
export async function roundOne({ p, runners }: SeasonRun) {
  const outcomes = await p.playRound('Round 1', p.chunk(runners.map((r) => r.id)));
  await p.end('Round 1', 'Round 2');
  const brackets = await p.bracketOf();
  const winners = new Set(outcomes.flatMap((o) => (o.winner ? [o.winner] : [])));
  expect(winners.size).toBeGreaterThan(5);
  for (const runner of runners) expect(brackets.get(runner.id)).toBe(winners.has(runner.id) ? 'Ascension' : 'Normal');
}

/** Round 2: Ascension winners to Exhibition with a BYE, Ascension last drops, Normal winners climb. */
export async function roundTwo({ p }: SeasonRun) {
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
export async function roundThree({ p, t, runners }: SeasonRun) {
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
export async function quartersAndSemis({ p }: SeasonRun) {
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
export async function final(run: SeasonRun) {
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
export async function wholeSeason(run: SeasonRun) {
  await roundOne(run);
  await roundTwo(run);
  await roundThree(run);
  await quartersAndSemis(run);
  await final(run);
}
