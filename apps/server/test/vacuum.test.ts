/**
 * The embedded database's autovacuum (src/jobs/vacuum.ts, rules §35): PGlite starts no autovacuum of its own, so the
 * server vacuums and analyses the tables autovacuum's default thresholds would. PGlite only: on PostgreSQL the
 * database's own autovacuum does it, and the server registers no job.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../src/db/client.ts';
import { registerVacuumSchedule, vacuumWhereDue } from '../src/jobs/vacuum.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

async function statsOf(name: string) {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<{ dead: number; vacuumed: boolean; analysed: boolean }>(
    await database.db.execute(sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed,
      last_analyze is not null as analysed from pg_stat_user_tables where relname = ${name}`),
  );
  return row;
}

describe('the embedded database’s autovacuum', () => {
  it('vacuums a table whose deleted rows pass the threshold, analyses one that changed, and leaves the rest', async () => {
    const { db } = database;
    await db.execute(sql`create table churned (id int primary key)`);
    await db.execute(sql`create table grown (id int primary key)`);
    await db.execute(sql`insert into churned select generate_series(1, 300)`);
    await db.execute(sql`delete from churned`);
    await db.execute(sql`insert into grown select generate_series(1, 80)`);
    expect(await statsOf('churned')).toEqual({ dead: 300, vacuumed: false, analysed: false });

    const done = await vacuumWhereDue(db);
    expect(done).toContain('vacuum public.churned');
    expect(done).toContain('analyze public.grown');
    expect(await statsOf('churned')).toEqual({ dead: 0, vacuumed: true, analysed: true });
    expect(await statsOf('grown')).toMatchObject({ vacuumed: false, analysed: true });
    // Nothing is due any more: a second pass does nothing.
    expect(await vacuumWhereDue(db)).toEqual([]);
  });

  it('is a job on PGlite only', async () => {
    const pglite = Fastify();
    registerVacuumSchedule(pglite, database, { intervalMs: 60_000 });
    await pglite.ready();
    expect(pglite.vacuumSchedule?.running).toBe(true);
    await pglite.close();
    expect(pglite.vacuumSchedule?.running).toBe(false);
    const postgres = Fastify();
    registerVacuumSchedule(postgres, { ...database, kind: 'postgres' });
    expect(postgres.vacuumSchedule).toBeNull();
  });
});
