/**
 * A restore refuses what it must not replay, says why in full, and changes nothing (docs/operations.md §3):
 * a plain SQL file (a tampered one runs `\!` shell lines under psql) is never replayed, a damaged archive is
 * rolled back with the previous database put back, and a damaged embedded backup leaves DATA_DIR as it was.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { snapshotDatabase } from '../security/support/snapshot.ts';
import { runOpsScript } from './support/opsScript.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';

async function seed(database: Database): Promise<void> {
  await ensureTournament(database.db, 2026);
  await database.db.insert(users).values([
    { discordUsername: 'kept_a', displayName: 'Kept A' },
    { discordUsername: 'kept_b', displayName: 'Kept B' },
  ]);
}

function expectRefusal(answer: { code: number; output: string }, reason: string | RegExp): void {
  expect(answer.code, answer.output).toBe(1);
  expect(answer.output).toContain('Restore refused:');
  expect(answer.output).toMatch(reason);
  expect(answer.output.trimEnd().endsWith('Nothing was changed.'), answer.output).toBe(true);
}

describe('refused PostgreSQL restores (DATABASE_URL)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pokered-restore-pg-'));
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('never replays a plain SQL file, runs none of its shell lines, and rolls a damaged archive back', async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    const env = { DATABASE_URL: scratch.url };
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    try {
      await seed(database);
      const marker = join(root, 'shell-ran');
      const tampered = join(root, 'tampered.sql');
      writeFileSync(tampered, `--\n-- PostgreSQL database dump\n--\n\\! touch ${marker}\nselect 1;\n`);
      const plain = await runOpsScript('restore', [tampered, '--force'], env);
      expectRefusal(plain, /not a PostgreSQL backup made by npm run backup[\s\S]*psql commands/);
      expect(existsSync(marker)).toBe(false);

      // Enough data (hashes compress badly) that the archive's end is table data, after the table of contents.
      await database.db.execute(
        sql`insert into users (discord_username, display_name) select 'bulk_' || g, md5(g::text) || md5((-g)::text) from generate_series(1, 5000) g`,
      );
      const archive = join(root, 'good.dump');
      const made = await runOpsScript('backup', [archive], env);
      expect(made.code, made.output).toBe(0);
      const before = await snapshotDatabase(database.db);
      // The table of contents stays readable, the data after it is cut: pg_restore fails half-way.
      const damaged = join(root, 'damaged.dump');
      const bytes = readFileSync(archive);
      writeFileSync(damaged, bytes.subarray(0, Math.floor(statSync(archive).size * 0.9)));
      const cut = await runOpsScript('restore', [damaged, '--force'], env);
      expectRefusal(cut, /pg_restore could not restore[\s\S]*pg_restore failed:\n/);

      expect(await snapshotDatabase(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('refused embedded restores (DATA_DIR)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pokered-restore-pgl-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts the previous database back when the backup cannot be loaded', async () => {
    const dataDir = join(root, 'data');
    let database = await openDatabase({ dataDir });
    await seed(database);
    const before = await snapshotDatabase(database.db);
    await database.close();

    const damaged = join(root, 'damaged.tar.gz');
    writeFileSync(damaged, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]));
    expectRefusal(await runOpsScript('restore', [damaged, '--force'], { DATA_DIR: dataDir }), /could not be loaded/);

    database = await openDatabase({ dataDir });
    try {
      expect(await snapshotDatabase(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);
});
