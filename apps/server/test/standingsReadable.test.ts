/**
 * Standings you can read (rules §17) over HTTP: each row's playoff status through a season that moves forward,
 * one runner's standings detail, and the playoff bracket.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qualificationStatuses, type QualificationGroup } from '@pokered/core/qualification';
import type { Standings, StandingsDetail, PlayoffBracket } from '@pokered/core/schemas/tournament';
import type { GroupsResponse } from '@pokered/core/schemas/groups';
import type { Race } from '@pokered/core/schemas/races';
import { tournament } from '../src/db/schema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  dns,
  endRound,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';
import { freshWorld } from './support/freshWorld.ts';

const H2 = 7_200_000;

async function standings(t: TestApp): Promise<Standings> {
  const response = await t.anonymous.get('/api/tournament/standings');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Standings>();
}

const statusOf = (answer: Standings) => Object.fromEntries(answer.standings.map((row) => [row._id, row.status]));

// One app for the file; every test starts from an empty world with an admin, and builds the rest.
let t: TestApp;
let admin: Client;
let r: Runner[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await freshWorld(t);
  admin = await makeAdmin(t);
  r = [];
});

const at = (i: number): Runner => {
  const runner = r[i];
  if (!runner) throw new Error(`no runner ${String(i)}`);
  return runner;
};

describe('standings statuses and the standings detail', () => {
  /** What qualificationStatuses says from the public reads: standings rows, the round's groups and completed races. */
  async function statusesFromPublicReads(answer: Standings) {
    const groups = (await t.anonymous.get('/api/groups')).json<GroupsResponse>();
    const completed = (await t.anonymous.get('/api/races/completed')).json<Race[]>();
    const current = groups.groups.filter((group) => group.round === groups.currentRound);
    const swissGroups: QualificationGroup[] = current.map((group) => {
      const race = completed.find((candidate) => candidate.groupId === group._id && !candidate.cancelled);
      const placing = race?.results.map((result) => result.racer._id) ?? [];
      return {
        bracket: group.bracket,
        members: group.members.map((member) => member._id),
        result: race ? { placing, winner: race.winner?._id ?? null } : null,
      };
    });
    const runners = answer.standings.map((row) => ({ ...row }));
    const stage = groups.currentRound;
    return Object.fromEntries(
      qualificationStatuses({ stage, runners, groups: swissGroups, playoffRunners: new Set() }),
    );
  }

  /** 28 runners in Normal, nothing raced. */
  const twentyEight = async () => {
    r = await makeRunners(t, 'Read', 28);
  };
  /** Round 1 raced: 8 groups of 3 and 2 of 2; in each, the first finishes first and the last does not start. */
  const roundOnePlayed = async () => {
    await twentyEight();
    for (let g = 0; g < 10; g++) {
      const members = g < 8 ? [at(3 * g), at(3 * g + 1), at(3 * g + 2)] : [at(24 + 2 * (g - 8)), at(25 + 2 * (g - 8))];
      const [first, ...rest] = members;
      if (!first) throw new Error('empty group');
      const lines = [
        finished(first, H2 + g * 1000),
        ...rest.map((m, i) => (i === rest.length - 1 ? dns(m) : finished(m, H2 + 50_000 + g))),
      ];
      await recordOk(admin, await groupWithRace(admin, members), lines);
    }
  };

  it('with more than 27 active runners and nothing raced, every runner is contending', async () => {
    await twentyEight();
    const answer = await standings(t);
    expect(answer.standings).toHaveLength(28);
    expect(answer.standings.every((row) => row.status === 'contending')).toBe(true);
  });

  it('a withdrawn runner is eliminated; with 27 active runners left everyone else is qualified', async () => {
    await twentyEight();
    const url = (action: string) => `/api/admin/users/${at(27).id}/${action}`;
    expect((await admin.post(url('withdraw'))).statusCode).toBe(200);
    const withdrawn = statusOf(await standings(t));
    expect(withdrawn[at(27).id]).toBe('eliminated');
    expect(r.slice(0, 27).every((runner) => withdrawn[runner.id] === 'qualified')).toBe(true);
    expect((await admin.post(url('reinstate'))).statusCode).toBe(200);
    expect(Object.values(statusOf(await standings(t))).every((status) => status === 'contending')).toBe(true);
  });

  it('lists a runner’s Swiss races (0-point ones too) with the sentence of their rank', async () => {
    await roundOnePlayed();
    const winner = (await t.anonymous.get(`/api/tournament/standings/${at(0).id}`)).json<StandingsDetail>();
    expect(winner.row).toMatchObject({ _id: at(0).id, points: 10, rank: 1, status: 'contending' });
    expect(winner.races).toEqual([
      {
        raceId: expect.any(String) as string,
        round: 'Round 1',
        bracket: 'Normal',
        place: 1,
        status: 'Finished',
        finishTime: { hours: 2, minutes: 0, seconds: 0, milliseconds: 0 },
        points: 10,
        bye: false,
      },
    ]);
    expect(winner.reason).toBe(
      `Ranked 1st: 10 points, level on points with 2nd (${at(3).name}) but with the faster best time (2:00:00.000 vs 2:00:01.000).`,
    );
    const nonStarter = (await t.anonymous.get(`/api/tournament/standings/${at(2).id}`)).json<StandingsDetail>();
    expect(nonStarter.races).toEqual([expect.objectContaining({ place: 3, status: 'DNS', points: 0, bye: false })]);
    expect(nonStarter.reason).toMatch(/^Ranked 19th, tied with /);
  });

  it('answers 404 for an unknown user or a non-runner and 400 for a malformed id', async () => {
    await twentyEight();
    const get = (id: string) => t.anonymous.get(`/api/tournament/standings/${id}`);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const notRunner = await get(admin.userId ?? '');
    expect(notRunner.statusCode).toBe(404);
    expect(notRunner.json()).toEqual({ error: expect.any(String) as string });
    expect((await get('not-an-id')).statusCode).toBe(400);
    expect((await get('%07')).statusCode).toBe(400);
  });

  it('in Round 2 a BYE qualifies its holder, and every status is the rule applied to the public reads', async () => {
    await roundOnePlayed();
    expect((await endRound(admin)).statusCode).toBe(200);
    // Round 1 winners (runners 0, 3, … 21, 24, 26) are in Ascension now: runner 0 wins a BYE.
    const ascension = [at(0), at(3), at(6)];
    await recordOk(admin, await groupWithRace(admin, ascension), [
      finished(at(0), H2),
      finished(at(3), H2 + 1),
      finished(at(6), H2 + 2),
    ]);
    // A Normal group whose race is still to come, and another with no race yet.
    await groupWithRace(admin, [at(1), at(4), at(7)]);
    await createGroup(admin, [at(2), at(5), at(8)]);
    const answer = await standings(t);
    const status = statusOf(answer);
    expect(status[at(0).id]).toBe('qualified');
    expect(status[at(6).id]).toBe('contending');
    expect(status).toEqual(await statusesFromPublicReads(answer));
    const bye = (await t.anonymous.get(`/api/tournament/standings/${at(0).id}`)).json<StandingsDetail>();
    expect(bye.races.map((race) => [race.round, race.bracket, race.points, race.bye])).toEqual([
      ['Round 1', 'Normal', 10, false],
      ['Round 2', 'Ascension', 0, true],
    ]);
    expect(bye.reason).toMatch(/^Ranked 1st: holds a BYE, 10 points, ahead of 2nd \(.+\), who holds no BYE\.$/);
  });
});

describe('the playoff bracket and the statuses after Round 3', () => {
  const bracket = async () => {
    const response = await t.anonymous.get('/api/tournament/bracket');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayoffBracket>();
  };

  /** 10 runners as Round 3 ended: 9 hold a playoff place, 1 does not; the Quarterfinals begun. */
  const playoffs = async () => {
    r = await makeRunners(t, 'Play', 10);
    // The season so far is not the point here.
    for (const runner of r) {
      await t.as(runner.name, { currentBracket: runner === at(9) ? null : 'Playoffs' });
    }
    await t.db.update(tournament).set({ stage: 'Quarterfinals' }).where(eq(tournament.id, 1));
  };
  /** Three Quarterfinal groups with their races, the first one's recorded; returns the races' ids. */
  const quarterfinals = async () => {
    await playoffs();
    const quarter = [0, 1, 2].map((g) => [at(3 * g), at(3 * g + 1), at(3 * g + 2)]);
    const raceIds: string[] = [];
    for (const members of quarter) raceIds.push(await groupWithRace(admin, members));
    await recordOk(admin, raceIds[0] ?? '', [finished(at(1), H2), finished(at(0), H2 + 5), dns(at(2))]);
    return raceIds;
  };

  it('lists the three playoff rounds, with no groups before any is made', async () => {
    expect(await bracket()).toEqual({
      rounds: [
        { round: 'Quarterfinals', groups: [] },
        { round: 'Semifinals', groups: [] },
        { round: 'Final', groups: [] },
      ],
    });
  });

  it('after Round 3, qualified = in Playoffs; everyone else eliminated', async () => {
    await playoffs();
    const status = statusOf(await standings(t));
    expect(r.slice(0, 9).every((runner) => status[runner.id] === 'qualified')).toBe(true);
    expect(status[at(9).id]).toBe('eliminated');
  });

  it('shows each group with members, its race, the placing and the winner once recorded', async () => {
    const raceIds = await quarterfinals();
    const answer = await bracket();
    const [first, second] = answer.rounds[0]?.groups ?? [];
    expect(first).toMatchObject({
      groupNumber: 1,
      members: [at(0), at(1), at(2)].map((runner) => expect.objectContaining({ _id: runner.id }) as unknown),
      raceId: raceIds[0],
      winner: expect.objectContaining({ _id: at(1).id }) as unknown,
    });
    expect(first?.placing.map((line) => [line.racer._id, line.status, line.place])).toEqual([
      [at(1).id, 'Finished', 1],
      [at(0).id, 'Finished', 2],
      [at(2).id, 'DNS', 3],
    ]);
    expect(first?.placing[0]?.finishTime).toEqual({ hours: 2, minutes: 0, seconds: 0, milliseconds: 0 });
    expect(second).toMatchObject({ groupNumber: 2, raceId: raceIds[1], placing: [], winner: null });
    expect(answer.rounds.slice(1).map((round) => round.groups)).toEqual([[], []]);
  });

  it('a Quarterfinal loser stays qualified once the round ends; the Semifinal appears', async () => {
    await quarterfinals();
    const raceIds = (await bracket()).rounds[0]?.groups.map((group) => group.raceId ?? '') ?? [];
    await recordOk(admin, raceIds[1] ?? '', [finished(at(3), H2), finished(at(4), H2 + 1), finished(at(5), H2 + 2)]);
    await recordOk(admin, raceIds[2] ?? '', [finished(at(6), H2), finished(at(7), H2 + 1), finished(at(8), H2 + 2)]);
    expect((await endRound(admin)).statusCode).toBe(200);
    const status = statusOf(await standings(t));
    expect(r.slice(0, 9).every((runner) => status[runner.id] === 'qualified')).toBe(true);
    expect(status[at(9).id]).toBe('eliminated');
    await createGroup(admin, [at(1), at(3), at(6)]);
    const semi = (await bracket()).rounds[1]?.groups ?? [];
    expect(semi).toEqual([
      expect.objectContaining({ groupNumber: 1, raceId: null, placing: [], winner: null }) as unknown,
    ]);
    expect(semi[0]?.members.map((member) => member._id)).toEqual([at(1).id, at(3).id, at(6).id]);
  });
});

describe('the standings detail of a season without races', () => {
  it('is the row alone, with no races', async () => {
    const [solo] = await makeRunners(t, 'Solo', 1);
    const detail = (await t.anonymous.get(`/api/tournament/standings/${solo?.id ?? ''}`)).json<StandingsDetail>();
    expect(detail).toMatchObject({ row: { rank: 1, status: 'qualified' }, races: [] });
    expect(detail.reason).toBe('Ranked 1st: 0 points; the only rank in the standings.');
  });
});
