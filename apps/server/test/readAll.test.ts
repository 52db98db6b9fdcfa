/**
 * readAll (src/db/rows.ts): reads run side by side on the pool, and one after another inside a transaction, whose one
 * connection node-postgres may not be sent a query while another runs (deprecated, removed in pg 9). Each read here
 * is held open until the test lets it go, so whether the second started before the first ended is seen directly.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { readAll } from '../src/db/rows.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.drop();
});

/** Two reads that record when they start and end; the first waits for `release` before asking the database. */
function recordedReads(db: Db) {
  const events: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const read = (name: string, waitFirst: boolean) => async () => {
    events.push(`${name} started`);
    if (waitFirst) await released;
    await db.execute(sql`select 1`);
    events.push(`${name} ended`);
    return name;
  };
  return { events, release, reads: [read('first', true), read('second', false)] as const };
}

describe('readAll', () => {
  it('starts every read at once outside a transaction', async () => {
    const { events, release, reads } = recordedReads(test.database.db);
    const answers = readAll(test.database.db, reads);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toContain('second started');
    release();
    expect(await answers).toEqual(['first', 'second']);
  });

  it('runs the reads of a transaction one after another, in order', async () => {
    const answers = await test.database.db.transaction(async (tx) => {
      const { events, release, reads } = recordedReads(tx);
      const pending = readAll(tx, reads);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(events).toEqual(['first started']);
      release();
      const result = await pending;
      expect(events).toEqual(['first started', 'first ended', 'second started', 'second ended']);
      return result;
    });
    expect(answers).toEqual(['first', 'second']);
  });
});
