import { describe, expect, it } from 'vitest';
import type { Bracket } from './brackets.ts';
import { drawBrackets, givenOrderProblem, seededBrackets } from './drawSeeding.ts';

describe('who a draw takes, in what order', () => {
  it('draws Normal, Ascension and Exhibition apart in Swiss rounds, Playoffs after', () => {
    expect(drawBrackets('Round 1')).toEqual(['Normal', 'Ascension', 'Exhibition']);
    expect(drawBrackets('Round 3')).toEqual(['Normal', 'Ascension', 'Exhibition']);
    expect(drawBrackets('Quarterfinals')).toEqual(['Playoffs']);
    expect(drawBrackets('Final')).toEqual(['Playoffs']);
  });

  it('splits the seeded order by bracket, keeping its order and leaving out empty brackets and others', () => {
    const brackets: Record<string, Bracket | null> = {
      a: 'Ascension',
      b: 'Normal',
      c: 'Ascension',
      d: null,
      e: 'Normal',
    };
    const bracketOf = (id: string) => brackets[id] ?? null;
    expect(seededBrackets('Round 2', ['a', 'b', 'c', 'd', 'e'], bracketOf)).toEqual([
      { bracket: 'Normal', runners: ['b', 'e'] },
      { bracket: 'Ascension', runners: ['a', 'c'] },
    ]);
    expect(seededBrackets('Semifinals', ['a', 'b'], bracketOf)).toEqual([]);
  });

  it('names what is wrong with a Round 1 order the admin gave', () => {
    const names: Record<string, string> = { x: 'Xena', y: 'Yuri', z: 'Zoe', c: 'Commentator' };
    const nameOf = (id: string) => names[id];
    const drawn = ['x', 'y', 'z'];
    expect(givenOrderProblem(['z', 'x', 'y'], drawn, nameOf)).toBeNull();
    expect(givenOrderProblem(['z', 'x', 'x', 'y'], drawn, nameOf)).toBe('The order lists Xena twice.');
    expect(givenOrderProblem(['z', 'x'], drawn, nameOf)).toBe(
      'The order leaves out Yuri: list every runner of the round once.',
    );
    expect(givenOrderProblem(['z', 'x', 'y', 'c'], drawn, nameOf)).toBe(
      'The order names Commentator, who is not drawn in this round.',
    );
    expect(givenOrderProblem(['q'], drawn, nameOf)).toBe('The order names q, who is not a runner.');
  });
});
