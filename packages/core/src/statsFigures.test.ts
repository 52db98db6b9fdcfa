import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gapsToFastest, pickShare } from './statsFigures.ts';

describe('gapsToFastest', () => {
  it('measures every time from the fastest, which gets 0', () => {
    expect(gapsToFastest([6_900_000, 7_000_001, 6_950_000])).toEqual([0, 100_001, 50_000]);
    expect(gapsToFastest([7_000_000, 6_900_000])).toEqual([100_000, 0]);
    expect(gapsToFastest([])).toEqual([]);
  });

  it('never gives a negative gap and always one 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 18_000_000 }), { minLength: 1 }), (times) => {
        const gaps = gapsToFastest(times);
        expect(gaps.every((gap) => gap >= 0)).toBe(true);
        expect(gaps).toContain(0);
      }),
    );
  });
});

describe('pickShare', () => {
  it('is the rounded percentage of players who picked', () => {
    expect(pickShare(12, 20)).toBe(60);
    expect(pickShare(1, 3)).toBe(33);
    expect(pickShare(2, 3)).toBe(67);
    expect(pickShare(1, 8)).toBe(13);
    expect(pickShare(3, 3)).toBe(100);
  });

  it('gives 0 without players or picks and never more than 100', () => {
    expect(pickShare(0, 10)).toBe(0);
    expect(pickShare(4, 0)).toBe(0);
    expect(pickShare(5, 4)).toBe(100);
  });
});
