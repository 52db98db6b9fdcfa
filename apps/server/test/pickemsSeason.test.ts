/**
 * A whole season through the HTTP API (groups, races, results, round ends) with five Pickems players. After every
 * recording and every round end the leaderboard must equal scorePickems applied to facts this test keeps itself,
 * and the recalibration preview must show no change.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildCompletedFacts, scorePickems, type RoundPick, type TournamentFacts } from '@pokered/core/pickemsScoring';
import type { Round } from '@pokered/core/rounds';
import { finishTimeToMs, type FinishTime } from '@pokered/core/time';
import { users } from '../src/db/schema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  dnf,
  endRound,
  finished,
  makeAdmin,
  makeRunners,
  recordOk,
  submitRace,
  type ResultLine,
  type Runner,
} from './support/tournamentFixtures.ts';
import { story } from './support/story.ts';
import { currentEntryOfUser } from '../src/db/currentSeason.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';

const BEST_MS = 6_600_000;

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}

interface Player {
  client: Client;
  id: string;
  selectedRunners: string[];
  ultraSelectedRunners: string[];
  selectedWinner: string | null;
  selectedBestTimeRunner: string | null;
  bestTimeGuessMs: number | null;
  roundPicks: RoundPick[];
}

/** Splits runners into groups of 3, using groups of 2 for a remainder. */
function chunk<T>(list: readonly T[]): T[][] {
  const groups: T[][] = [];
  let rest = [...list];
  while (rest.length > 0) {
    const size = rest.length === 4 || rest.length === 2 ? 2 : 3;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return groups;
}

describe('a Pickems season', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];
  const players: Player[] = [];
  const random = generator(20_26);
  const groupWinners = new Map<string, string | null>();
  const finishTimes = new Map<string, number>();
  let qualified: Set<string> | null = null;
  let semifinalists: Set<string> | null = null;
  let finalGold: string | null = null;
  let completed = false;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Sn', 30);
    const guesses: (FinishTime | null)[] = [
      { hours: 1, minutes: 50, seconds: 0, milliseconds: 500 },
      { hours: 1, minutes: 49, seconds: 59, milliseconds: 500 },
      { hours: 2, minutes: 0, seconds: 0, milliseconds: 0 },
      { hours: 1, minutes: 30, seconds: 0, milliseconds: 0 },
      null,
    ];
    for (const [index, guess] of guesses.entries()) {
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
  });
  afterAll(async () => {
    await t.close();
  });

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
    const facts = expectedFacts();
    const expected = Object.fromEntries(players.map((p) => [p.id, scorePickems({ picks: p, facts }).points]));
    const board = (await t.anonymous.get('/api/pickems/leaderboard')).json<
      { userId: { _id: string }; points: number }[]
    >();
    expect(Object.fromEntries(board.map((entry) => [entry.userId._id, entry.points]))).toEqual(expected);
    const preview = (await admin.post('/api/admin/recalibrate-pickems-preview')).json<{ usersWithChanges: number }>();
    expect(preview.usersWithChanges).toBe(0);
  }

  function noteResults(groupId: string, results: readonly ResultLine[]): void {
    const finishers = results.filter((line) => line.status === 'Finished');
    const ordered = [...finishers].sort((a, b) => finishTimeToMs(a.finishTime) - finishTimeToMs(b.finishTime));
    groupWinners.set(groupId, ordered[0]?.racer ?? null);
    for (const line of finishers) {
      const ms = finishTimeToMs(line.finishTime);
      finishTimes.set(line.racer, Math.min(ms, finishTimes.get(line.racer) ?? Number.POSITIVE_INFINITY));
    }
  }

  /** Random distinct times above the designed best time; `best` gives the winner exactly the best time. */
  function randomResults(
    members: readonly Runner[],
    options: { best?: boolean; nobodyFinishes?: boolean },
  ): ResultLine[] {
    const order = random.shuffle(members);
    if (options.nobodyFinishes) return order.map((runner, index) => dnf(runner, index + 1));
    return order.map((runner, index) =>
      finished(runner, index === 0 && options.best ? BEST_MS : 6_700_000 + index * 60_000 + random.int(50_000)),
    );
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
      const results = randomResults(group.members, special(index, group.members));
      await recordOk(admin, group.raceId, results);
      noteResults(group.id, results);
      await expectLeaderboardToMatchScoring();
    }
    return groups;
  }

  // The season only moves forward: each chapter plays the rounds before it first when run alone.
  const { chapter } = story();

  chapter('Round 1: one-off picks, then round picks scored race by race', async () => {
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
  });

  chapter('Round 2, with a corrected result', async () => {
    const brackets = await bracketOf(runners.map((r) => r.id));
    const field = [...runners].sort((a, b) => String(brackets.get(a.id)).localeCompare(String(brackets.get(b.id))));
    const groups = await playRound('Round 2', field, (index) => ({ best: index === 0 }));
    const corrected = groups[1];
    if (!corrected) throw new Error('no second group');
    const results = randomResults(corrected.members, {});
    await recordOk(admin, corrected.raceId, results);
    noteResults(corrected.id, results);
    // A correction can only lower a best time here: the corrected race had no best time to lose.
    await expectLeaderboardToMatchScoring();
    expect((await endRound(admin)).statusCode).toBe(200);
    await expectLeaderboardToMatchScoring();
  });

  chapter('Round 3, whose end qualifies the playoff field and scores the top-27 picks', async () => {
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
    expect(qualified.size).toBeGreaterThanOrEqual(27);
    await expectLeaderboardToMatchScoring();
    const someTop27 = players.some(
      (p) => scorePickems({ picks: p, facts: expectedFacts() }).breakdown['Top 27'] !== undefined,
    );
    expect(someTop27).toBe(true);
  });

  chapter(
    'Quarterfinals, Semifinals and Final, then the completed tournament scores winner, best time and closest guess',
    async () => {
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
    },
  );
});
