/**
 * Every table in the public schema carries the data-version triggers (migrations 0002, 0008), unless it is listed below as
 * private with its reason. Without the trigger, a write to the table never changes the data version, so the API's
 * read cache (src/http/readCache.ts) and the server-rendered pages keep serving the old answer, silently.
 * The tables come from the database's own catalogue, so a new table in a migration is checked without anyone
 * remembering to list it here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

/** Tables no public read shows: writing them must not empty the caches. Each with why. */
const PRIVATE_TABLES: Record<string, string> = {
  sessions: 'login sessions: read per request by the session lookup, never part of a cached or rendered answer',
  rate_limits: 'rate-limit counters: written on every counted request, shown nowhere',
  admin_username_claims: 'which Discord id each ADMIN_DISCORD_USERNAMES name bound: read at login only, shown nowhere',
  audit_log: 'the audit log: shown only to admins (GET /api/admin/audit), which is never cached or pre-rendered',
  racetime_rooms:
    "the racetime.gg watcher's bookkeeping (migration 0015): rewritten every minute per watched room, read only by the admin ready-to-complete list, which is never cached",
  calendar_tokens:
    'personal calendar feed tokens (migration 0016): read by the personal feed and Settings, which are never cached or pre-rendered; a reset must not empty the caches',
  notification_webhooks:
    'the Discord webhook of each channel (migration 0017): a secret, read only by the admin notifications page (never cached) and the sender',
  notification_outbox:
    'the Discord notification queue (migration 0017): written with the changes it announces and by the sender, shown only to admins, never cached',
  imported_people:
    'who the people imported from the earlier site are (rules §40, migration 0026): read only by Admin → Imported people, never cached; a confirmation moves rows of triggered tables, which mark their areas',
  user_blocks:
    'accounts blocked from entering (rules §38, migration 0025): read by the sign-up writes and the uncached sign-up state; a block also changes the sign-up rows, which are triggered',
  racetime_leaderboard_reads:
    "when racetime.gg's leaderboard was last read (rules §39, migration 0025): read only by the seeding, an admin write",
  racetime_leaderboard_times:
    "racetime.gg's best times as last read (rules §39, migration 0025): read only by the seeding, which writes the seeds into triggered rows",
  data_version: 'the data version itself: the triggers write it',
  data_version_pending: "the triggers' own queue: one row per changing transaction, deleted at its commit",
  data_area_versions: 'the versions per data area (migration 0021) themselves: the triggers write them',
  data_area_pending: "the areas' own queue: one row per area a transaction changed, deleted at its commit",
};

/** AFTER … FOR EACH STATEMENT on INSERT, UPDATE, DELETE and TRUNCATE: pg_trigger.tgtype bits 4, 16, 8 and 32. */
const ALL_WRITES = 4 | 8 | 16 | 32;
const ROW_OR_BEFORE = 1 | 2;

async function rows<T extends z.ZodType>(db: Db, query: ReturnType<typeof sql>, row: T): Promise<z.infer<T>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

describe('data-version triggers (the read cache invariant)', () => {
  let testDb: TestDatabase;
  let tables: string[];
  let triggered: Set<string>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    tables = (
      await rows(
        db,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        z.object({ name: z.string() }),
      )
    ).map((row) => row.name);
    const triggers = await rows(
      db,
      sql`select c.relname as "table", t.tgtype as "type", t.tgenabled as "enabled"
          from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_proc p on p.oid = t.tgfoid
          where n.nspname = 'public' and p.proname in ('data_version_mark', 'data_version_mark_changed')
            and not t.tgisinternal`,
      z.object({ table: z.string(), type: z.coerce.number(), enabled: z.string() }),
    );
    // One trigger for all four events (0002) or one per event (0008, which needs transition tables): either way the
    // table's enabled AFTER … FOR EACH STATEMENT triggers together must cover every kind of write.
    const events = new Map<string, number>();
    for (const t of triggers) {
      if ((t.type & ROW_OR_BEFORE) !== 0 || t.enabled === 'D') continue;
      events.set(t.table, (events.get(t.table) ?? 0) | (t.type & ALL_WRITES));
    }
    triggered = new Set([...events].filter(([, bits]) => bits === ALL_WRITES).map(([table]) => table));
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('finds the tables of the migrations', () => {
    // Guards the catalogue query itself: an empty list would pass the checks below while proving nothing.
    expect(tables).toEqual(expect.arrayContaining(['users', 'races', 'sessions']));
  });

  it('has a trigger on every public table that is not listed as private', () => {
    const missing = tables.filter((table) => !(table in PRIVATE_TABLES) && !triggered.has(table));
    expect(missing, 'add its data_version trigger in a migration, or list it in PRIVATE_TABLES with why').toEqual([]);
  });

  it('lists as private only tables that exist and have no trigger', () => {
    const stale = Object.keys(PRIVATE_TABLES).filter((table) => !tables.includes(table) || triggered.has(table));
    expect(stale, 'remove these from PRIVATE_TABLES').toEqual([]);
  });
});
