/**
 * The one scaffolding of the in-process jobs (src/jobs/periodic.ts, docs/decisions/016-jobs.md): the timer runs from
 * ready to close, close waits for the run under way, a run never overlaps the one before, and a failed run is logged
 * and tried again at the next turn. A bare Fastify app: no database.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../src/jobs/periodic.ts';
import { captureLog } from './support/logCapture.ts';

const INTERVAL_MS = 1000;

/** A run that stays under way until `finish` is called. */
function heldRuns() {
  let started = 0;
  const finishers: (() => void)[] = [];
  return {
    started: () => started,
    run: () =>
      new Promise<void>((resolve) => {
        started += 1;
        finishers.push(resolve);
      }),
    finish: () => {
      for (const finish of finishers.splice(0)) finish();
    },
  };
}

describe('registerPeriodicJob', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    app = null;
  });

  it('runs from ready until close, never two runs at once, and close waits for the run under way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    app = Fastify();
    const runs = heldRuns();
    const job = registerPeriodicJob(app, { name: 'held', intervalMs: INTERVAL_MS, run: runs.run });
    vi.advanceTimersByTime(3 * INTERVAL_MS);
    expect([job.running, runs.started()]).toEqual([false, 0]);

    await app.ready();
    expect(job.running).toBe(true);
    vi.advanceTimersByTime(INTERVAL_MS);
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(runs.started()).toBe(1);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    app = null;
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    runs.finish();
    await closing;
    expect(job.running).toBe(false);
    vi.advanceTimersByTime(3 * INTERVAL_MS);
    expect(runs.started()).toBe(1);
  });

  it('logs a failed run by its name and runs again at the next turn', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = captureLog();
    app = Fastify({ logger: { level: 'warn', stream: log.stream } });
    let runs = 0;
    const job = registerPeriodicJob(app, {
      name: 'flaky',
      intervalMs: INTERVAL_MS,
      run: () => {
        runs += 1;
        return Promise.reject(new Error('database down'));
      },
    });
    await app.ready();
    vi.advanceTimersByTime(INTERVAL_MS);
    await job.settled();
    vi.advanceTimersByTime(INTERVAL_MS);
    await job.settled();
    expect(runs).toBe(2);
    expect(log.lines()).toEqual([
      expect.objectContaining({ msg: 'flaky failed', err: expect.objectContaining({ message: 'database down' }) }),
      expect.objectContaining({ msg: 'flaky failed', err: expect.objectContaining({ message: 'database down' }) }),
    ]);
  });

  it('with the timer off, never runs on its own and ignores kick', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    app = Fastify();
    const runs = heldRuns();
    const job = registerPeriodicJob(app, { name: 'manual', intervalMs: INTERVAL_MS, run: runs.run, timer: false });
    await app.ready();
    job.kick();
    vi.advanceTimersByTime(3 * INTERVAL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect([job.running, runs.started()]).toEqual([false, 0]);
  });
});
