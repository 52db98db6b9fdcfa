import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePickemsFacts, hasRoundEnded, type FactsRace, type PickemsFactsInput } from './pickemsFacts.ts';
import type { PlacedInput } from './results.ts';
import { ROUNDS, type Round, type TournamentStage } from './rounds.ts';

const finished = (racer: string, finishTimeMs: number): PlacedInput => ({
  racer,
  status: 'Finished',
  finishTimeMs,
  dnfOrder: null,
});
const dnf = (racer: string, dnfOrder: number): PlacedInput => ({ racer, status: 'DNF', finishTimeMs: 0, dnfOrder });

const race = (round: Round, groupKey: string | null, results: PlacedInput[]): FactsRace => ({
  round,
  groupKey,
  bracket: round === 'Round 1' ? 'Normal' : 'Playoffs',
  results,
});

const input = (overrides: Partial<PickemsFactsInput>): PickemsFactsInput => ({
  stage: 'Round 1',
  completedRaces: [],
  playoffGroupMembers: [],
  playoffsBracket: [],
  bestTimeGuesses: [],
  ...overrides,
});

describe('hasRoundEnded', () => {
  it('is true only for rounds before the current stage', () => {
    expect(hasRoundEnded('Round 3', 'Round 3')).toBe(false);
    expect(hasRoundEnded('Quarterfinals', 'Round 3')).toBe(true);
    expect(hasRoundEnded('completed', 'Final')).toBe(true);
    expect(hasRoundEnded('Final', 'Final')).toBe(false);
  });
});

describe('derivePickemsFacts', () => {
  it('gives each group the winner of its race, or null when nobody finished', () => {
    const facts = derivePickemsFacts(
      input({
        completedRaces: [
          race('Round 1', 'g1', [finished('a', 7_000_000), finished('b', 6_900_000), dnf('c', 1)]),
          race('Round 1', 'g2', [dnf('d', 2), dnf('e', 1)]),
          race('Round 1', null, [finished('f', 1)]),
        ],
      }),
    );
    expect(facts.groupWinners).toEqual(
      new Map([
        ['g1', 'b'],
        ['g2', null],
      ]),
    );
    expect(facts.qualifiedForPlayoffs).toBeNull();
    expect(facts.reachedSemifinals).toBeNull();
    expect(facts.completed).toBeNull();
  });

  it('knows the qualified runners once Round 3 ended: the Playoffs bracket and the playoff participants', () => {
    const during = derivePickemsFacts(input({ stage: 'Round 3', playoffsBracket: ['a'] }));
    expect(during.qualifiedForPlayoffs).toBeNull();
    const after = derivePickemsFacts(
      input({
        stage: 'Semifinals',
        playoffsBracket: ['a'],
        playoffGroupMembers: [
          { round: 'Quarterfinals', runnerId: 'a' },
          { round: 'Quarterfinals', runnerId: 'b' },
          { round: 'Semifinals', runnerId: 'a' },
        ],
        completedRaces: [race('Quarterfinals', 'q1', [finished('a', 1), finished('b', 2), finished('c', 3)])],
      }),
    );
    expect(after.qualifiedForPlayoffs).toEqual(new Set(['a', 'b', 'c']));
    expect(after.reachedSemifinals).toEqual(new Set(['a']));
  });

  it('gives gold, every best-time holder and the closest distance once the tournament is completed', () => {
    const races = [
      race('Round 1', 'g1', [finished('a', 6_500_000), finished('b', 6_600_000)]),
      race('Round 2', 'g2', [finished('b', 6_500_000), finished('c', 6_700_000)]),
      race('Final', 'f', [dnf('c', 1), dnf('a', 2)]),
    ];
    expect(derivePickemsFacts(input({ stage: 'Final', completedRaces: races })).completed).toBeNull();
    const facts = derivePickemsFacts(
      input({ stage: 'completed', completedRaces: races, bestTimeGuesses: [6_400_000, null, 6_520_000] }),
    );
    expect(facts.completed).toEqual({
      winner: 'c',
      bestTimeRunners: new Set(['a', 'b']),
      bestTimeMs: 6_500_000,
      closestGuessDistanceMs: 20_000,
    });
  });
});

describe('derivePickemsFacts properties', () => {
  const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
  const result = fc.oneof(
    fc.record({
      racer: ids,
      status: fc.constant('Finished' as const),
      finishTimeMs: fc.integer({ min: 1, max: 10_000 }),
      dnfOrder: fc.constant(null),
    }),
    fc.record({
      racer: ids,
      status: fc.constant('DNF' as const),
      finishTimeMs: fc.constant(0),
      dnfOrder: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      racer: ids,
      status: fc.constantFrom('DNS' as const, 'DQ' as const),
      finishTimeMs: fc.constant(0),
      dnfOrder: fc.constant(null),
    }),
  );
  const round = fc.constantFrom(...ROUNDS);
  const factsRace = fc.record({
    round,
    groupKey: fc.option(fc.constantFrom('g1', 'g2', 'g3', 'g4')),
    bracket: fc.constantFrom('Normal' as const, 'Ascension' as const, 'Playoffs' as const, null),
    results: fc.uniqueArray(result, { minLength: 1, maxLength: 3, selector: (r) => r.racer }),
  });
  const stage = fc.constantFrom<TournamentStage>(...ROUNDS, 'completed');
  const arbitraryInput = fc.record({
    stage,
    completedRaces: fc.array(factsRace, { maxLength: 8 }),
    playoffGroupMembers: fc.array(fc.record({ round, runnerId: ids }), { maxLength: 6 }),
    playoffsBracket: fc.array(ids, { maxLength: 4 }),
    bestTimeGuesses: fc.array(fc.option(fc.integer({ min: 1, max: 10_000 })), { maxLength: 5 }),
  });

  it('is idempotent: listing a race or a member twice, or in another order, changes nothing', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.nat(), (facts, seed) => {
        const shuffle = <T>(list: readonly T[]): T[] =>
          list
            .map((item, index) => ({ item, key: (index * 7919 + seed) % 104_729 }))
            .sort((x, y) => x.key - y.key)
            .map((x) => x.item);
        const doubled: PickemsFactsInput = {
          ...facts,
          completedRaces: shuffle([...facts.completedRaces, ...facts.completedRaces]),
          playoffGroupMembers: shuffle([...facts.playoffGroupMembers, ...facts.playoffGroupMembers]),
          playoffsBracket: shuffle([...facts.playoffsBracket, ...facts.playoffsBracket]),
        };
        expect(derivePickemsFacts(doubled)).toEqual(derivePickemsFacts(facts));
      }),
    );
  });

  it('only knows a stage once it is reached, and every semifinalist also qualified', () => {
    fc.assert(
      fc.property(arbitraryInput, (raw) => {
        const facts = derivePickemsFacts(raw);
        expect(facts.qualifiedForPlayoffs === null).toBe(!hasRoundEnded(raw.stage, 'Round 3'));
        expect(facts.reachedSemifinals === null).toBe(!hasRoundEnded(raw.stage, 'Quarterfinals'));
        expect(facts.completed === null).toBe(raw.stage !== 'completed');
        for (const id of facts.reachedSemifinals ?? []) expect(facts.qualifiedForPlayoffs?.has(id)).toBe(true);
      }),
    );
  });
});
