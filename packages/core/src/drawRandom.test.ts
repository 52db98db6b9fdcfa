import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DrawStream, SEED_PATTERN, hashSeed, shuffledOrder } from './drawRandom.ts';

const SEED = '0f'.repeat(32);

/** SHA-256 by Web Crypto, as a reader's browser computes it (an implementation independent of @noble/hashes). */
async function webSha256(text: string): Promise<DataView> {
  return new DataView(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The stream as docs/draw.md defines it, computed with Web Crypto. */
async function referenceWords(seed: string, label: string, count: number): Promise<number[]> {
  const words: number[] = [];
  for (let block = 0; words.length < count; block++) {
    const digest = await webSha256(`${seed}:${label}:${String(block)}`);
    for (let i = 0; i < 8; i++) words.push(digest.getUint32(i * 4, false));
  }
  return words.slice(0, count);
}

const hex = (view: DataView) =>
  Array.from(new Uint8Array(view.buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A stream that answers the given integers first (to reach the rejection branch on purpose). */
class ScriptedStream extends DrawStream {
  constructor(private readonly script: number[]) {
    super(SEED, 'test');
  }
  override next(): number {
    return this.script.shift() ?? 0;
  }
}

describe('the draw generator', () => {
  it('hashes the seed text with SHA-256 (a published test vector, and Web Crypto agrees)', async () => {
    expect(hashSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSeed(SEED)).toBe(hex(await webSha256(SEED)));
    expect(SEED_PATTERN.test(SEED)).toBe(true);
    expect(SEED_PATTERN.test(SEED.toUpperCase())).toBe(false);
  });

  it('streams the 32-bit big-endian words of SHA-256("<seed>:<label>:<k>"), eight per block', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.constantFrom('Normal', 'Ascension', 'order'),
        async (seed, label) => {
          const stream = new DrawStream(seed, label);
          const words = Array.from({ length: 20 }, () => stream.next());
          expect(words).toEqual(await referenceWords(seed, label, 20));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('answers u mod m, throwing away u >= 2^32 - (2^32 mod m)', () => {
    // 2^32 mod 3 = 1: the single value 2^32 - 1 is thrown away.
    expect(new ScriptedStream([2 ** 32 - 1, 7]).uniform(3)).toBe(1);
    expect(new ScriptedStream([2 ** 32 - 2]).uniform(3)).toBe((2 ** 32 - 2) % 3);
    // 2^32 mod 5 = 1 as well; 2^32 mod 2 = 0 rejects nothing.
    expect(new ScriptedStream([2 ** 32 - 1]).uniform(2)).toBe(1);
    expect(new ScriptedStream([2 ** 32 - 1, 12]).uniform(5)).toBe(2);
    expect(new ScriptedStream([123]).uniform(1)).toBe(0);
    expect(() => new DrawStream(SEED, 'x').uniform(0)).toThrow(RangeError);
  });

  it('shuffles Round 1 by Fisher-Yates over the ids sorted ascending: a permutation, fixed by the seed', async () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 40 }), (ids) => {
        const shuffled = shuffledOrder(ids, SEED);
        expect([...shuffled].sort()).toEqual([...ids].sort());
        expect(shuffledOrder([...ids].reverse(), SEED)).toEqual(shuffled);
      }),
      { numRuns: 30 },
    );
    // Worked by hand in docs/draw.md from the reference words.
    const words = await referenceWords(SEED, 'order', 2);
    const list = ['a', 'b', 'c'];
    const j2 = (words[0] as number) % 3;
    [list[2], list[j2]] = [list[j2] as string, list[2] as string];
    const j1 = (words[1] as number) % 2;
    [list[1], list[j1]] = [list[j1] as string, list[1] as string];
    expect(shuffledOrder(['c', 'a', 'b'], SEED)).toEqual(list);
  });
});
