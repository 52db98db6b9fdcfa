import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countRepeats,
  drawGroups,
  drawProblem,
  editedGroupsProblem,
  potsOf,
  type DrawnGroup,
  type Pairing,
  type SeededBracket,
} from './draw.ts';
import { DrawStream, hashSeed } from './drawRandom.ts';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
const SEED = '0f'.repeat(32);

const runnerIds = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

/** Seeded brackets of 2..max runners each (a bracket of one cannot be drawn), with random earlier pairings. */
const drawInputArb = (maxPerBracket: number) =>
  fc
    .record({
      seed: seedArb,
      normal: fc.integer({ min: 2, max: maxPerBracket }),
      ascension: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: maxPerBracket })),
      density: fc.double({ min: 0, max: 0.6, noNaN: true }),
      pairSeed: fc.integer(),
    })
    .map(({ seed, normal, ascension, density, pairSeed }) => {
      const order: SeededBracket[] = [{ bracket: 'Normal', runners: runnerIds('n', normal) }];
      if (ascension > 0) order.push({ bracket: 'Ascension', runners: runnerIds('a', ascension) });
      const everyone = order.flatMap((b) => b.runners);
      const pairings: Pairing[] = [];
      let state = pairSeed >>> 0;
      for (let i = 0; i < everyone.length; i++)
        for (let j = i + 1; j < everyone.length; j++) {
          state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
          if (state / 2 ** 32 < density) pairings.push([everyone[i] as string, everyone[j] as string]);
        }
      return { seed, order, pairings };
    });

/** Every permutation of `items`. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The fewest repeats of any valid draw of one bracket: pot 1 heads groups in order, pots 2 and 3 in any order. */
function bruteForceFewestRepeats(runners: readonly string[], pairings: readonly Pairing[]): number {
  const [pot1, pot2, pot3] = potsOf(runners);
  let best = Infinity;
  for (const second of permutations(pot2))
    for (const third of permutations(pot3)) {
      const groups = pot1.map((head, j) => ({
        members: [head, second[j] as string, ...(j < third.length ? [third[j] as string] : [])],
      }));
      best = Math.min(best, countRepeats(groups, pairings));
    }
  return best;
}

/**
 * docs/draw.md step by step, for one bracket, deciding "the draw can still finish with T repeats" by trying
 * every valid draw: the reference the real (searching) implementation must match exactly.
 */
function referenceDraw(seed: string, bracket: SeededBracket, pairings: readonly Pairing[]): string[][] {
  const [pot1, pot2, pot3] = potsOf(bracket.runners);
  const everyDraw = permutations(pot2).flatMap((second) => permutations(pot3).map((third) => [...second, ...third]));
  const groupsOfSlots = (slots: readonly string[]) =>
    pot1.map((head, j) => [head, slots[j] as string, ...(j < pot3.length ? [slots[pot1.length + j] as string] : [])]);
  const cost = (slots: readonly string[]) =>
    countRepeats(
      groupsOfSlots(slots).map((members) => ({ members })),
      pairings,
    );
  const target = Math.min(...everyDraw.map(cost));
  const stream = new DrawStream(seed, bracket.bracket);
  const drawn: string[] = [];
  for (let slot = 0; slot < pot2.length + pot3.length; slot++) {
    const pot = slot < pot2.length ? pot2 : pot3;
    const candidates = pot.filter((id) => !drawn.includes(id));
    for (;;) {
      const index = stream.uniform(candidates.length);
      const pick = candidates[index] as string;
      const prefix = [...drawn, pick];
      if (everyDraw.some((full) => prefix.every((id, i) => full[i] === id) && cost(full) <= target)) {
        drawn.push(pick);
        break;
      }
      candidates.splice(index, 1);
    }
  }
  return groupsOfSlots(drawn);
}

const groupsOf = (groups: readonly DrawnGroup[], bracket: string) => groups.filter((g) => g.bracket === bracket);

describe('drawGroups', () => {
  it('places every runner exactly once, and no one else', () => {
    fc.assert(
      fc.property(drawInputArb(60), ({ seed, order, pairings }) => {
        const placed = drawGroups(seed, order, pairings).groups.flatMap((g) => g.members);
        expect([...placed].sort()).toEqual(order.flatMap((b) => b.runners).sort());
      }),
      { numRuns: 60 },
    );
  });

  it('gives group j pot 1 runner j, one pot-2 runner, and a pot-3 runner for all but the last 3g - n groups', () => {
    fc.assert(
      fc.property(drawInputArb(60), ({ seed, order, pairings }) => {
        const { groups } = drawGroups(seed, order, pairings);
        for (const { bracket, runners } of order) {
          const mine = groupsOf(groups, bracket);
          const [pot1, pot2, pot3] = potsOf(runners);
          const g = Math.ceil(runners.length / 3);
          expect(mine).toHaveLength(g);
          expect(pot1).toHaveLength(g);
          expect(pot2).toHaveLength(g);
          expect(pot3).toHaveLength(runners.length - 2 * g);
          mine.forEach((group, j) => {
            expect(group.members[0]).toBe(pot1[j]);
            expect(pot2).toContain(group.members[1]);
            // Groups of 2 only when n is not a multiple of 3, and only the last ones.
            const size = j < pot3.length ? 3 : 2;
            expect(group.members).toHaveLength(size);
            if (size === 3) expect(pot3).toContain(group.members[2]);
          });
          if (runners.length % 3 === 0) expect(mine.every((group) => group.members.length === 3)).toBe(true);
        }
        // Brackets in the order given.
        expect([...new Set(groups.map((g) => g.bracket))]).toEqual(order.map((b) => b.bracket));
      }),
      { numRuns: 60 },
    );
  });

  it('is a function of (seeded lists, seed, pairings): the same input gives the same groups', () => {
    fc.assert(
      fc.property(drawInputArb(40), ({ seed, order, pairings }) => {
        const first = drawGroups(seed, order, pairings);
        const again = drawGroups(seed, structuredClone(order), [...pairings].reverse());
        expect(again).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves exactly as few repeats as the best of all valid draws (brute force on small brackets)', () => {
    fc.assert(
      fc.property(drawInputArb(12), ({ seed, order, pairings }) => {
        const { groups } = drawGroups(seed, order, pairings);
        for (const { bracket, runners } of order)
          expect(countRepeats(groupsOf(groups, bracket), pairings)).toBe(bruteForceFewestRepeats(runners, pairings));
      }),
      { numRuns: 150 },
    );
  });

  it('follows the documented steps exactly (a reference draw deciding "can still finish" by brute force)', () => {
    fc.assert(
      fc.property(drawInputArb(12), ({ seed, order, pairings }) => {
        const { groups } = drawGroups(seed, order, pairings);
        for (const bracket of order)
          expect(groupsOf(groups, bracket.bracket).map((g) => g.members)).toEqual(
            referenceDraw(seed, bracket, pairings),
          );
      }),
      { numRuns: 150 },
    );
  });

  it('counts repeats as the pairs of group members who already raced each other', () => {
    fc.assert(
      fc.property(drawInputArb(30), ({ seed, order, pairings }) => {
        const { groups, repeats } = drawGroups(seed, order, pairings);
        const raced = (a: string, b: string) => pairings.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
        let expected = 0;
        for (const { members } of groups)
          for (let i = 0; i < members.length; i++)
            for (let j = i + 1; j < members.length; j++)
              if (raced(members[i] as string, members[j] as string)) expected += 1;
        expect(repeats).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('avoids every repeat of a realistic Round 2 (1,000 runners after one round of groups)', () => {
    const runners = runnerIds('r', 1000);
    const pairings: Pairing[] = [];
    // Round 1 groups of three consecutive runners by a stride, so seed neighbours never raced.
    const shuffled = runners.map((_, i) => runners[(i * 37) % 1000] as string);
    for (let i = 0; i + 2 < 1000; i += 3) {
      const [a, b, c] = shuffled.slice(i, i + 3) as [string, string, string];
      pairings.push([a, b], [a, c], [b, c]);
    }
    const { groups, repeats } = drawGroups(SEED, [{ bracket: 'Normal', runners }], pairings);
    expect(groups).toHaveLength(334);
    expect(repeats).toBe(0);
  });

  it('spreads the pot-2 runners evenly over group 1 across seeds (a fair generator)', () => {
    const order: SeededBracket[] = [{ bracket: 'Normal', runners: runnerIds('n', 9) }];
    const counts = new Map<string, number>();
    for (let k = 0; k < 300; k++) {
      const seed = k.toString(16).padStart(64, '0');
      const second = drawGroups(seed, order, []).groups[0]?.members[1] ?? '';
      counts.set(second, (counts.get(second) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['n003', 'n004', 'n005']);
    for (const count of counts.values()) expect(count).toBeGreaterThan(65);
  });

  it('gives the worked example of docs/draw.md', () => {
    const seed = '5eed'.repeat(16);
    expect(hashSeed(seed)).toBe('9619e2c3275e1e8be9ca29f0d7e0668cfdc675efcac99dbfa3ed48872c69809f');
    const stream = new DrawStream(seed, 'Normal');
    expect(Array.from({ length: 5 }, () => stream.next())).toEqual([
      1085306091, 2139593872, 1633175518, 2439290832, 4227854787,
    ]);
    const runners = ['Ash', 'Brock', 'Misty', 'Gary', 'Erika', 'Koga', 'Sabrina'];
    expect(drawGroups(seed, [{ bracket: 'Normal', runners }], [['Ash', 'Gary']])).toEqual({
      groups: [
        { bracket: 'Normal', members: ['Ash', 'Erika', 'Sabrina'] },
        { bracket: 'Normal', members: ['Brock', 'Gary'] },
        { bracket: 'Normal', members: ['Misty', 'Koga'] },
      ],
      repeats: 0,
    });
  });

  it('keeps a repeat only when no valid draw avoids it', () => {
    // a raced every pot-2 runner (d, e, f): group 1, headed by a, cannot avoid one repeat.
    const order: SeededBracket[] = [{ bracket: 'Normal', runners: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }];
    const result = drawGroups(SEED, order, [
      ['a', 'd'],
      ['a', 'e'],
      ['a', 'f'],
      ['b', 'd'],
    ]);
    expect(result.repeats).toBe(1);
    expect(result.groups.find((g) => g.members[0] === 'b')?.members).not.toContain('d');
  });
});

describe('drawProblem', () => {
  it('refuses a bracket of one runner, a runner listed twice and a bracket listed twice', () => {
    expect(drawProblem([{ bracket: 'Exhibition', runners: ['x'] }], () => 'Xavier')).toBe(
      'The Exhibition bracket has only one runner (Xavier): a group needs at least 2.',
    );
    expect(drawProblem([{ bracket: 'Normal', runners: ['x', 'y', 'x'] }])).toBe('x is listed twice.');
    expect(
      drawProblem([
        { bracket: 'Normal', runners: ['x', 'y'] },
        { bracket: 'Normal', runners: ['z', 'w'] },
      ]),
    ).toBe('The Normal bracket is listed twice.');
    expect(drawProblem([{ bracket: 'Normal', runners: [] }])).toBeNull();
    expect(() => drawGroups(SEED, [{ bracket: 'Normal', runners: ['x'] }], [])).toThrow(/only one runner/);
  });
});

describe('editedGroupsProblem', () => {
  const order: SeededBracket[] = [
    { bracket: 'Normal', runners: ['a', 'b', 'c', 'd', 'e'] },
    { bracket: 'Ascension', runners: ['x', 'y'] },
  ];
  const first: DrawnGroup = { bracket: 'Normal', members: ['a', 'e', 'c'] };
  const ascension: DrawnGroup = { bracket: 'Ascension', members: ['y', 'x'] };
  const good: DrawnGroup[] = [first, { bracket: 'Normal', members: ['b', 'd'] }, ascension];
  const name = (id: string) => id.toUpperCase();

  it('accepts any grouping of 2 or 3 that places every drawn runner exactly once in their bracket', () => {
    expect(editedGroupsProblem(order, good, name)).toBeNull();
  });

  it('names the problem otherwise', () => {
    const cases: [DrawnGroup[], string][] = [
      [[first, { bracket: 'Normal', members: ['b', 'd', 'a'] }, ascension], 'A is placed twice'],
      [[first, { bracket: 'Normal', members: ['b'] }, ascension], 'Group 2 has 1 runners'],
      [[first, ascension], 'B is in no group'],
      [[first, { bracket: 'Normal', members: ['b', 'd', 'z'] }, ascension], 'Z is not drawn'],
      [
        [first, { bracket: 'Normal', members: ['b', 'd', 'x'] }, { bracket: 'Ascension', members: ['y'] }],
        'X is in the Ascension bracket',
      ],
    ];
    for (const [groups, message] of cases) expect(editedGroupsProblem(order, groups, name)).toContain(message);
  });
});
