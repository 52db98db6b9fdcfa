import { describe, expect, it } from 'vitest';
import { buildDraw } from '../../test/builders';
import { verifyDraw } from './drawVerify';

// docs/draw.md §4: seed 5eed… , Normal bracket Ash, Brock, Misty, Gary, Erika, Koga, Sabrina; Ash and Gary raced.
const [ash, brock, misty, gary, erika, koga, sabrina] = ['ash', 'brock', 'misty', 'gary', 'erika', 'koga', 'sabrina'];
const worked = () =>
  buildDraw(
    [
      [ash, erika, sabrina],
      [brock, gary],
      [misty, koga],
    ] as string[][],
    {
      order: [{ bracket: 'Normal', runners: [ash, brock, misty, gary, erika, koga, sabrina] as string[] }],
      pastPairings: [[ash, gary]],
    },
  );

describe('verifyDraw', () => {
  it('matches the worked example of docs/draw.md: the hash and every group', () => {
    expect(verifyDraw(worked())).toEqual({ outcome: 'matches' });
  });

  it('says a hand-edited draw was edited, and lists the groups that differ from the recomputed draw', () => {
    const draw = worked();
    const edited = {
      ...draw,
      edited: true,
      groups: [
        { bracket: 'Normal' as const, members: [ash, koga, sabrina] as string[] },
        draw.groups[1] ?? { bracket: 'Normal' as const, members: [] },
        { bracket: 'Normal' as const, members: [misty, erika] as string[] },
      ],
    };
    const result = verifyDraw(edited);
    expect(result).toMatchObject({ outcome: 'differs', edited: true });
    expect(result.outcome === 'differs' ? result.differences.map((d) => d.number) : []).toEqual([1, 3]);
    expect(result.outcome === 'differs' ? result.differences[0] : null).toEqual({
      number: 1,
      recomputed: { bracket: 'Normal', members: [ash, erika, sabrina] },
      published: { bracket: 'Normal', members: [ash, koga, sabrina] },
    });
  });

  it('calls other groups a mismatch when the draw is not marked edited', () => {
    const draw = worked();
    const swapped = {
      ...draw,
      groups: [draw.groups[1], draw.groups[0], draw.groups[2]].flatMap((g) => (g ? [g] : [])),
    };
    expect(verifyDraw(swapped)).toMatchObject({ outcome: 'differs', edited: false });
  });

  it('refuses a seed that does not have the published hash, and a draw without its seed', () => {
    const draw = worked();
    expect(verifyDraw({ ...draw, seed: 'a'.repeat(64) })).toMatchObject({ outcome: 'hash-mismatch' });
    expect(verifyDraw({ ...draw, seed: null })).toEqual({ outcome: 'no-seed' });
    expect(verifyDraw({ ...draw, seed: 'not a seed' })).toEqual({ outcome: 'no-seed' });
  });
});
