/**
 * A whole season through the HTTP API (groups, races, results, round ends) with five Pickems players. After every
 * recording and every round end the leaderboard must equal scorePickems applied to facts this test keeps itself,
 * and the recalibration preview must show no change. One test a stage, in order (not shuffled); each starts from
 * `seasonAt(stage)`: the world the previous stage left if it was played to its end, else built again (freshWorld,
 * then the stages before, unchecked; the draws are seeded, so the season is the same).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildCompletedFacts, scorePickems, type TournamentFacts } from '@pokered/core/pickemsScoring';
import type { Round } from '@pokered/core/rounds';
import { finishTimeToMs } from '@pokered/core/time';
import { users } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import {
  createGroup,
  endRound,
  makeAdmin,
  makeRunners,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';
import { freshWorld } from './support/freshWorld.ts';
import {
  BEST_MS,
  chunk,
  generator,
  GUESSES,
  noteResults,
  randomResults,
  type Player,
} from './support/pickemsSeasonDraws.ts';
import { currentEntryOfUser } from '../src/db/currentSeason.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';

describe('a Pickems season', { shuffle: false }, () => {
  let t: TestApp;
  let admin: Client, runners: Runner[], players: Player[];
  let random: ReturnType<typeof generator>;
  let groupWinners: Map<string, string | null>, finishTimes: Map<string, number>;
  let qualified: Set<string> | null, semifinalists: Set<string> | null;
  let finalGold: string | null, completed: boolean;
  /** How many stages of the season the world holds, played to their end (null: none begun, or one cut short). */
  let played: number | null = null;
  /** Whether the leaderboard is checked as the stages are played (not while a test builds the stages before it). */
  let checking = true;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The season's start: thirty runners and five players whose picks are drawn (four of them send one-off picks). */
  async function begin(): Promise<void> {
    await freshWorld(t);
    [players, random, groupWinners, finishTimes] = [[], generator(20_26), new Map(), new Map()];
    [qualified, semifinalists, finalGold, completed] = [null, null, null, false];
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Sn', 30);
    for (const [index, guess] of GUESSES.entries()) {
      const client = await t.as(`player${String(index + 1)}`, { displayName: `Player ${String(index + 1)}` });
      const ids = random.shuffle(runners.map((r) => r.id));
      players.push({
        client,
        id: client.userId ?? '',
        selectedRunners: guess ? ids.slice(0, 27) : [],
        ultraSelectedRunners: guess ? random.shuffle(ids).slice(0, 9) : [],
        selectedWinner: guess ? (ids[random.int(30)] ?? null) : null,
        selectedBestTimeRunner: guess ? (ids[random.int(30)] ?? null) : null,
        bestTimeGuessMs: guess ? finishTimeToMs(guess) : null,
        roundPicks: [],
      });
    }
  }

  function expectedFacts(): TournamentFacts {
    let completedFacts: TournamentFacts['completed'] = null;
    if (completed) {
      const bestTimes = new Map(runners.map((r) => [r.id, finishTimes.get(r.id) ?? null]));
      completedFacts = buildCompletedFacts(
        finalGold,
        bestTimes,
        players.map((p) => p.bestTimeGuessMs),
      );
    }
    return {
      groupWinners,
      qualifiedForPlayoffs: qualified,
      reachedSemifinals: semifinalists,
      completed: completedFacts,
    };
  }

  async function expectLeaderboardToMatchScoring(): Promise<void> {
    if (!checking) return;
    const facts = expectedFacts();
    const expected = Object.fromEntries(players.map((p) => [p.id, scorePickems({ picks: p, facts }).points]));
    const board = (await t.anonymous.get('/api/pickems/leaderboard')).json<
      { userId: { _id: string }; points: number }[]
    >();
    expect(Object.fromEntries(board.map((entry) => [entry.userId._id, entry.points]))).toEqual(expected);
    const preview = (await admin.post('/api/admin/recalibrate-pickems-preview')).json<{ usersWithChanges: number }>();
    expect(preview.usersWithChanges).toBe(0);
  }

  async function bracketOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    const rows = await t.db
      .select({ id: users.id, bracket: seasonEntries.bracket })
      .from(users)
      .innerJoin(seasonEntries, currentEntryOfUser);
    return new Map(rows.filter((row) => ids.includes(row.id)).map((row) => [row.id, row.bracket]));
  }

  async function playRound(
    round: Round,
    field: readonly Runner[],
    special: (index: number, members: readonly Runner[]) => { best?: boolean; nobodyFinishes?: boolean },
  ) {
    const groups: { id: string; members: Runner[]; raceId: string }[] = [];
    for (const members of chunk(field)) {
      const id = await createGroup(admin, members);
      groups.push({ id, members, raceId: await submitRace(members) });
    }
    for (const player of players) {
      const picks = groups.map((group) => ({
        groupKey: group.id,
        runnerId: group.members[random.int(group.members.length)]?.id ?? '',
      }));
      const response = await player.client.post('/api/pickems/submit-round-picks', {
        selectedWinners: picks.map((p) => p.runnerId),
      });
      expect(response.statusCode, response.body).toBe(200);
      player.roundPicks.push(...picks.map((pick) => ({ round, ...pick })));
    }
    await expectLeaderboardToMatchScoring();
    for (const [index, group] of groups.entries()) {
      const results = randomResults(random, group.members, special(index, group.members));
      await recordOk(admin, group.raceId, results);
      noteResults(groupWinners, finishTimes, group.id, results);
      await expectLeaderboardToMatchScoring();
    }
    return groups;
  }

  /** Round 1: one-off picks, then round picks, races recorded, the round ended. */
  async function roundOne(): Promise<void> {
    for (const player of players.slice(0, 4)) {
      const response = await player.client.post('/api/pickems/submit-one-off', {
        selectedRunners: player.selectedRunners,
        ultraSelectedRunners: player.ultraSelectedRunners,
        selectedWinner: player.selectedWinner,
        selectedBestTimeRunner: player.selectedBestTimeRunner,
        bestTime: {
          hours: Math.floor((player.bestTimeGuessMs ?? 0) / 3_600_000),
          minutes: Math.floor(((player.bestTimeGuessMs ?? 0) % 3_600_000) / 60_000),
          seconds: Math.floor(((player.bestTimeGuessMs ?? 0) % 60_000) / 1000),
          milliseconds: (player.bestTimeGuessMs ?? 0) % 1000,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await playRound('Round 1', runners, (index) => ({ nobodyFinishes: index === 4 }));
    expect((await endRound(admin)).statusCode).toBe(200);
    await expectLeaderboardToMatchScoring();
  }

  /** Round 2, one of its results corrected. */
  async function roundTwo(): Promise<void> {
    const brackets = await bracketOf(runners.map((r) => r.id));
    const field = [...runners].sort((a, b) => String(brackets.get(a.id)).localeCompare(String(brackets.get(b.id))));
    const groups = await playRound('Round 2', field, (index) => ({ best: index === 0 }));
    const corrected = groups[1];
    if (!corrected) throw new Error('no second group');
    const results = randomResults(random, corrected.members, {});
    await recordOk(admin, corrected.raceId, results);
    noteResults(groupWinners, finishTimes, corrected.id, results);
    // A correction can only lower a best time here: the corrected race had no best time to lose.
    await expectLeaderboardToMatchScoring();
    expect((await endRound(admin)).statusCode).toBe(200);
    await expectLeaderboardToMatchScoring();
  }

  /** Round 3, whose best time a second runner matches, and its end qualifying the playoff field. */
  async function roundThree(): Promise<void> {
    const brackets = await bracketOf(runners.map((r) => r.id));
    const field = [...runners].sort((a, b) => String(brackets.get(a.id)).localeCompare(String(brackets.get(b.id))));
    // The best time is matched by a second runner: the first group without the current holder.
    const holder = [...finishTimes].find(([, ms]) => ms === BEST_MS)?.[0];
    let matched = false;
    await playRound('Round 3', field, (_index, members) => {
      const best = !matched && !members.some((m) => m.id === holder);
      matched ||= best;
      return { best };
    });
    expect((await endRound(admin)).statusCode).toBe(200);
    const after = await bracketOf(runners.map((r) => r.id));
    qualified = new Set(runners.filter((r) => after.get(r.id) === 'Playoffs').map((r) => r.id));
  }

  const STAGES = [roundOne, roundTwo, roundThree];

  /** The world as stage `next` (0: Round 1) starts: the one the previous stage left, else built again unchecked. */
  async function seasonAt(next: number): Promise<void> {
    if (played !== next) {
      await begin();
      checking = false;
      for (const stage of STAGES.slice(0, next)) await stage();
      checking = true;
    }
    played = null;
  }

  /** Plays stage `index` on the world of the stages before it, checked; the next test may go on from its end. */
  async function playStage(index: number): Promise<void> {
    await seasonAt(index);
    await STAGES[index]?.();
    played = index + 1;
  }

  it('Round 1: one-off picks, then round picks scored race by race', async () => {
    await playStage(0);
  });

  it('Round 2, with a corrected result', async () => {
    await playStage(1);
  });

  it('Round 3, whose end qualifies the playoff field and scores the top-27 picks', async () => {
    await playStage(2);
    expect(qualified?.size).toBeGreaterThanOrEqual(27);
    await expectLeaderboardToMatchScoring();
    const someTop27 = players.some(
      (p) => scorePickems({ picks: p, facts: expectedFacts() }).breakdown['Top 27'] !== undefined,
    );
    expect(someTop27).toBe(true);
  });

  it('Quarterfinals, Semifinals and Final, then the completed tournament scores winner, best time and closest guess', async () => {
    await seasonAt(3);
    const field = runners.filter((r) => qualified?.has(r.id));
    const quarterfinals = await playRound('Quarterfinals', field, () => ({}));
    expect((await endRound(admin)).statusCode).toBe(200);
    semifinalists = new Set(
      quarterfinals.flatMap((group) => {
        const winner = groupWinners.get(group.id);
        return winner ? [winner] : [];
      }),
    );
    await expectLeaderboardToMatchScoring();

    const semifinals = await playRound(
      'Semifinals',
      runners.filter((r) => semifinalists?.has(r.id)),
      () => ({}),
    );
    expect((await endRound(admin)).statusCode).toBe(200);
    await expectLeaderboardToMatchScoring();

    // Ties at the playoff cutoff can bring more than 9 to the Semifinals: the Final takes the first three winners.
    const finalists = new Set(semifinals.map((group) => groupWinners.get(group.id)).slice(0, 3));
    const [final, ...others] = await playRound(
      'Final',
      runners.filter((r) => finalists.has(r.id)),
      () => ({}),
    );
    expect(others).toEqual([]);
    finalGold = groupWinners.get(final?.id ?? '') ?? null;
    expect((await endRound(admin)).statusCode).toBe(200);
    completed = true;
    await expectLeaderboardToMatchScoring();

    // The two guesses 500 ms either side of the best time both score, and the best time has two holders.
    const facts = expectedFacts();
    expect(facts.completed?.bestTimeRunners.size).toBe(2);
    const closest = players.map((p) => scorePickems({ picks: p, facts }).breakdown['Closest time'] ?? 0);
    expect(closest).toEqual([100, 100, 0, 0, 0]);
    const first = players[0];
    const view = (await t.anonymous.get(`/api/pickems/${first?.id ?? ''}`)).json<{
      closestTimeCorrect: boolean;
      top27: { _id: string; correct: boolean }[];
      quarterFinalsPicks: unknown[];
      finalPick: { correct: boolean; _id: string } | null;
    }>();
    expect(view.closestTimeCorrect).toBe(true);
    expect(view.top27.filter((p) => p.correct).map((p) => p._id)).toEqual(
      first?.selectedRunners.filter((id) => qualified?.has(id)),
    );
    expect(view.quarterFinalsPicks).toHaveLength(quarterfinals.length);
    expect(view.finalPick?.correct).toBe(view.finalPick?._id === finalGold);
    const [winnerRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, finalGold ?? ''));
    expect(winnerRow).toBeDefined();
  });
});
