/**
 * A database as an earlier release left it: migrated only through `lastTag`, then (after the dump is loaded) opened
 * the way the server starts, which applies every later migration. Drizzle's migrator reads only the entries of
 * meta/_journal.json, so a copy of the migrations folder with the journal cut after `lastTag` is that release's.
 * PGlite lives in a temporary directory (an in-memory one would not survive being closed and opened again);
 * PostgreSQL gets a database of its own on TEST_DATABASE_URL, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../../src/db/client.ts';
import { serverRoot } from '../../../src/paths.ts';

/** The last migration of the release the fixture was written by. */
export const FIXTURE_MIGRATION = '0022_season_settings';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal ends at `lastTag` (it must be there). */
export function migrationsThrough(lastTag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'pokered-migrations-'));
  cpSync(join(serverRoot, 'drizzle'), folder, { recursive: true });
  const path = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag} in the journal`);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }, null, 2));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface ReleaseDatabase {
  kind: 'pglite' | 'postgres';
  /** Runs `work` on the database migrated through `lastTag` only, then closes that connection. */
  atRelease(work: (db: Db) => Promise<void>): Promise<void>;
  /** Opens it as the server does (every migration of this checkout applied). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createReleaseDatabase(lastTag: string): Promise<ReleaseDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pokered-release-db-'));
    return {
      kind: 'pglite',
      async atRelease(work) {
        const migrations = migrationsThrough(lastTag);
        const client = new PGlite(join(dataDir, 'pglite'));
        try {
          await client.waitReady;
          const db = drizzlePglite(client);
          await migratePglite(db, { migrationsFolder: migrations.folder });
          await work(db as unknown as Db);
        } finally {
          await client.close();
          migrations.remove();
        }
      },
      open: () => openDatabase({ dataDir }),
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `pokered_test_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    async atRelease(work) {
      const migrations = migrationsThrough(lastTag);
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      try {
        const db = drizzlePg(pool);
        await migratePg(db, { migrationsFolder: migrations.folder });
        await work(db as unknown as Db);
      } finally {
        await pool.end();
        migrations.remove();
      }
    },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
