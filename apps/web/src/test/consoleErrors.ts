/**
 * Loaded by setup.ts: a console.error during a test fails that test, as in Epic Stack's test setup (React's
 * warnings, a failed query logged by a component, an act() warning: all are defects hidden in the output).
 * An error printed and ignored is a defect hidden in the output; a test that means to cause one says so with
 * `expectConsoleError()`, which also silences it and returns the spy to assert on.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

const print = console.error.bind(console);
let spy: MockInstance<typeof console.error> | null = null;
let calls: unknown[][] = [];
let expected = false;

beforeEach(() => {
  calls = [];
  expected = false;
  // Kept here rather than read from the spy: a config that restores mocks may reset it before afterEach runs.
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
    if (!expected) print(...args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = null;
  if (calls.length > 0 && !expected) {
    const messages = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(
      `console.error was called during this test (call expectConsoleError() if it should be):\n${messages}`,
    );
  }
});

/** Declares that this test prints errors on purpose: they are kept quiet and no longer fail the test. */
export function expectConsoleError(): MockInstance<typeof console.error> {
  expect(spy, 'expectConsoleError() is for use inside a test').not.toBeNull();
  expected = true;
  return spy as MockInstance<typeof console.error>;
}
