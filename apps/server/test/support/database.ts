/**
 * A fresh database per test file: in-memory PGlite by default, or a new database created on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';

export interface TestDatabase {
  database: Database;
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, url: null, drop: () => database.close() };
  }
  const name = `pokered_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
