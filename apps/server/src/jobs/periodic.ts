/**
 * The one scaffolding of an in-process periodic job (docs/decisions/016-jobs.md): its timer is set when the app is
 * ready and cleared when it closes (close waits for the run under way), a run never starts while the previous one is
 * still going, and a failed run is logged and retried at the next turn, never crashing the server. A job that must
 * run in one process at a time takes a transaction lock itself (src/db/locks.ts, `tryTransactionLock`): only the job
 * knows what it must hold the lock around.
 */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Whether the timer is set: from the app's start (ready) until it closes. */
  readonly running: boolean;
  /** The run under way, if any (resolves when it is over; never rejects). */
  settled(): Promise<void>;
  /** Runs soon rather than at the next tick; nothing when the timer is off or a run is under way. */
  kick(): void;
}

export interface PeriodicJobOptions {
  /** Named in the log line of a failed run: `${name} failed`. */
  name: string;
  intervalMs: number;
  /** One run; its errors are logged, never thrown. */
  run: () => Promise<void>;
  /** false: no timer at all (the job is only run by hand, as tests do). */
  timer?: boolean;
}

export function registerPeriodicJob(app: FastifyInstance, options: PeriodicJobOptions): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  let busy = false;

  const runOnce = () => {
    if (busy) return; // a slow database or outside service: never pile runs up
    busy = true;
    current = options
      .run()
      .catch((error: unknown) => {
        // The database may be down for a moment: try again at the next turn.
        app.log.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          `${options.name} failed`,
        );
      })
      .finally(() => {
        busy = false;
      });
  };

  if (options.timer !== false) {
    app.addHook('onReady', async () => {
      // Unref'd: the timer alone never keeps the process alive.
      timer = setInterval(runOnce, options.intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    });
  }

  return {
    get running() {
      return timer !== null;
    },
    settled: () => current,
    kick: () => {
      if (timer) setImmediate(runOnce);
    },
  };
}
