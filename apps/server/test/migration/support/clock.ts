/**
 * The one instant the seasons-migration fixture is written and checked at (test/migration/): the demo is dated
 * relative to "now" (src/demo/timeline.ts) and the answers say "in 2d 3h", so both the generator and the test stop
 * the clock here. Reads take the time from `Date.now()` / `new Date()` (src/features/…/routes.ts), not from an option
 * of buildApp, so the global Date is the clock to stop; timers (setTimeout) keep running, only Date stands still.
 */

/** Thursday 2 July 2026, 12:00 UTC: mid-season of the fixture's year. */
export const FIXED_NOW_MS = Date.UTC(2026, 6, 2, 12, 0, 0);
export const FIXTURE_YEAR = 2026;
/** The time zone the server tests run in (apps/server/package.json); dates in pages are formatted in it. */
export const FIXTURE_TZ = 'Asia/Kathmandu';

/** Stops Date at `at` (ms) for everything in this process; the returned function restores the real Date. */
export function stopClock(at: number = FIXED_NOW_MS): () => void {
  const RealDate = globalThis.Date;
  class StoppedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return at;
    }
  }
  globalThis.Date = StoppedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
