import type { Reporter, TestRunEndReason } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Tests run in a random order within each file, always (here and in CI): every test builds the data it needs in
 * `beforeAll` or a fixture, so no test may lean on an earlier test's writes. The default reporter prints the seed
 * first ("Running tests with seed …"); this repeats it after a failed run, with the command that replays the order.
 */
const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : Date.now();

class SeedOnFailure implements Reporter {
  onTestRunEnd(_modules: unknown, _errors: unknown, reason: TestRunEndReason) {
    if (reason === 'failed') {
      console.log(
        `\nTests ran shuffled with seed ${String(seed)}; same order: TEST_SEED=${String(seed)} npx vitest run …`,
      );
    }
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    // A limit for hangs: opening a PGlite database took over 60 s when the 2-core machine was shared and loaded.
    hookTimeout: 180_000,
    // Each file opens its own database; two at a time fits the 2-core machine.
    maxWorkers: 2,
    sequence: { shuffle: { files: false, tests: true }, seed },
    reporters: ['default', new SeedOnFailure()],
    // An unexpected console.error fails the test that caused it (test/support/consoleErrors.ts).
    setupFiles: ['./test/support/consoleErrors.ts'],
  },
});
