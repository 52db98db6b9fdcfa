/**
 * PGlite's data versions kept in memory between writes (src/db/dataVersion.ts): a kept read is answered only while
 * no statement that may write has started since it was read, whichever way the write came (a statement, `exec`, a
 * transaction), and a read that a write overlapped is not kept. Then through the real database handle: the areas'
 * versions after a write through Drizzle.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAreaVersions } from '../src/db/dataVersion.ts';
import { countWrites, keptUntilWrite } from '../src/db/dataVersion.ts';
import { races, users } from '../src/db/schema.ts';
import { ANONYMOUS_VIEWER, findRaces, listUserRaces } from '../src/features/races/queries.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople } from './support/people.ts';

describe('versions kept until a write (PGlite)', () => {
  let client: PGlite;
  let queries = 0;
  let read: () => Promise<number>;

  beforeAll(async () => {
    client = new PGlite();
    await client.exec('create table t (v int); insert into t values (1);');
    const handle = {};
    countWrites(client, handle);
    read = keptUntilWrite(handle, async () => {
      queries++;
      const { rows } = await client.query<{ v: number }>('select v from t');
      return rows[0]?.v ?? -1;
    });
  });

  afterAll(async () => {
    await client.close();
  });

  it('answers from memory until a statement that may write, then reads again', async () => {
    await client.query('update t set v = 1');
    const before = queries;
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(queries - before).toBe(1);
    // A select leaves it kept.
    await client.query('select count(*) from t');
    expect(await read()).toBe(1);
    expect(queries - before).toBe(1);
    await client.query('update t set v = 2');
    expect(await read()).toBe(2);
    expect(queries - before).toBe(2);
  });

  it('counts exec, transactions and with-queries as writes', async () => {
    await client.exec('update t set v = 3');
    expect(await read()).toBe(3);
    await client.transaction(async (tx) => {
      await tx.query('update t set v = 4');
    });
    expect(await read()).toBe(4);
    await client.query('with x as (update t set v = 5 returning v) select v from x');
    expect(await read()).toBe(5);
  });

  it('answers a read that a write overlapped, without keeping it', async () => {
    await client.query('update t set v = 5');
    expect(await read()).toBe(5);
    const writes = client.query('update t set v = 6');
    // Asked while the write runs: PGlite runs it after the write, and it is not kept under the count it started at.
    const during = read();
    await writes;
    expect(await during).toBe(6);
    const before = queries;
    expect(await read()).toBe(6);
    expect(queries - before).toBe(1);
  });

  it('reads every time on a handle whose writes are not counted (PostgreSQL)', async () => {
    let calls = 0;
    const plain = keptUntilWrite({}, () => Promise.resolve(++calls));
    await plain();
    await plain();
    expect(calls).toBe(2);
  });
});

describe('the areas’ versions of the server’s own database', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('change with a write through Drizzle, and stay the same without one', async () => {
    const db = testDb.database.db;
    const first = await readAreaVersions(db);
    expect(await readAreaVersions(db)).toEqual(first);
    await db.insert(users).values({ discordUsername: 'misty', displayName: 'Misty' });
    const second = await readAreaVersions(db);
    expect(second.get('users')).not.toBe(first.get('users'));
    expect(second.get('races')).toBe(first.get('races'));
  });

  it('stay kept while race lists are read: their statements read only (the write counter takes a `with` for a write)', async () => {
    const db = testDb.database.db;
    await freshWorld({ db });
    const [erika, sabrina] = await insertPeople(db, [
      { discordUsername: 'erika', displayName: 'Erika' },
      { discordUsername: 'sabrina', displayName: 'Sabrina' },
    ]);
    if (!erika || !sabrina) throw new Error('people not inserted');
    await db
      .insert(races)
      .values({ round: 'Round 1', raceDateTime: 1_800_000_000, racer1: erika.id, racer2: sabrina.id });
    let reads = 0;
    const kept = keptUntilWrite(db, () => Promise.resolve(++reads));
    await kept();
    expect(await findRaces(db, undefined, 'newest', ANONYMOUS_VIEWER)).toHaveLength(1);
    expect((await listUserRaces(db, erika.id, ANONYMOUS_VIEWER)).racesParticipatedIn).toHaveLength(1);
    await kept();
    // PGlite keeps the value between writes; PostgreSQL reads every time (other processes write too).
    expect(reads).toBe(testDb.database.kind === 'pglite' ? 1 : 2);
  });
});
