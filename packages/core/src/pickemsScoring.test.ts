import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCompletedFacts,
  closestGuessDistanceMs,
  PICKEMS_POINT_SOURCES,
  scorePickems,
  type PickemsPicks,
  type TournamentFacts,
} from './pickemsScoring.ts';

const NO_FACTS: TournamentFacts = {
  groupWinners: new Map(),
  qualifiedForPlayoffs: null,
  reachedSemifinals: null,
  completed: null,
};

const picks = (overrides: Partial<PickemsPicks> = {}): PickemsPicks => ({
  selectedRunners: [],
  ultraSelectedRunners: [],
  selectedWinner: null,
  selectedBestTimeRunner: null,
  bestTimeGuessMs: null,
  roundPicks: [],
  ...overrides,
});

describe('closestGuessDistanceMs', () => {
  it('is the smallest distance over all guesses, ignoring missing ones', () => {
    expect(closestGuessDistanceMs([6_000_000, null, 6_500_000, 6_450_000], 6_400_000)).toBe(50_000);
  });

  it('is null without guesses or without a best time', () => {
    expect(closestGuessDistanceMs([null], 6_400_000)).toBeNull();
    expect(closestGuessDistanceMs([1], null)).toBeNull();
  });
});

describe('buildCompletedFacts', () => {
  it('finds every holder of the fastest time and the closest distance', () => {
    const facts = buildCompletedFacts(
      'w',
      new Map([
        ['a', 100],
        ['b', 100],
        ['c', 90],
        ['d', null],
        ['e', 90],
      ]),
      [85, 95, 200],
    );
    expect(facts).toEqual({
      winner: 'w',
      bestTimeRunners: new Set(['c', 'e']),
      bestTimeMs: 90,
      closestGuessDistanceMs: 5,
    });
  });

  it('has no best time when nobody finished', () => {
    expect(buildCompletedFacts(null, new Map([['a', null]]), [1])).toEqual({
      winner: null,
      bestTimeRunners: new Set(),
      bestTimeMs: null,
      closestGuessDistanceMs: null,
    });
  });
});

describe('scorePickems', () => {
  it('scores nothing before anything happened', () => {
    expect(
      scorePickems({
        picks: picks({ selectedRunners: ['a'], selectedWinner: 'a', bestTimeGuessMs: 1 }),
        facts: NO_FACTS,
      }),
    ).toEqual({ points: 0, breakdown: {} });
  });

  it('scores 5 per correct round pick, whatever the round', () => {
    const facts: TournamentFacts = {
      ...NO_FACTS,
      groupWinners: new Map([
        ['g1', 'a'],
        ['g2', 'b'],
        ['g3', null],
        ['f', 'z'],
      ]),
    };
    const roundPicks = [
      { round: 'Round 1', groupKey: 'g1', runnerId: 'a' },
      { round: 'Round 1', groupKey: 'g2', runnerId: 'c' },
      { round: 'Round 2', groupKey: 'g3', runnerId: 'd' },
      { round: 'Round 3', groupKey: 'unknown', runnerId: 'a' },
      { round: 'Final', groupKey: 'f', runnerId: 'z' },
      { round: 'Final', groupKey: 'f', runnerId: 'z' },
    ] as const;
    expect(scorePickems({ picks: picks({ roundPicks }), facts })).toEqual({
      points: 10,
      breakdown: { 'Round picks': 10 },
    });
  });

  it('scores top 27 once Round 3 ended and top 9 once the Quarterfinals ended', () => {
    const p = picks({ selectedRunners: ['a', 'b', 'c', 'a'], ultraSelectedRunners: ['a', 'c'] });
    const afterR3: TournamentFacts = { ...NO_FACTS, qualifiedForPlayoffs: new Set(['a', 'b']) };
    expect(scorePickems({ picks: p, facts: afterR3 })).toEqual({ points: 20, breakdown: { 'Top 27': 20 } });
    const afterQf: TournamentFacts = { ...afterR3, reachedSemifinals: new Set(['a']) };
    expect(scorePickems({ picks: p, facts: afterQf })).toEqual({
      points: 40,
      breakdown: { 'Top 27': 20, 'Top 9': 20 },
    });
  });

  it('scores winner, best-time runner and closest guess once completed', () => {
    const completed = buildCompletedFacts(
      'w',
      new Map([
        ['t1', 6_000_000],
        ['t2', 6_000_000],
      ]),
      [5_990_000, 6_010_000, 6_500_000],
    );
    const facts: TournamentFacts = { ...NO_FACTS, completed };
    const under = picks({ selectedWinner: 'w', selectedBestTimeRunner: 't2', bestTimeGuessMs: 5_990_000 });
    expect(scorePickems({ picks: under, facts })).toEqual({
      points: 250,
      breakdown: { 'Overall winner': 100, 'Best time runner': 50, 'Closest time': 100 },
    });
    // The guess the same distance over also scores: ties all score.
    expect(scorePickems({ picks: picks({ bestTimeGuessMs: 6_010_000 }), facts }).points).toBe(100);
    expect(
      scorePickems({
        picks: picks({ bestTimeGuessMs: 6_500_000, selectedWinner: 'x', selectedBestTimeRunner: 'w' }),
        facts,
      }).points,
    ).toBe(0);
  });

  it('gives no winner points when the tournament has no winner', () => {
    const facts: TournamentFacts = { ...NO_FACTS, completed: buildCompletedFacts(null, new Map(), []) };
    expect(scorePickems({ picks: picks(), facts }).points).toBe(0);
  });

  const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e');
  const picksArb: fc.Arbitrary<PickemsPicks> = fc.record({
    selectedRunners: fc.array(ids, { maxLength: 5 }),
    ultraSelectedRunners: fc.array(ids, { maxLength: 3 }),
    selectedWinner: fc.option(ids, { nil: null }),
    selectedBestTimeRunner: fc.option(ids, { nil: null }),
    bestTimeGuessMs: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    roundPicks: fc.array(
      fc.record({ round: fc.constant('Round 1' as const), groupKey: fc.constantFrom('g1', 'g2', 'g3'), runnerId: ids }),
      { maxLength: 4 },
    ),
  });

  /** The facts as a list of events; any order of applying them must give the same points. */
  type Event =
    | { kind: 'group'; key: string; winner: string | null }
    | { kind: 'qualified'; id: string }
    | { kind: 'semis'; id: string }
    | { kind: 'best'; id: string; ms: number | null }
    | { kind: 'guess'; ms: number | null };
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    fc.record({ kind: fc.constant('qualified' as const), id: ids }),
    fc.record({ kind: fc.constant('semis' as const), id: ids }),
    fc.record({
      kind: fc.constant('best' as const),
      id: ids,
      ms: fc.option(fc.integer({ min: 5, max: 15 }), { nil: null }),
    }),
    fc.record({ kind: fc.constant('guess' as const), ms: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }) }),
  );
  const groupsArb = fc.uniqueArray(
    fc.record({
      kind: fc.constant('group' as const),
      key: fc.constantFrom('g1', 'g2', 'g3'),
      winner: fc.option(ids, { nil: null }),
    }),
    {
      selector: (e) => e.key,
    },
  );
  const bestArb = fc.uniqueArray(
    fc.record({
      kind: fc.constant('best' as const),
      id: ids,
      ms: fc.option(fc.integer({ min: 5, max: 15 }), { nil: null }),
    }),
    {
      selector: (e) => e.id,
    },
  );

  const buildFacts = (events: readonly Event[], winner: string | null): TournamentFacts => {
    const groupWinners = new Map<string, string | null>();
    const qualified = new Set<string>();
    const semis = new Set<string>();
    const best = new Map<string, number | null>();
    const guesses: (number | null)[] = [];
    for (const e of events) {
      if (e.kind === 'group') groupWinners.set(e.key, e.winner);
      else if (e.kind === 'qualified') qualified.add(e.id);
      else if (e.kind === 'semis') semis.add(e.id);
      else if (e.kind === 'best') best.set(e.id, e.ms);
      else guesses.push(e.ms);
    }
    return {
      groupWinners,
      qualifiedForPlayoffs: qualified,
      reachedSemifinals: semis,
      completed: buildCompletedFacts(winner, best, guesses),
    };
  };

  it('depends only on the final facts, not on the order they were built in; points = sum of breakdown', () => {
    const eventsArb = fc
      .tuple(
        groupsArb,
        bestArb,
        fc.array(
          eventArb.filter((e) => e.kind !== 'best'),
          { maxLength: 12 },
        ),
      )
      .map(([g, b, rest]) => [...g, ...b, ...rest] as Event[])
      .chain((events) =>
        fc.tuple(
          fc.constant(events),
          fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
        ),
      );
    fc.assert(
      fc.property(picksArb, eventsArb, fc.option(ids, { nil: null }), (p, [a, b], winner) => {
        const scoreA = scorePickems({ picks: p, facts: buildFacts(a, winner) });
        const scoreB = scorePickems({ picks: p, facts: buildFacts(b, winner) });
        expect(scoreB).toEqual(scoreA);
        expect(Object.values(scoreA.breakdown).reduce((sum, n) => sum + n, 0)).toBe(scoreA.points);
        for (const [source, n] of Object.entries(scoreA.breakdown)) {
          expect(PICKEMS_POINT_SOURCES).toContain(source);
          expect(n).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never scores a stage that has not been reached', () => {
    fc.assert(
      fc.property(picksArb, (p) => {
        const score = scorePickems({ picks: p, facts: { ...NO_FACTS, groupWinners: new Map([['g1', 'a']]) } });
        expect(Object.keys(score.breakdown).every((k) => k === 'Round picks')).toBe(true);
      }),
    );
  });
});
