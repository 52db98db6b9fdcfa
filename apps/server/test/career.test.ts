/**
 * A runner's career on their profile (rules §37, issue 26 item 4): a season of 30 runners played to its Final over
 * HTTP (test/support/seasonPlayer.ts), the next season started and partly played by hand, then `seasons` of the
 * profiles: newest first, each season's rank, points, best time, furthest round, races and Pickems rank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUNDS, type Round } from '@pokered/core/rounds';
import type { CareerSeason, Profile } from '@pokered/core/schemas/profile';
import { computeRunnerFigures, EMPTY_FIGURES } from '@pokered/core/scoring';
import { rankStandings } from '@pokered/core/standings';
import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { pickems } from '../src/db/schema.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import { seasonPlayer, type SeasonPlayer } from './support/seasonPlayer.ts';
import {
  createGroup,
  dnf,
  dns,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';

const NEXT_YEAR = TEST_YEAR + 1;
const PLAYOFFS = [
  ['Quarterfinals', 'Semifinals', 27],
  ['Semifinals', 'Final', 9],
  ['Final', 'completed', 3],
] as const;

/** Plays the season from Round 1 to its Final: every result and round end checked by the player. */
async function playWholeSeason(p: SeasonPlayer, runners: readonly Runner[]) {
  await p.playRound('Round 1', p.chunk(runners.map((runner) => runner.id)));
  await p.end('Round 1', 'Round 2');
  for (const [round, next] of [
    ['Round 2', 'Round 3'],
    ['Round 3', 'Quarterfinals'],
  ] as const) {
    await p.playRound(round, await p.drawSwiss());
    await p.end(round, next);
  }
  for (const [round, next, size] of PLAYOFFS) {
    await p.playRound(round, await p.drawPlayoffs(size));
    await p.end(round, next);
  }
}

/** The first season's figures and §9 ranks, from the test's own record of the results it sent. */
function firstSeasonStandings(p: SeasonPlayer, runners: readonly Runner[]) {
  const figures = computeRunnerFigures(p.recorded);
  const ranked = rankStandings(
    runners.map((runner) => ({
      _id: runner.id,
      displayName: runner.name,
      ...(figures.get(runner.id) ?? EMPTY_FIGURES),
    })),
  );
  return { figures, ranked };
}

/**
 * The first season's row of `runnerId` worked out from the test's own record of the results it sent (not from the
 * server): the rules' figures and rank, the last round of a race they were in (every group raced, none cancelled),
 * and the races they did not DNS.
 */
function expectedFirstSeason(p: SeasonPlayer, runners: readonly Runner[], runnerId: string): CareerSeason {
  const { figures, ranked } = firstSeasonStandings(p, runners);
  const own = figures.get(runnerId) ?? EMPTY_FIGURES;
  const theirs = p.recorded.filter((race) => race.results.some((line) => line.racer === runnerId));
  const rounds = theirs.map((race) => ROUNDS.indexOf(race.round));
  return {
    year: TEST_YEAR,
    rank: ranked.find((row) => row._id === runnerId)?.rank ?? null,
    withdrawn: false,
    points: own.points,
    bestTimeMs: own.bestTournamentTimeMilliseconds,
    furthestRound: ROUNDS[Math.max(...rounds)] ?? null,
    races: theirs.filter((race) => race.results.some((line) => line.racer === runnerId && line.status !== 'DNS'))
      .length,
    pickemsRank: null,
  };
}

describe('careers: the seasons of a profile', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];
  let p: SeasonPlayer;
  const at = (index: number): Runner => {
    const runner = runners[index];
    if (!runner) throw new Error(`no runner ${String(index)}`);
    return runner;
  };
  const seasonsOf = async (runner: Runner | string) => {
    const name = typeof runner === 'string' ? runner : runner.name;
    const response = await t.anonymous.get(`/api/user/${name.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Profile>().seasons;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Career', 30);
    p = seasonPlayer(t, admin, runners, 2026);
    await playWholeSeason(p, runners);
    const started = await admin.post('/api/admin/seasons', { year: NEXT_YEAR });
    expect(started.statusCode, started.body).toBe(201);
    // The next season, by hand: six of last season's runners, Round 1 partly played.
    const entered = await admin.post(`/api/admin/seasons/${String(NEXT_YEAR)}/entrants`, {
      userIds: [0, 1, 2, 3, 4, 5].map((index) => at(index).id),
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const raced = await groupWithRace(admin, [at(0), at(1), at(2)]);
    await recordOk(admin, raced, [finished(at(0), 6_100_000), dnf(at(1), 1), dns(at(2))]);
    await createGroup(admin, [at(3), at(4)]);
    await submitRace([at(3), at(4)]);
    const withdrawn = await admin.post(`/api/admin/users/${at(4).id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // Pickems of the new season: points as its scoring left them.
    await t.db.insert(pickems).values([
      { userId: at(0).id, year: NEXT_YEAR, points: 30 },
      { userId: at(1).id, year: NEXT_YEAR, points: 50 },
      { userId: at(2).id, year: NEXT_YEAR, points: 30 },
    ]);
  }, 600_000);
  afterAll(async () => {
    await t.close();
  });

  it("lists each runner's seasons newest first, the new one worked out by hand", async () => {
    // Round 1, Normal, three racers: 1st 10, middle 9 (a DNF keeps its place's value), a DNS nothing (rules §7).
    const next: Record<number, Omit<CareerSeason, 'year'>> = {
      0: {
        rank: 1,
        withdrawn: false,
        points: 10,
        bestTimeMs: 6_100_000,
        furthestRound: 'Round 1',
        races: 1,
        pickemsRank: 2,
      },
      1: { rank: 2, withdrawn: false, points: 9, bestTimeMs: null, furthestRound: 'Round 1', races: 1, pickemsRank: 1 },
      // A DNS raced no race; the three without points or a time share third place.
      2: { rank: 3, withdrawn: false, points: 0, bestTimeMs: null, furthestRound: 'Round 1', races: 0, pickemsRank: 2 },
      // In a group whose race is not played yet: Round 1 reached, no race raced.
      3: {
        rank: 3,
        withdrawn: false,
        points: 0,
        bestTimeMs: null,
        furthestRound: 'Round 1',
        races: 0,
        pickemsRank: null,
      },
      // Withdrawn: unranked, as the standings list them.
      4: {
        rank: null,
        withdrawn: true,
        points: 0,
        bestTimeMs: null,
        furthestRound: 'Round 1',
        races: 0,
        pickemsRank: null,
      },
      // Entered, in no group yet.
      5: { rank: 3, withdrawn: false, points: 0, bestTimeMs: null, furthestRound: null, races: 0, pickemsRank: null },
    };
    for (const [index, season] of Object.entries(next)) {
      const runner = at(Number(index));
      expect(await seasonsOf(runner), runner.name).toEqual([
        { year: NEXT_YEAR, ...season },
        expectedFirstSeason(p, runners, runner.id),
      ]);
    }
  });

  it("keeps last season's figures for a runner who did not enter the new one", async () => {
    for (const runner of runners.slice(6))
      expect(await seasonsOf(runner), runner.name).toEqual([expectedFirstSeason(p, runners, runner.id)]);
  });

  it('gives the three finalists the Final, six the Semifinals and eighteen the Quarterfinals', async () => {
    const firstSeasons = await Promise.all(runners.map(async (runner) => (await seasonsOf(runner)).at(-1)));
    const reached = (round: Round) => firstSeasons.filter((season) => season?.furthestRound === round).length;
    expect([reached('Final'), reached('Semifinals'), reached('Quarterfinals')]).toEqual([3, 6, 18]);
    expect(firstSeasons.every((season) => season !== undefined && season.races >= 1)).toBe(true);
  });

  it("stores the completed season's final places, as migration 0028 ranks the seasons completed before it", async () => {
    const stored = async () =>
      (await t.db.select().from(seasonEntries).orderBy(asc(seasonEntries.year), asc(seasonEntries.userId))).map(
        (entry) => [entry.year, entry.userId, entry.finalRank] as const,
      );
    const before = await stored();
    const { ranked } = firstSeasonStandings(p, runners);
    expect(before.filter(([year]) => year === TEST_YEAR).map(([, id, rank]) => [id, rank])).toEqual(
      [...ranked].sort((a, b) => (a._id < b._id ? -1 : 1)).map((row) => [row._id, row.rank]),
    );
    // The running season stores none: its places still move.
    expect(before.filter(([year]) => year === NEXT_YEAR).every(([, , rank]) => rank === null)).toBe(true);
    // The migration's own statement, over the same data with the stored places cleared, stores the same places.
    const migration = readFileSync(new URL('../drizzle/0028_season_final_ranks.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE "season_entries"'));
    await t.db.update(seasonEntries).set({ finalRank: null });
    await t.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
  });

  it('is empty for someone who never entered a season, and the same on their own profile', async () => {
    expect(await seasonsOf('boss')).toEqual([]);
    const me = await at(0).client.get('/api/user/profile/me');
    expect(me.json<Profile>().seasons).toEqual(await seasonsOf(at(0)));
    expect((await admin.get('/api/user/profile/me')).json<Profile>().seasons).toEqual([]);
  });
});
