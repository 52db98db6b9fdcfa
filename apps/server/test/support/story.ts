/**
 * World-building that several tests of a file share, for tournaments that only move forward (rounds end, results
 * are recorded), so that every test passes alone (`-t`) and in any order (the suite is shuffled, see
 * vitest.config.ts) without leaning on another test having run.
 *
 * `story()` gives two makers. A `step` runs once, after every step and chapter declared before it, whichever test
 * asks for it first, and keeps what it returned (typically what the API answered at that moment): tests await the
 * step they need and assert on its result. A `chapter` is a test whose body is such a step: run alone, it first
 * plays the earlier chapters (their assertions included: a failure there is reported by whichever test ran it
 * first). Tests outside the story must not write what a later step reads.
 */
import { it } from 'vitest';

/** A chapter may have to play the whole story before it: this much time per step declared so far. */
const STEP_TIMEOUT_MS = 30_000;

export function story() {
  let previous: () => Promise<unknown> = () => Promise.resolve();
  let count = 0;
  function step<T>(build: () => Promise<T>): () => Promise<T> {
    const before = previous;
    let result: Promise<T> | undefined;
    const run = () => (result ??= before().then(build));
    previous = run;
    count += 1;
    return run;
  }
  function chapter(name: string, body: () => Promise<void>): void {
    const run = step(body);
    it(name, () => run(), count * STEP_TIMEOUT_MS);
  }
  return { step, chapter };
}
