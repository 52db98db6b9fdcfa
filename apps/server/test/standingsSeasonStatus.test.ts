/**
 * rules §17 over a whole Swiss season played through the API: after every recorded race the standings statuses are
 * read, and once Round 3 has ended each of them is checked against what happened. A runner once said `qualified`
 * must have reached the playoffs, one once said `eliminated` must not have; after Round 3 every row is one or the
 * other, exactly the runners in Playoffs being qualified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Standings } from '@pokered/core/schemas/tournament';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  dns,
  endRound,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';

/** A small deterministic generator (mulberry32), so the season is the same on every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Groups of 3, the last two of 2 when one would be left alone. */
function chunk(ids: string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < ids.length; i += 3) groups.push(ids.slice(i, i + 3));
  const last = groups.at(-1);
  const previous = groups.at(-2);
  if (last?.length === 1 && previous) last.unshift(previous.pop() as string);
  return groups.filter((group) => group.length > 1);
}

describe('standings statuses through a season', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function standings(): Promise<Standings> {
    const response = await t.anonymous.get('/api/tournament/standings');
    expect(response.statusCode).toBe(200);
    return response.json<Standings>();
  }

  it('never says qualified or eliminated of a runner whom the season then proves wrong', async () => {
    const random = generator(17);
    const runners: Runner[] = await makeRunners(t, 'Sea', 32);
    const byId = new Map(runners.map((runner) => [runner.id, runner]));
    const said: { qualified: Set<string>; eliminated: Set<string> } = { qualified: new Set(), eliminated: new Set() };
    const note = (answer: Standings) => {
      for (const row of answer.standings) {
        if (row.status === 'qualified') said.qualified.add(row._id);
        if (row.status === 'eliminated') said.eliminated.add(row._id);
      }
    };
    let clock = 0;
    let decidedBeforeTheEnd = 0;
    for (let round = 1; round <= 3; round++) {
      const rows = (await standings()).standings;
      for (const bracket of ['Normal', 'Ascension'] as const) {
        const ids = rows.filter((row) => row.currentBracket === bracket).map((row) => row._id);
        for (const ids3 of chunk(ids)) {
          const members = ids3.map((id) => byId.get(id) as Runner);
          const raceId = await groupWithRace(admin, members);
          // Unique times (no ties at the cut); now and then a racer does not start.
          const lines = members.map((member) =>
            random() < 0.15 ? dns(member) : finished(member, 6_000_000 + Math.floor(random() * 900) * 1000 + ++clock),
          );
          await recordOk(admin, raceId, lines);
          note(await standings());
        }
      }
      decidedBeforeTheEnd = (await standings()).standings.filter((row) => row.status !== 'contending').length;
      expect((await endRound(admin)).statusCode).toBe(200);
      note(await standings());
    }
    const final = await standings();
    const inPlayoffs = new Set(
      final.standings.filter((row) => row.currentBracket === 'Playoffs').map((row) => row._id),
    );
    expect(inPlayoffs.size).toBeGreaterThanOrEqual(27);
    for (const row of final.standings) {
      expect(row.status, row.displayName).toBe(inPlayoffs.has(row._id) ? 'qualified' : 'eliminated');
    }
    for (const id of said.qualified)
      expect(inPlayoffs.has(id), `said qualified: ${byId.get(id)?.name ?? id}`).toBe(true);
    for (const id of said.eliminated)
      expect(inPlayoffs.has(id), `said eliminated: ${byId.get(id)?.name ?? id}`).toBe(false);
    // The season said something before its end: not every row waits for Round 3 to end to be decided.
    expect(decidedBeforeTheEnd).toBeGreaterThan(0);
  }, 240_000);
});
