import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statsResponse } from '@pokered/core/schemas/stats';
import { raceCommentators, raceResults, races } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople } from './support/people.ts';

type Status = 'Finished' | 'DNF' | 'DNS' | 'DQ';
type Bracket = 'Normal' | 'Ascension' | 'Exhibition' | 'Playoffs';

describe('GET /api/stats', () => {
  let t: TestApp;
  let id: Record<string, string> = {};

  async function addUser(key: string, displayName: string, role: 'runner' | 'commentator', country: string | null) {
    const [row] = await insertPeople(t.db, { discordUsername: key, displayName, role, country });
    if (!row) throw new Error('insert failed');
    id[key] = row.id;
  }
  const uid = (key: string): string => {
    const value = id[key];
    if (!value) throw new Error(`unknown test user ${key}`);
    return value;
  };

  async function addRace(options: {
    round: string;
    bracket: Bracket | null;
    completed: boolean;
    cancelled?: boolean;
    results?: [string, Status, number][];
    racers: string[];
    commentators?: string[];
  }): Promise<string> {
    const [r1, r2, r3] = options.racers.map(uid);
    if (!r1 || !r2) throw new Error('a race needs two racers');
    const [race] = await t.db
      .insert(races)
      .values({
        round: options.round,
        bracket: options.bracket,
        raceDateTime: 1_760_000_000,
        racer1: r1,
        racer2: r2,
        racer3: r3 ?? null,
        completed: options.completed,
        cancelled: options.cancelled ?? false,
        raceTimeId: options.completed ? 'pkmnredblue/example-1234' : null,
      })
      .returning({ id: races.id });
    if (!race) throw new Error('insert failed');
    const results = options.results ?? [];
    if (results.length > 0) {
      await t.db.insert(raceResults).values(
        results.map(([racer, status, ms], index) => ({
          raceId: race.id,
          racerId: uid(racer),
          status,
          finishTimeMs: ms,
          place: index + 1,
        })),
      );
    }
    const commentators = options.commentators ?? [];
    if (commentators.length > 0) {
      await t.db.insert(raceCommentators).values(commentators.map((c) => ({ raceId: race.id, userId: uid(c) })));
    }
    return race.id;
  }

  /** The people and races whose figures the first test computes by hand. */
  async function recordedRaces() {
    await addUser('ash', 'Ash', 'runner', 'US');
    await addUser('gary', 'Gary', 'runner', 'US');
    await addUser('leaf', 'Leaf', 'runner', 'CA');
    await addUser('red', 'Red', 'runner', null);
    await addUser('blue', 'Blue', 'runner', '');
    await addUser('misty', 'Misty', 'commentator', 'US');
    await addUser('brock', 'Brock', 'commentator', 'GB');
    await addUser('oak', 'Oak', 'commentator', null);
    await addUser('lance', 'Lance', 'commentator', null);

    // Round 1, Normal.
    await addRace({
      round: 'Round 1',
      bracket: 'Normal',
      completed: true,
      racers: ['ash', 'gary', 'leaf'],
      results: [
        ['ash', 'Finished', 7_200_000],
        ['gary', 'Finished', 7_500_000],
        ['leaf', 'DNF', 0],
      ],
      commentators: ['misty', 'brock'],
    });
    await addRace({
      round: 'Round 1',
      bracket: 'Normal',
      completed: true,
      racers: ['leaf', 'red', 'blue'],
      results: [
        ['leaf', 'Finished', 7_100_000],
        ['blue', 'Finished', 8_000_000],
        ['red', 'DNS', 0],
      ],
      commentators: ['misty'],
    });
    // Round 2: one Ascension, one Normal race.
    await addRace({
      round: 'Round 2',
      bracket: 'Ascension',
      completed: true,
      racers: ['ash', 'leaf'],
      results: [
        ['ash', 'Finished', 6_900_000],
        ['leaf', 'Finished', 7_000_001],
      ],
      commentators: ['oak'],
    });
    await addRace({
      round: 'Round 2',
      bracket: 'Normal',
      completed: true,
      racers: ['red', 'blue'],
      results: [
        ['red', 'Finished', 9_000_003],
        ['blue', 'DNF', 0],
      ],
      commentators: ['lance'],
    });
    // A cancelled race: neither its (would-be fastest) time nor its commentators count.
    await addRace({
      round: 'Round 2',
      bracket: 'Normal',
      completed: true,
      cancelled: true,
      racers: ['gary', 'red'],
      results: [
        ['gary', 'Finished', 5_000_000],
        ['red', 'Finished', 5_100_000],
      ],
      commentators: ['oak', 'brock'],
    });
    // Quarterfinals in the Playoffs bracket.
    await addRace({
      round: 'Quarterfinals',
      bracket: 'Playoffs',
      completed: true,
      racers: ['gary', 'blue', 'ash'],
      results: [
        ['gary', 'Finished', 7_300_000],
        ['blue', 'Finished', 7_400_000],
        ['ash', 'DQ', 0],
      ],
      commentators: ['misty'],
    });
    // Upcoming (not completed) race: commentators count, there are no times.
    await addRace({
      round: 'Semifinals',
      bracket: 'Playoffs',
      completed: false,
      racers: ['ash', 'gary'],
      commentators: ['oak'],
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await freshWorld(t);
    id = {};
    await recordedRaces();
  });

  it('answers every figure as computed by hand from the recorded races', async () => {
    const res = await t.anonymous.get('/api/stats');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(statsResponse.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      topTimes: [
        { racer: { _id: uid('ash'), displayName: 'Ash', country: 'US' }, bestTime: 6_900_000 },
        { racer: { _id: uid('leaf'), displayName: 'Leaf', country: 'CA' }, bestTime: 7_000_001 },
        { racer: { _id: uid('gary'), displayName: 'Gary', country: 'US' }, bestTime: 7_300_000 },
        { racer: { _id: uid('blue'), displayName: 'Blue', country: null }, bestTime: 7_400_000 },
        { racer: { _id: uid('red'), displayName: 'Red', country: null }, bestTime: 9_000_003 },
      ],
      averageTimePerRound: {
        // (7_200_000 + 7_500_000 + 7_100_000 + 8_000_000) / 4
        'Round 1': 7_450_000,
        // (6_900_000 + 7_000_001 + 9_000_003) / 3 = 7_633_334.67 → rounded
        'Round 2': 7_633_335,
        Quarterfinals: 7_350_000,
      },
      averageTimePerBracket: {
        // (7_200_000 + 7_500_000 + 7_100_000 + 8_000_000 + 9_000_003) / 5 = 7_760_000.6 → rounded
        Normal: 7_760_001,
        // (6_900_000 + 7_000_001) / 2 = 6_950_000.5 → rounded half up
        Ascension: 6_950_001,
        Playoffs: 7_350_000,
      },
      mostActiveCommentators: [
        { displayName: 'Misty', commentatedRaces: 3 },
        { displayName: 'Oak', commentatedRaces: 2 },
        // Ties in alphabetical order.
        { displayName: 'Brock', commentatedRaces: 1 },
        { displayName: 'Lance', commentatedRaces: 1 },
      ],
      // Runners only (Misty is a US commentator); an empty code and null are both 'Non-Representing'.
      countryStats: [
        { country: 'US', count: 2 },
        { country: null, count: 2 },
        { country: 'CA', count: 1 },
      ],
    });
  });

  it('ignores a bearer header and answers logged-in callers the same', async () => {
    const plain = await t.anonymous.get('/api/stats');
    const bearer = await t.anonymous.request('GET', '/api/stats', undefined, { authorization: 'Bearer not-a-secret' });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual(plain.json());
    const misty = await t.as('misty');
    const logged = await misty.get('/api/stats');
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toEqual(plain.json());
  });

  it('keeps the ranked lists short: ten fastest racers, ten most active commentators', async () => {
    for (let i = 0; i < 12; i++) {
      await addUser(`slow${String(i)}`, `Slow ${String(i).padStart(2, '0')}`, 'runner', 'FR');
      await addUser(`talker${String(i)}`, `Talker ${String(i).padStart(2, '0')}`, 'commentator', null);
    }
    for (let i = 0; i < 12; i += 2) {
      const a = `slow${String(i)}`;
      const b = `slow${String(i + 1)}`;
      await addRace({
        round: 'Round 3',
        bracket: 'Normal',
        completed: true,
        racers: [a, b],
        results: [
          [a, 'Finished', 10_000_000 + i],
          [b, 'Finished', 10_000_001 + i],
        ],
        commentators: [`talker${String(i)}`, `talker${String(i + 1)}`],
      });
    }
    const body = statsResponse.parse((await t.anonymous.get('/api/stats')).json());
    expect(body.topTimes).toHaveLength(10);
    expect(body.topTimes.map((row) => row.racer.displayName)).toEqual([
      'Ash',
      'Leaf',
      'Gary',
      'Blue',
      'Red',
      'Slow 00',
      'Slow 01',
      'Slow 02',
      'Slow 03',
      'Slow 04',
    ]);
    expect(body.mostActiveCommentators).toHaveLength(10);
    expect(body.mostActiveCommentators.slice(0, 2)).toEqual([
      { displayName: 'Misty', commentatedRaces: 3 },
      { displayName: 'Oak', commentatedRaces: 2 },
    ]);
    expect(body.countryStats[0]).toEqual({ country: 'FR', count: 12 });
    // Round 3 now has 12 times: 10_000_000..10_000_011 → average 10_000_005.5 → 10_000_006.
    expect(body.averageTimePerRound['Round 3']).toBe(10_000_006);
  });
});
