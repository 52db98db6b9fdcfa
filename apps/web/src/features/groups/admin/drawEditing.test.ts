import type { DrawnGroup, SeededBracket } from '@pokered/core/draw';
import { describe, expect, it } from 'vitest';
import { checkPlacement, parseOrder, repeatedPairs, swapSeats } from './drawEditing';

const order: SeededBracket[] = [
  { bracket: 'Normal', runners: ['a', 'b', 'c', 'd', 'e'] },
  { bracket: 'Ascension', runners: ['x', 'y'] },
];
const groups: DrawnGroup[] = [
  { bracket: 'Normal', members: ['a', 'c', 'e'] },
  { bracket: 'Normal', members: ['b', 'd'] },
  { bracket: 'Ascension', members: ['x', 'y'] },
];
const nameOf = (id: string) => id.toUpperCase();

describe('swapSeats', () => {
  it('exchanges two runners of two groups, keeping each one’s position', () => {
    expect(swapSeats(groups, { group: 0, position: 2 }, { group: 1, position: 0 })).toEqual([
      { bracket: 'Normal', members: ['a', 'c', 'b'] },
      { bracket: 'Normal', members: ['e', 'd'] },
      groups[2],
    ]);
  });

  it('changes nothing for two seats of one group or an empty seat, and never changes its input', () => {
    const before = JSON.stringify(groups);
    expect(swapSeats(groups, { group: 0, position: 0 }, { group: 0, position: 1 })).toEqual(groups);
    expect(swapSeats(groups, { group: 1, position: 2 }, { group: 0, position: 0 })).toEqual(groups);
    expect(JSON.stringify(groups)).toBe(before);
  });
});

describe('checkPlacement', () => {
  it('says in words that every runner is placed once', () => {
    expect(checkPlacement(order, groups, nameOf)).toEqual({
      ok: true,
      message:
        'Every one of the 7 drawn runners is placed exactly once, in 3 groups of 2 or 3 runners of their own bracket.',
    });
  });

  it('names a runner placed in another bracket’s group after a swap across brackets', () => {
    const crossed = swapSeats(groups, { group: 1, position: 1 }, { group: 2, position: 1 });
    expect(checkPlacement(order, crossed, nameOf)).toEqual({
      ok: false,
      message: 'Group 2 is in the Normal bracket, but Y is in the Ascension bracket.',
    });
  });

  it('names a runner placed twice, one left out, and a group of the wrong size', () => {
    const twice = [
      { bracket: 'Normal' as const, members: ['a', 'c', 'e'] },
      { bracket: 'Normal' as const, members: ['b', 'a'] },
      groups[2] as DrawnGroup,
    ];
    expect(checkPlacement(order, twice, nameOf).message).toBe(
      'A is placed twice: every runner must be in exactly one group.',
    );
    const missing = [groups[0] as DrawnGroup, groups[2] as DrawnGroup];
    expect(checkPlacement(order, missing, nameOf).message).toBe(
      'B is in no group: every runner must be in exactly one group.',
    );
    const big = [{ bracket: 'Normal' as const, members: ['a', 'b', 'c', 'd'] }];
    expect(checkPlacement(order, big, nameOf)).toMatchObject({
      ok: false,
      message: 'Group 1 has 4 runners: a group needs 2 or 3.',
    });
  });
});

describe('repeatedPairs', () => {
  it('lists the pairs of a group who raced before, in either order', () => {
    expect(
      repeatedPairs(groups, [
        ['e', 'a'],
        ['b', 'x'],
        ['y', 'x'],
      ]),
    ).toEqual([
      { group: 0, pair: ['a', 'e'] },
      { group: 2, pair: ['x', 'y'] },
    ]);
    expect(repeatedPairs(groups, [])).toEqual([]);
  });
});

describe('parseOrder', () => {
  const runners = [
    { _id: '1', displayName: 'Ash Ketchum', discordUsername: 'ash' },
    { _id: '2', displayName: 'Misty', discordUsername: 'misty_w' },
  ];

  it('reads one runner a line by display name or username, in any case, skipping blank lines', () => {
    expect(parseOrder('MISTY_W\n\n  ash ketchum \n', runners)).toEqual({ ids: ['2', '1'], unknown: [] });
  });

  it('reports the names it does not know', () => {
    expect(parseOrder('ash\nBrock\n', runners)).toEqual({ ids: ['1'], unknown: ['Brock'] });
  });
});
