/**
 * Sampling of repeated error lines (rules §27): a failure anyone can cause again and again (a page that fails to
 * render) writes one line per kind per interval, not one per request, with the number of repeats it left out.
 */

export interface LogSamplerOptions {
  /** How long after a logged line the same kind stays quiet (default a minute). */
  intervalMs?: number;
  /** The clock (tests inject one). */
  now?: () => number;
  /** At most this many kinds are remembered; the oldest is forgotten first. */
  maxKinds?: number;
}

/** `null`: do not log this one; a number: log it, noting this many repeats left out since the last line. */
export type LogSampler = (kind: string) => number | null;

export function createLogSampler(options: LogSamplerOptions = {}): LogSampler {
  const { intervalMs = 60_000, now = Date.now, maxKinds = 100 } = options;
  const kinds = new Map<string, { quietUntil: number; skipped: number }>();
  return (kind) => {
    const time = now();
    const known = kinds.get(kind);
    if (known && time < known.quietUntil) {
      known.skipped++;
      return null;
    }
    const skipped = known?.skipped ?? 0;
    kinds.delete(kind);
    kinds.set(kind, { quietUntil: time + intervalMs, skipped: 0 });
    for (const oldest of kinds.keys()) {
      if (kinds.size <= maxKinds) break;
      kinds.delete(oldest);
    }
    return skipped;
  };
}
