/**
 * A whole season of 30 runners through the HTTP API, from Round 1 to the Final: the admin creates the
 * groups, racer 1 submits each race, the admin records results (with DNF / DNS / DQ) and ends each round.
 * At every step the standings must equal the pure rules applied to the results recorded so far.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Bracket } from '@pokered/core/brackets';
import { placeResults, toPlacedInput } from '@pokered/core/results';
import { ROUNDS, type Round } from '@pokered/core/rounds';
import { computeRunnerFigures, EMPTY_FIGURES, type ScoredRace } from '@pokered/core/scoring';
import { cutoffRank, rankStandings } from '@pokered/core/standings';
import { hallOfFame } from '../src/db/schema.ts';
import { createRandom } from '../src/demo/random.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import {
  dnf,
  dns,
  dq,
  endRound,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type ResultLine,
  type Runner,
} from './support/tournamentFixtures.ts';
import { story } from './support/story.ts';

interface StandingsRow {
  _id: string;
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
  rank: number;
  currentBracket: Bracket | null;
}

interface RaceOutcome {
  bracket: Bracket | null;
  placing: string[];
  winner: string | null;
}

describe('a whole season over HTTP', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];
  const recorded: ScoredRace[] = [];
  const random = createRandom(2024);
  const timed = new Set<string>();
  let spoilers = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Season', 30);
  });
  afterAll(async () => {
    await t.close();
  });

  const byId = (id: string): Runner => {
    const runner = runners.find((x) => x.id === id);
    if (!runner) throw new Error(`unknown runner ${id}`);
    return runner;
  };

  async function standings() {
    const response = await t.anonymous.get('/api/tournament/standings');
    expect(response.statusCode).toBe(200);
    return response.json<{ cutoffRank: number; standings: StandingsRow[] }>();
  }

  /** Standings must equal rankStandings(computeRunnerFigures(recorded results)). */
  async function checkStandings() {
    const actual = await standings();
    const figures = computeRunnerFigures(recorded);
    const ranked = rankStandings(
      runners.map((runner) => ({
        _id: runner.id,
        displayName: runner.name,
        ...(figures.get(runner.id) ?? EMPTY_FIGURES),
      })),
    );
    expect(actual.cutoffRank).toBe(cutoffRank(ranked));
    expect(
      actual.standings.map((row) => [row._id, row.points, row.bestTournamentTimeMilliseconds, row.bye, row.rank]),
    ).toEqual(ranked.map((row) => [row._id, row.points, row.bestTournamentTimeMilliseconds, row.bye, row.rank]));
    return actual;
  }

  async function bracketOf(): Promise<Map<string, Bracket | null>> {
    return new Map((await standings()).standings.map((row) => [row._id, row.currentBracket]));
  }

  /** Groups of 3 (a remainder of 1 makes the last two groups 2 + 2); a lone runner gets no group. */
  function chunk(ids: string[]): string[][] {
    if (ids.length < 2) return [];
    const groups: string[][] = [];
    for (let i = 0; i < ids.length; i += 3) groups.push(ids.slice(i, i + 3));
    const last = groups.at(-1);
    const previous = groups.at(-2);
    if (last?.length === 1 && previous) last.unshift(previous.pop() as string);
    return groups;
  }

  /**
   * Times unique across every (runner, round): no two runners can tie on best time, so exactly 27
   * qualify. A racer who has no time yet always finishes; one racer of some races DNFs / DNSes / is
   * DQ'd instead (never the fastest of a playoff race, so every playoff race has a winner).
   */
  function resultsFor(round: Round, members: string[]): ResultLine[] {
    const roundIndex = ROUNDS.indexOf(round);
    const times = new Map(
      members.map((id) => [
        id,
        6_000_000 + random.int(0, 900) * 1000 + runners.findIndex((r) => r.id === id) * 31 + roundIndex,
      ]),
    );
    const order = [...members].sort((a, b) => (times.get(a) ?? 0) - (times.get(b) ?? 0));
    const candidates = order.slice(roundIndex >= 3 ? 1 : 0).filter((id) => timed.has(id));
    const spoiler = random.next() < 0.45 ? candidates[random.int(0, candidates.length - 1)] : undefined;
    const lines = members.map((id): ResultLine => {
      if (id !== spoiler) return finished(byId(id), times.get(id) ?? 0);
      spoilers++;
      return spoilers % 3 === 0 ? dnf(byId(id), 1) : spoilers % 3 === 1 ? dns(byId(id)) : dq(byId(id));
    });
    for (const line of lines) if (line.status === 'Finished') timed.add(line.racer);
    return lines;
  }

  async function playRound(round: Round, groupsOf: string[][]): Promise<RaceOutcome[]> {
    const outcomes: RaceOutcome[] = [];
    const brackets = await bracketOf();
    for (const members of groupsOf) {
      const raceId = await groupWithRace(admin, members.map(byId));
      const response = await t.anonymous.get(`/api/races/${raceId}`);
      expect(response.json<{ round: string }>().round).toBe(round);
      const results = resultsFor(round, members);
      await recordOk(admin, raceId, results);
      const bracket = brackets.get(members[0] ?? '') ?? null;
      recorded.push({ round, bracket, results: results.map(toPlacedInput) });
      const placed = placeResults(results.map(toPlacedInput));
      outcomes.push({
        bracket,
        placing: placed.map((p) => p.racer),
        winner: placed[0]?.status === 'Finished' ? placed[0].racer : null,
      });
      await checkStandings();
    }
    const info = await t.anonymous.get('/api/tournament/round');
    expect(info.json()).toEqual({
      currentRound: round,
      upcomingRaces: 0,
      awaitingResults: 0,
      completedRaces: groupsOf.length,
      totalRacesExpected: groupsOf.length,
      completed: false,
    });
    return outcomes;
  }

  async function end(round: Round, next: string) {
    const response = await endRound(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message:
        next === 'completed' ? `${round} ended. The tournament is completed!` : `${round} ended. ${next} has begun.`,
    });
    await checkStandings();
  }

  /** This round's groups: runners of one bracket together, Swiss brackets in a fixed order. */
  async function drawSwiss(): Promise<string[][]> {
    const brackets = await bracketOf();
    return (['Exhibition', 'Ascension', 'Normal'] as const).flatMap((bracket) =>
      chunk(random.shuffle(runners.filter((r) => brackets.get(r.id) === bracket).map((r) => r.id))),
    );
  }

  async function drawPlayoffs(expected: number): Promise<string[][]> {
    const brackets = await bracketOf();
    const qualified = runners.filter((r) => brackets.get(r.id) === 'Playoffs').map((r) => r.id);
    expect(qualified).toHaveLength(expected);
    return chunk(random.shuffle(qualified));
  }

  // The season only moves forward: each chapter plays the rounds before it first when run alone.
  const { chapter } = story();

  chapter('plays Round 1: every Normal winner climbs to Ascension', async () => {
    const outcomes = await playRound('Round 1', chunk(runners.map((r) => r.id)));
    await end('Round 1', 'Round 2');
    const brackets = await bracketOf();
    const winners = new Set(outcomes.flatMap((o) => (o.winner ? [o.winner] : [])));
    expect(winners.size).toBeGreaterThan(5);
    for (const runner of runners) expect(brackets.get(runner.id)).toBe(winners.has(runner.id) ? 'Ascension' : 'Normal');
  });

  chapter(
    'plays Round 2: Ascension winners to Exhibition with a BYE, Ascension last drops, Normal winners climb',
    async () => {
      const before = await bracketOf();
      const outcomes = await playRound('Round 2', await drawSwiss());
      await end('Round 2', 'Round 3');
      const after = await bracketOf();
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
      const table = await standings();
      for (const row of table.standings) expect(row.bye).toBe(row.currentBracket === 'Exhibition');
      expect(table.standings.filter((row) => row.bye).length).toBeGreaterThan(0);
    },
  );

  chapter('plays Round 3: the top 27 (BYEs first) qualify for the playoffs, the rest are out', async () => {
    await playRound('Round 3', await drawSwiss());
    // The standings page's exhibition results: every completed Exhibition race, results in placing order.
    const exhibition = (await t.anonymous.get('/api/tournament/exhibition')).json<
      { bracket: string; completed: boolean; results: { racer: { _id: string }; place: number }[] }[]
    >();
    const exhibitionRaces = recorded.filter((race) => race.bracket === 'Exhibition');
    expect(exhibitionRaces.length).toBeGreaterThan(0);
    expect(exhibition).toHaveLength(exhibitionRaces.length);
    for (const [index, race] of exhibition.entries()) {
      expect(race).toMatchObject({ bracket: 'Exhibition', completed: true });
      expect(race.results.map((line) => line.racer._id)).toEqual(
        placeResults(exhibitionRaces[index]?.results ?? []).map((line) => line.racer),
      );
      expect(race.results.map((line) => line.place)).toEqual(race.results.map((_, i) => i + 1));
    }
    const table = await checkStandings();
    const top = new Set(table.standings.filter((row) => row.rank <= table.cutoffRank).map((row) => row._id));
    expect(top.size).toBe(27);
    await end('Round 3', 'Quarterfinals');
    const brackets = await bracketOf();
    for (const runner of runners) expect(brackets.get(runner.id)).toBe(top.has(runner.id) ? 'Playoffs' : null);
  });

  chapter(
    'plays the Quarterfinals (9 groups of 3) and the Semifinals (3 groups of 3): winners stay, the rest leave',
    async () => {
      for (const [round, next, size] of [
        ['Quarterfinals', 'Semifinals', 27],
        ['Semifinals', 'Final', 9],
      ] as const) {
        const groupsOf = await drawPlayoffs(size);
        expect(groupsOf.every((g) => g.length === 3)).toBe(true);
        const pointsBefore = new Map((await standings()).standings.map((row) => [row._id, row.points]));
        const outcomes = await playRound(round, groupsOf);
        // Playoff races give no points.
        for (const row of (await standings()).standings) expect(row.points).toBe(pointsBefore.get(row._id));
        await end(round, next);
        const brackets = await bracketOf();
        const winners = new Set(outcomes.map((o) => o.winner));
        expect(winners.size).toBe(size / 3);
        for (const id of groupsOf.flat()) expect(brackets.get(id)).toBe(winners.has(id) ? 'Playoffs' : null);
      }
    },
  );

  chapter(
    'plays the Final of 3: the tournament is completed and the podium is the hall of fame entry of the year',
    async () => {
      const groupsOf = await drawPlayoffs(3);
      const [final] = await playRound('Final', groupsOf);
      await end('Final', 'completed');
      const [gold, silver, bronze] = final?.placing ?? [];
      const [entry] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, TEST_YEAR));
      expect(entry).toMatchObject({
        gold: { name: byId(gold ?? '').name, userId: gold },
        silver: { name: byId(silver ?? '').name, userId: silver },
        bronze: { name: byId(bronze ?? '').name, userId: bronze },
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
      expect(spoilers).toBeGreaterThanOrEqual(6);
      await checkStandings();
    },
  );
});
