/**
 * Autovacuum for the embedded database. PGlite is PostgreSQL in one process, and autovacuum is a process of its own
 * that PGlite does not start: without this job, the rows a write replaced or deleted (every rate-limit counter
 * update, every purged session, every re-recorded result) would stay in their tables and indexes for good, and the
 * planner would keep the statistics of the last ANALYZE (the demo's seeding, or none at all), planning a grown
 * season as the empty one it was. So, on PGlite only, the server does what autovacuum does on PostgreSQL, with its
 * default thresholds (rules §35): every VACUUM_INTERVAL_MS it vacuums and analyses each table whose dead rows exceed
 * 50 + 20 % of its live rows (or whose inserts since the last vacuum exceed 1,000 + 20 %: that keeps the visibility
 * map, which index-only scans read, up to date), and analyses each table changed in more than 50 + 10 % of its rows
 * since its last analysis. One table at a time: PGlite answers nothing else while a statement runs.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Database, type Db } from '../db/client.ts';
import { registerPeriodicJob, type PeriodicJob } from './periodic.ts';

/** How often the server looks for tables due: autovacuum's naptime is a minute, for a busier database. */
export const VACUUM_INTERVAL_MS = 5 * 60_000;

interface DueTable {
  schema: string;
  name: string;
  vacuum: boolean;
}

/** The tables autovacuum's default thresholds would process now. */
async function dueTables(db: Db): Promise<DueTable[]> {
  // The counts of the statements just run are flushed at most once a second: counted now, as autovacuum would.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return rowsOf<DueTable>(
    await db.execute(sql`select schemaname as schema, relname as name,
        (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as vacuum
      from pg_stat_user_tables
      where n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
        or n_mod_since_analyze > 50 + 0.1 * n_live_tup
      order by schemaname, relname`),
  );
}

/** Vacuums (and analyses) or analyses each table that is due; answers what it did, e.g. `vacuum public.sessions`. */
export async function vacuumWhereDue(db: Db): Promise<string[]> {
  const done: string[] = [];
  for (const table of await dueTables(db)) {
    const target = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
    // VACUUM cannot run in a transaction: each statement here runs on its own.
    await db.execute(table.vacuum ? sql`vacuum (analyze) ${target}` : sql`analyze ${target}`);
    done.push(`${table.vacuum ? 'vacuum' : 'analyze'} ${table.schema}.${table.name}`);
  }
  return done;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded database's autovacuum; null on PostgreSQL, whose own autovacuum does the work. */
    vacuumSchedule: PeriodicJob | null;
  }
}

export interface VacuumScheduleOptions {
  intervalMs?: number;
}

export function registerVacuumSchedule(
  app: FastifyInstance,
  database: Database,
  options: VacuumScheduleOptions = {},
): void {
  if (database.kind !== 'pglite') {
    app.decorate('vacuumSchedule', null);
    return;
  }
  const job = registerPeriodicJob(app, {
    name: 'vacuum',
    intervalMs: options.intervalMs ?? VACUUM_INTERVAL_MS,
    run: async () => {
      const done = await vacuumWhereDue(database.db);
      if (done.length > 0) app.log.debug({ done }, 'vacuumed the embedded database');
    },
  });
  app.decorate('vacuumSchedule', job);
}
