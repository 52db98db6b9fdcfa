/**
 * sharedRead: callers share reads, but a caller is never answered by a read that started before it asked (that
 * read may have missed a commit the caller must see). Reads here are controlled by hand: each one is a deferred
 * promise, numbered in the order it started.
 */
import { describe, expect, it } from 'vitest';
import { sharedRead } from '../src/db/sharedRead.ts';

function controlledReads() {
  const started: { resolve(value: number): void; reject(error: Error): void }[] = [];
  const read = sharedRead(
    () =>
      new Promise<number>((resolve, reject) => {
        const number = started.length + 1;
        started.push({ resolve: () => resolve(number), reject });
      }),
  );
  /** Lets the promise callbacks run (a read that ends starts the next one in a callback). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { read, started, settle };
}

describe('sharedRead', () => {
  it('starts a read at once for a caller alone', async () => {
    const { read, started } = controlledReads();
    const answer = read();
    expect(started).toHaveLength(1);
    started[0]?.resolve(0);
    expect(await answer).toBe(1);
  });

  it('never answers a caller with a read that was already running when it asked', async () => {
    const { read, started, settle } = controlledReads();
    const first = read();
    // A commit could happen here: the running read 1 may not see it, so a caller asking now must not get read 1.
    const second = read();
    expect(started).toHaveLength(1);
    started[0]?.resolve(0);
    expect(await first).toBe(1);
    await settle();
    expect(started).toHaveLength(2);
    started[1]?.resolve(0);
    expect(await second).toBe(2);
  });

  it('shares one read among every caller that asked while the previous read ran', async () => {
    const { read, started, settle } = controlledReads();
    void read();
    const waiting = [read(), read(), read()];
    started[0]?.resolve(0);
    await settle();
    // Callers arriving while read 2 runs wait for read 3.
    const later = read();
    started[1]?.resolve(0);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    await settle();
    expect(started).toHaveLength(3);
    started[2]?.resolve(0);
    expect(await later).toBe(3);
  });

  it('gives a failure only to the callers of that read; the next read still happens', async () => {
    const { read, started, settle } = controlledReads();
    const failing = read();
    const next = read();
    started[0]?.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    started[1]?.resolve(0);
    expect(await next).toBe(2);
    // Nothing running any more: the next caller starts its own read at once.
    const alone = read();
    expect(started).toHaveLength(3);
    started[2]?.resolve(0);
    expect(await alone).toBe(3);
  });

  it('turns a read that throws at once into a rejection', async () => {
    const read = sharedRead<number>(() => {
      throw new Error('no connection');
    });
    await expect(read()).rejects.toThrow('no connection');
  });
});
