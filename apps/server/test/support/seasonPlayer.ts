/**
 * Plays a season of runners through the HTTP API (test/season.test.ts): the admin creates the groups, racer 1
 * submits each race, the admin records results (with DNF / DNS / DQ) and ends each round, and after every result the
 * standings must equal the pure rules applied to the season's results so far. One player per season: its record of
 * results starts empty, as a season's figures do (rules §7, §34).
 */
import { expect } from 'vitest';
import type { Bracket } from '@pokered/core/brackets';
import { placeResults, toPlacedInput } from '@pokered/core/results';
import { ROUNDS, type Round } from '@pokered/core/rounds';
import { computeRunnerFigures, EMPTY_FIGURES, type ScoredRace } from '@pokered/core/scoring';
import { cutoffRank, rankStandings } from '@pokered/core/standings';
import { createRandom } from '../../src/demo/random.ts';
import type { Client, TestApp } from './app.ts';
import {
  dnf,
  dns,
  dq,
  endRound,
  finished,
  groupWithRace,
  recordOk,
  type ResultLine,
  type Runner,
} from './tournamentFixtures.ts';

export interface StandingsRow {
  _id: string;
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
  rank: number;
  currentBracket: Bracket | null;
}

export interface RaceOutcome {
  bracket: Bracket | null;
  placing: string[];
  winner: string | null;
}

export type SeasonPlayer = ReturnType<typeof seasonPlayer>;

export function seasonPlayer(t: TestApp, admin: Client, runners: readonly Runner[], seed: number) {
  const recorded: ScoredRace[] = [];
  const random = createRandom(seed);
  const timed = new Set<string>();
  let spoilers = 0;

  const byId = (id: string): Runner => {
    const runner = runners.find((x) => x.id === id);
    if (!runner) throw new Error(`unknown runner ${id}`);
    return runner;
  };

  /** The current season's standings, or those of `season` read as a past season (rules §36). */
  async function standings(season?: number) {
    const query = season === undefined ? '' : `?season=${String(season)}`;
    const response = await t.anonymous.get(`/api/tournament/standings${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ cutoffRank: number; standings: StandingsRow[] }>();
  }

  /** Standings must equal rankStandings(computeRunnerFigures(recorded results)). */
  async function checkStandings(season?: number) {
    const actual = await standings(season);
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

  return {
    byId,
    random,
    recorded,
    spoilers: () => spoilers,
    standings,
    checkStandings,
    bracketOf,
    chunk,
    playRound,
    end,
    drawSwiss,
    drawPlayoffs,
  };
}
