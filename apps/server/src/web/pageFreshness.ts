/**
 * When a kept page may be served (docs/decisions/018-versions-per-area.md, rules §31): a page is kept with the
 * versions of the data areas it read. While they are unchanged (and it is under a minute old) it is fresh. Once one
 * moved, the page is stale: it is rendered again, at most once per PAGE_RERENDER_INTERVAL_MS whatever the write rate,
 * and while its successor renders, visitors get the stale page for at most PAGE_MAX_STALE_MS after this process first
 * saw it stale. The visitor who finds a stale page with no successor in flight waits for the successor (its turn).
 */
import { versionOf, type AreaVersions } from '../db/dataVersion.ts';
import type { CachedAnswer } from '../http/answerCache.ts';

/** How long a rendered page is kept at most, for its time-relative texts ("in 2d 3h"). */
export const PAGE_TTL_MS = 60_000;
/** A page whose data changed is rendered again at most once per this interval, however often the data changes. */
export const PAGE_RERENDER_INTERVAL_MS = 1_000;
/** A stale page is served while its successor renders for at most this long after it was first seen stale. */
export const PAGE_MAX_STALE_MS = 5_000;

/** The pages' clock: tests inject one (no sleeps); `wait` is how a visitor waits its turn for a render. */
export interface PageClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

export const systemClock: PageClock = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Freshness = 'fresh' | 'stale' | 'expired';

/** Fresh: same versions, under its age; stale: the data it read changed since; expired: over a minute old. */
export function freshnessOf(page: CachedAnswer, versions: AreaVersions, now: number): Freshness {
  if (page.expiresAt <= now) return 'expired';
  return versionOf(versions, page.reads ?? []) === page.version ? 'fresh' : 'stale';
}

/** Whether a stale page may still be served while its successor renders; marks when it was first seen stale. */
export function servableStale(page: CachedAnswer, now: number): boolean {
  page.staleSince ??= now;
  return now - page.staleSince <= PAGE_MAX_STALE_MS;
}

/** How long the successor of a stale page waits before it renders (0: at once): one render per interval. */
export function rerenderDelay(page: CachedAnswer, now: number): number {
  return Math.max(0, (page.renderedAt ?? 0) + PAGE_RERENDER_INTERVAL_MS - now);
}
