/**
 * The group draw's random generator (rules §13), specified so anyone can recompute it by hand or in a browser
 * (docs/draw.md):
 *
 * - The seed is a text of 64 lowercase hexadecimal characters (256 random bits). Its published hash is
 *   `SHA-256(seed)` of the seed's text as UTF-8, in lowercase hexadecimal.
 * - A stream is named by a label (a bracket name, or `order`). Its k-th block (k = 0, 1, 2, ...) is
 *   `SHA-256("<seed>:<label>:<k>")`, 32 bytes read as 8 unsigned 32-bit big-endian integers; the stream is
 *   those integers in order: block 0's eight, then block 1's, and so on.
 * - `uniform(m)`, a fair whole number in 0..m-1: take the stream's next integer u; if
 *   u >= 2^32 - (2^32 mod m) throw it away and take the next one; otherwise answer u mod m. (Rejecting the top
 *   few values keeps every answer equally likely; it almost never happens for small m.)
 *
 * A pure-JS SHA-256 (@noble/hashes), not node:crypto: packages/core has no I/O and runs in the browser too.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A draw seed: 64 lowercase hexadecimal characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The published fingerprint of a seed: SHA-256 of its text (UTF-8), lowercase hex. */
export function hashSeed(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

const TWO_TO_32 = 2 ** 32;

/** The stream `label` of `seed`: 32-bit integers from SHA-256("<seed>:<label>:<k>"), k = 0, 1, 2, ... */
export class DrawStream {
  private block = 0;
  private words: number[] = [];

  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  /** The stream's next unsigned 32-bit integer. */
  next(): number {
    if (this.words.length === 0) {
      const digest = sha256(utf8ToBytes(`${this.seed}:${this.label}:${String(this.block)}`));
      this.block += 1;
      const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      this.words = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false));
    }
    // Eight words per block, read first to last.
    return this.words.shift() as number;
  }

  /** A whole number in 0..m-1, every value equally likely (rejection sampling, see the file header). */
  uniform(m: number): number {
    if (!Number.isInteger(m) || m < 1 || m > TWO_TO_32) throw new RangeError(`uniform(${String(m)})`);
    const limit = TWO_TO_32 - (TWO_TO_32 % m);
    for (;;) {
      const u = this.next();
      if (u < limit) return u % m;
    }
  }
}

/**
 * Round 1's default seeding order (rules §13): the runners' ids sorted ascending (code units), then shuffled by
 * Fisher-Yates on the stream `order`: for i from the last position down to 1, j = uniform(i + 1), swap i and j.
 */
export function shuffledOrder(ids: readonly string[], seed: string): string[] {
  const list = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const stream = new DrawStream(seed, 'order');
  for (let i = list.length - 1; i >= 1; i--) {
    const j = stream.uniform(i + 1);
    const held = list[i] as string;
    list[i] = list[j] as string;
    list[j] = held;
  }
  return list;
}
