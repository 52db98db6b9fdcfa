/**
 * The Pickems tests' world (issue 24 item 7), built by each test for itself after `freshWorld`: thirty runners of
 * Round 1 and four players, then as far as the test needs: the round's groups and races, the players' picks, the
 * results recorded. Each builder takes what the one before it built, so a test names the point it starts from.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupMembers, groups, races } from '../../src/db/schema.ts';
import type { Client, TestApp } from './app.ts';
import { insertPeople } from './people.ts';
import { dnf, finished, nowSeconds, recordOk, type Runner } from './tournamentFixtures.ts';

export const H2 = 7_200_000;
export const ONE_OFF_OK = { message: 'Pickems submitted successfully.' };
export const ROUND_OK = { message: 'Picks submitted successfully!' };

export interface PickemsPeople {
  /** The races of groups 0, 1 and 2 (by group index), once made. */
  raceIds: Map<number, string>;
  t: TestApp;
  admin: Client;
  r: Runner[];
  alice: Client;
  bob: Client;
  carol: Client;
  dave: Client;
  at: (i: number) => Runner;
  ids: (from: number, count: number) => string[];
  /** Valid one-off picks, with these fields changed. */
  oneOff: (overrides?: Record<string, unknown>) => Record<string, unknown> & { selectedRunners: string[] };
  /** Group g (0-based) of Round 1 holds runners 3g, 3g+1, 3g+2: member m of group g. */
  member: (g: number, m: number) => string;
  /** One pick (member `choice`) for each group whose race has not started: groups 0 and 3-9. */
  openPicks: (choice: number) => string[];
}

/** An admin, thirty Normal runners `Pk1…Pk30` and four players (Alice, Bob, Carol, Dave) without picks. */
export async function pickemsPeople(t: TestApp): Promise<PickemsPeople> {
  // One insert for everyone (as makeAdmin and makeRunners would make them), then each one's logged-in client.
  const names = Array.from({ length: 30 }, (_, index) => `Pk${String(index + 1)}`);
  await insertPeople(t.db, [
    { discordUsername: 'boss', displayName: 'boss', isAdmin: true },
    ...names.map((name) => ({
      discordUsername: name.toLowerCase(),
      displayName: name,
      role: 'runner' as const,
      currentBracket: 'Normal' as const,
    })),
    ...['Alice', 'Bob', 'Carol', 'Dave'].map((name) => ({ discordUsername: name.toLowerCase(), displayName: name })),
  ]);
  const admin = await t.as('boss');
  const r: Runner[] = [];
  for (const name of names) {
    const client = await t.as(name);
    r.push({ id: client.userId ?? '', name, client });
  }
  const [alice, bob, carol, dave] = [await t.as('alice'), await t.as('bob'), await t.as('carol'), await t.as('dave')];
  const at = (i: number): Runner => {
    const runner = r[i];
    if (!runner) throw new Error(`no runner ${String(i)}`);
    return runner;
  };
  const ids = (from: number, count: number) => r.slice(from, from + count).map((x) => x.id);
  const member = (g: number, m: number) => at(3 * g + m).id;
  return {
    t,
    admin,
    r,
    alice,
    bob,
    carol,
    dave,
    at,
    ids,
    member,
    raceIds: new Map(),
    oneOff: (overrides = {}) => ({
      selectedRunners: ids(0, 27),
      ultraSelectedRunners: ids(3, 9),
      selectedWinner: at(0).id,
      selectedBestTimeRunner: at(1).id,
      bestTime: { hours: 1, minutes: 52, seconds: 3, milliseconds: 120 },
      ...overrides,
    }),
    openPicks: (choice) => [0, 3, 4, 5, 6, 7, 8, 9].map((g) => member(g, choice)),
  };
}

export interface RoundOne extends PickemsPeople {
  groupIds: string[];
}

/** Round 1's ten groups: group 1 races later, group 2 has started, group 3 is recorded, groups 4-10 have no race. */
export async function roundOneGroups(t: TestApp): Promise<RoundOne> {
  const world = await pickemsPeople(t);
  const { admin, at } = world;
  // Written as the admin's groups and the racers' submissions write them, in three statements.
  const made = await t.db
    .insert(groups)
    .values(
      Array.from({ length: 10 }, (_, g) => ({ round: 'Round 1', groupNumber: g + 1, bracket: 'Normal' as const })),
    )
    .returning({ id: groups.id, groupNumber: groups.groupNumber });
  const groupIds = made.sort((a, b) => a.groupNumber - b.groupNumber).map((group) => group.id);
  const trio = (g: number) => [at(3 * g), at(3 * g + 1), at(3 * g + 2)];
  await t.db
    .insert(groupMembers)
    .values(
      groupIds.flatMap((groupId, g) =>
        trio(g).map((runner, index) => ({ groupId, userId: runner.id, round: 'Round 1', pot: index + 1 })),
      ),
    );
  const raceIds = new Map<number, string>();
  for (let g = 0; g < 3; g++) raceIds.set(g, await insertRace(t, groupIds[g] ?? '', trio(g)));
  await startRace(t, raceIds.get(1) ?? '', 60);
  await recordOk(admin, raceIds.get(2) ?? '', [finished(at(8), H2), finished(at(7), H2 + 1), dnf(at(6), 1)]);
  return { ...world, groupIds, raceIds };
}

/** A group's race, as its first member submits it: two hours from now. */
export async function insertRace(t: TestApp, groupId: string, members: readonly Runner[]): Promise<string> {
  const [first, second, third] = members;
  if (!first || !second) throw new Error('a race needs two racers');
  const [race] = await t.db
    .insert(races)
    .values({
      groupId,
      round: 'Round 1',
      bracket: 'Normal',
      raceDateTime: nowSeconds() + 2 * 3600,
      racer1: first.id,
      racer2: second.id,
      racer3: third?.id ?? null,
      submittedBy: first.id,
    })
    .returning({ id: races.id });
  if (!race) throw new Error('no race inserted');
  return race.id;
}

/** Moves a race's start `secondsAgo` into the past. */
export async function startRace(t: TestApp, raceId: string, secondsAgo: number): Promise<void> {
  await t.db
    .update(races)
    .set({ raceDateTime: nowSeconds() - secondsAgo })
    .where(eq(races.id, raceId));
}

async function sent(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
}

/**
 * Everyone's picks of Round 1: one-off picks by Alice, Dave (winner runner 3) and Carol (winner runner 10); round
 * picks of the first member of each open group by Alice and Bob, of the second by Carol. Group 1's race then starts.
 */
export async function picksMade(t: TestApp): Promise<RoundOne> {
  const world = await roundOneGroups(t);
  const { alice, bob, carol, dave, oneOff, at, openPicks } = world;
  await sent(alice.post('/api/pickems/submit-one-off', oneOff()));
  await sent(dave.post('/api/pickems/submit-one-off', oneOff({ selectedWinner: at(2).id })));
  await sent(carol.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(1) }));
  await sent(carol.post('/api/pickems/submit-one-off', oneOff({ selectedWinner: at(9).id })));
  await sent(bob.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(0) }));
  await sent(alice.post('/api/pickems/submit-round-picks', { selectedWinners: openPicks(0) }));
  await startRace(t, world.raceIds.get(0) ?? '', 1);
  return world;
}

/** The picks made, then group 1's race won by runner 1 (as Alice and Bob picked). */
export async function groupOneWon(t: TestApp): Promise<RoundOne> {
  const world = await picksMade(t);
  const { admin, at } = world;
  await recordOk(admin, world.raceIds.get(0) ?? '', [
    finished(at(0), H2),
    finished(at(1), H2 + 5),
    finished(at(2), H2 + 9),
  ]);
  return world;
}

/**
 * Group 1's result corrected (runner 2 won, as Carol picked), group 2's race recorded, and group 4 (runners 10-12,
 * Alice and Bob picked the first, Carol the second) raced and won by runner 10: every player but Dave has 5 points.
 */
export async function roundOneScored(t: TestApp): Promise<RoundOne> {
  const world = await groupOneWon(t);
  const { admin, at } = world;
  await recordOk(admin, world.raceIds.get(0) ?? '', [
    finished(at(1), H2),
    finished(at(0), H2 + 5),
    finished(at(2), H2 + 9),
  ]);
  await recordOk(admin, world.raceIds.get(1) ?? '', [
    finished(at(3), H2),
    finished(at(4), H2 + 5),
    finished(at(5), H2 + 9),
  ]);
  const race4 = await insertRace(t, world.groupIds[3] ?? '', [at(9), at(10), at(11)]);
  await recordOk(admin, race4, [finished(at(9), H2), finished(at(10), H2 + 5), finished(at(11), H2 + 9)]);
  return world;
}

/** A player's Pickems as GET /api/pickems shows them (the fields the tests read). */
export interface PickemsView {
  hasRecord: boolean;
  hasOneOff: boolean;
  overallWinner: { _id: string; correct: boolean } | null;
  bestTimeWho: { _id: string } | null;
  closestTime: number | null;
  top27: { _id: string; displayName: string; correct: boolean }[];
  top9: { _id: string }[];
  round1Picks: { _id: string; groupId: string; groupNumber: number; correct: boolean }[];
  points: number;
  breakdown: Record<string, number>;
  submittedRounds: string[];
}
