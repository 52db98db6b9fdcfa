import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Forms refuse a start more than a year ahead (rules §28). Tests that type far-off dates (2099) run as if today were
 * 1 November 2098, so those dates stay bookable whatever the real date is. Only `Date` is faked: timers stay real,
 * so user events and queries run as usual.
 */
export function todayIsNovember2098(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2098-11-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
