import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toPlacedInput } from '@pokered/core/results';
import type { Round } from '@pokered/core/rounds';
import { computeRunnerFigures, EMPTY_FIGURES, type ScoredRace } from '@pokered/core/scoring';
import { cutoffRank, rankStandings } from '@pokered/core/standings';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  dnf,
  dns,
  endRound,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type ResultLine,
  type Runner,
} from './support/tournamentFixtures.ts';
import { freshWorld } from './support/freshWorld.ts';

const H2 = 7_200_000;

interface Row {
  _id: string;
  displayName: string;
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
  rank: number;
}

describe('GET /api/tournament/standings', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let recorded: ScoredRace[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test starts from an empty tournament with its admin, and builds the rounds it reads itself.
  beforeEach(async () => {
    await freshWorld(t);
    admin = await makeAdmin(t);
    r = [];
    recorded = [];
  });

  const at = (i: number): Runner => {
    const runner = r[i];
    if (!runner) throw new Error(`no runner ${String(i)}`);
    return runner;
  };

  async function race(round: Round, bracket: 'Normal' | 'Ascension', members: Runner[], results: ResultLine[]) {
    const id = await groupWithRace(admin, members);
    await recordOk(admin, id, results);
    recorded.push({ round, bracket, results: results.map(toPlacedInput) });
  }

  async function standings() {
    const response = await t.anonymous.get('/api/tournament/standings');
    expect(response.statusCode).toBe(200);
    return response.json<{ cutoffRank: number; standings: Row[] }>();
  }

  /** What the standings must be: the pure rules applied to the recorded results. */
  function expected() {
    const figures = computeRunnerFigures(recorded);
    const ranked = rankStandings(
      r.map((runner) => ({ _id: runner.id, displayName: runner.name, ...(figures.get(runner.id) ?? EMPTY_FIGURES) })),
    );
    return { cutoffRank: cutoffRank(ranked), ranked };
  }

  function expectStandingsMatch(actual: { cutoffRank: number; standings: Row[] }) {
    const want = expected();
    expect(actual.cutoffRank).toBe(want.cutoffRank);
    expect(
      actual.standings.map((row) => [row._id, row.points, row.bestTournamentTimeMilliseconds, row.bye, row.rank]),
    ).toEqual(want.ranked.map((row) => [row._id, row.points, row.bestTournamentTimeMilliseconds, row.bye, row.rank]));
  }

  /** Thirty Normal runners and a commentator. */
  async function withRunners() {
    r = await makeRunners(t, 'Std', 30);
    await t.as('talker', { role: 'commentator', displayName: 'Talker' });
  }

  /** Round 1's ten races: groups 0 and 1 won in the same time, the last of group 9 not starting. */
  async function roundOneRecorded() {
    await withRunners();
    for (let g = 0; g < 10; g++) {
      const [a, b, c] = [at(3 * g), at(3 * g + 1), at(3 * g + 2)];
      // Winners of groups 0 and 1 share a time; the last of group 9 does not start.
      const winnerTime = g < 2 ? H2 : H2 + g * 1000;
      await race(
        'Round 1',
        'Normal',
        [a, b, c],
        [finished(a, winnerTime), finished(b, H2 + 100_000 + g * 1000), g === 9 ? dns(c) : dnf(c, 1)],
      );
    }
  }

  it('is empty with cutoff 0 before there are runners', async () => {
    expect(await standings()).toEqual({ cutoffRank: 0, standings: [] });
  });

  it('lists every runner (not commentators) with the documented fields, all tied at rank 1 before any race', async () => {
    await withRunners();
    const answer = await standings();
    expect(answer.standings).toHaveLength(30);
    expect(answer.cutoffRank).toBe(1);
    expect(answer.standings.every((row) => row.rank === 1)).toBe(true);
    // Equal keys: listed by display name, so the page does not reshuffle.
    expect(answer.standings.map((row) => row.displayName)).toEqual(
      [...r.map((x) => x.name)].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    expect(Object.keys(answer.standings[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'bestTournamentTimeMilliseconds',
        'bye',
        'country',
        'currentBracket',
        'discordUsername',
        'displayName',
        'points',
        'rank',
        'status',
        'withdrawn',
      ].sort(),
    );
    expect(answer.standings[0]).toMatchObject({
      points: 0,
      bestTournamentTimeMilliseconds: null,
      bye: false,
      currentBracket: 'Normal',
    });
  });

  it('ranks by points then best time (no time = 9,000,000 ms); equal keys share a rank; everyone tied with position 27 is above the cut', async () => {
    await roundOneRecorded();
    const answer = await standings();
    expectStandingsMatch(answer);
    const ranks = answer.standings.map((row) => row.rank);
    expect(ranks.slice(0, 3)).toEqual([1, 1, 3]);
    // 10 + 10 ranked rows, then nine 6-point runners without a time tied at 21 (covering position 27), then the DNS.
    expect(ranks.slice(20, 29)).toEqual(Array(9).fill(21));
    expect(
      answer.standings.slice(20, 29).every((row) => row.points === 6 && row.bestTournamentTimeMilliseconds === null),
    ).toBe(true);
    expect(answer.cutoffRank).toBe(21);
    expect(answer.standings[29]).toMatchObject({ _id: at(29).id, points: 0, rank: 30 });
  });

  it('ranks BYE holders first, whatever their points', async () => {
    await roundOneRecorded();
    expect((await endRound(admin)).statusCode).toBe(200);
    // Ascension: winners of groups 2 and 3 (10 points). Normal: second-placed of groups 0-2 (9 points).
    await race('Round 2', 'Ascension', [at(6), at(9)], [finished(at(9), H2 + 5), finished(at(6), H2 + 6)]);
    await race(
      'Round 2',
      'Normal',
      [at(1), at(4), at(7)],
      [finished(at(1), H2), finished(at(4), H2 + 1), finished(at(7), H2 + 2)],
    );
    const answer = await standings();
    expectStandingsMatch(answer);
    expect(answer.standings[0]).toMatchObject({ _id: at(9).id, bye: true, points: 10, rank: 1 });
    expect(answer.standings[1]).toMatchObject({ _id: at(1).id, bye: false, points: 19, rank: 2 });
    // A two-racer Ascension race gives BYE and last (6).
    expect(answer.standings.find((row) => row._id === at(6).id)?.points).toBe(16);
  });
});
