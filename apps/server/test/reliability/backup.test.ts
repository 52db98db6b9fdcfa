/**
 * `npm run backup` / `npm run restore` round trips, run as the operator runs them (separate
 * processes): every table comes back exactly as it was backed up, a database holding data is only
 * replaced with --force, and the embedded database is never touched while a server holds its lock.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { lockDataDir } from '../../src/db/dataDirLock.ts';
import { users } from '../../src/db/schema.ts';
import { auditLog } from '../../src/db/privateSchema.ts';
import { recordAudit } from '../../src/features/audit/mutations.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { snapshotDatabase } from '../security/support/snapshot.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';
import { insertPeople } from '../support/people.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `src/ops/<script>.ts` like `npm run <script>` does; never throws, answers the exit code and output. */
function ops(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/ops/${script}.ts`, ...args],
      { cwd: serverRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** Users, an audit entry with jsonb, and the tournament row: enough to see a restore is exact. */
async function seed(database: Database, prefix: string): Promise<void> {
  await ensureTournament(database.db, 2026);
  const rows = await insertPeople(
    database.db,
    Array.from({ length: 5 }, (_, i) => ({
      discordUsername: `${prefix}_${String(i)}`,
      displayName: `Bäckup ${String(i)} ✓`,
      role: 'runner' as const,
      country: 'FR',
      points: i * 3,
    })),
  );
  await database.db.transaction((tx) =>
    recordAudit(tx, {
      actorId: rows[0]?.id ?? '',
      action: 'user.add',
      targetType: 'user',
      targetId: rows[1]?.id ?? null,
      before: null,
      after: { nested: { list: [1, 2, 3] } },
    }),
  );
}

/** Changes made after the backup, which the restore must undo. */
async function diverge(database: Database, prefix: string): Promise<void> {
  await database.db.delete(auditLog);
  await database.db
    .update(users)
    .set({ displayName: 'Changed' })
    .where(eq(users.discordUsername, `${prefix}_0`));
  await database.db.insert(users).values({ discordUsername: `${prefix}_late`, displayName: 'Late' });
}

describe('backup and restore of the embedded database (DATA_DIR)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pokered-backup-'));
  const dataDir = join(root, 'data');
  const file = join(root, 'out', 'backup.tar.gz');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('round-trips every table, needs --force to replace data, and keeps the replaced database aside', async () => {
    let database = await openDatabase({ dataDir });
    await seed(database, 'bk_pgl');
    const original = await snapshotDatabase(database.db);
    await database.close();

    const made = await ops('backup', [file], { DATA_DIR: dataDir });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(file);
    expect(statSync(file).mode & 0o077).toBe(0);

    database = await openDatabase({ dataDir });
    await diverge(database, 'bk_pgl');
    await database.close();

    const refused = await ops('restore', [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--force');

    const restored = await ops('restore', [file, '--force'], { DATA_DIR: dataDir });
    expect(restored.code, restored.output).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    database = await openDatabase({ dataDir });
    try {
      expect(await snapshotDatabase(database.db)).toEqual(original);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('refuses to back up or restore while a server holds the data directory', async () => {
    // Its own data directory and backup file (the tests run in any order): a database directory, which the
    // scripts must refuse before opening, and a gzip file, which restore must refuse before reading.
    const lockedDir = join(root, 'locked-data');
    const databaseDir = join(lockedDir, 'pglite');
    mkdirSync(databaseDir, { recursive: true });
    writeFileSync(join(databaseDir, 'PG_VERSION'), '17\n');
    const lockedBackup = join(root, 'locked-backup.tar.gz');
    writeFileSync(lockedBackup, Buffer.from([0x1f, 0x8b, 0, 0]));
    // This process plays the running server: it holds the lock, and it is alive.
    const release = lockDataDir(lockedDir);
    try {
      for (const [script, args] of [
        ['backup', [join(root, 'locked.tar.gz')]],
        ['restore', [lockedBackup, '--force']],
      ] as const) {
        const answer = await ops(script, [...args], { DATA_DIR: lockedDir });
        expect(answer.code, script).toBe(1);
        expect(answer.output, script).toContain(`is in use by another server process (pid ${String(process.pid)})`);
      }
      expect(existsSync(join(root, 'locked.tar.gz'))).toBe(false);
      // The database was not touched: not set aside, not replaced.
      expect(readdirSync(lockedDir).sort()).toEqual(['pglite', 'server.lock']);
      expect(readdirSync(databaseDir)).toEqual(['PG_VERSION']);
    } finally {
      release();
    }
  }, 120_000);

  it('refuses a PostgreSQL dump, and a missing file, with a clear message', async () => {
    const missing = await ops('restore', [join(root, 'nope.tar.gz')], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No backup file');
    const dump = join(root, 'dump.sql');
    writeFileSync(dump, '--\n-- PostgreSQL database dump\n--\n');
    const wrongKind = await ops('restore', [dump, '--force'], { DATA_DIR: dataDir });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('not an embedded-database backup');
  });
});

describe('backup and restore of PostgreSQL (DATABASE_URL)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pokered-backup-pg-'));
  const file = join(root, 'backup.dump');
  const scratches: ScratchDatabase[] = [];
  afterAll(async () => {
    for (const scratch of scratches) await scratch.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('round-trips every table into the same database (with --force) and into an empty one', async () => {
    const adminUrl = await requirePostgres();
    const source = await createScratchDatabase(adminUrl);
    const empty = await createScratchDatabase(adminUrl);
    scratches.push(source, empty);

    const database = await openDatabase({ databaseUrl: source.url, dataDir: 'unused' });
    try {
      await seed(database, 'bk_pg');
      const original = await snapshotDatabase(database.db);

      const made = await ops('backup', [file], { DATABASE_URL: source.url });
      expect(made.code, made.output).toBe(0);
      expect(statSync(file).mode & 0o077).toBe(0);

      await diverge(database, 'bk_pg');
      const refused = await ops('restore', [file], { DATABASE_URL: source.url });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('--force');

      const restored = await ops('restore', [file, '--force'], { DATABASE_URL: source.url });
      expect(restored.code, restored.output).toBe(0);
      expect(await snapshotDatabase(database.db)).toEqual(original);

      const intoEmpty = await ops('restore', [file], { DATABASE_URL: empty.url });
      expect(intoEmpty.code, intoEmpty.output).toBe(0);
      const copy = await openDatabase({ databaseUrl: empty.url, dataDir: 'unused' });
      try {
        expect(await snapshotDatabase(copy.db)).toEqual(original);
      } finally {
        await copy.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses an embedded-database backup', async () => {
    const adminUrl = await requirePostgres();
    const target = await createScratchDatabase(adminUrl);
    scratches.push(target);
    const pgliteBackup = join(root, 'fake.tar.gz');
    writeFileSync(pgliteBackup, Buffer.from([0x1f, 0x8b, 0, 0]));
    const answer = await ops('restore', [pgliteBackup], { DATABASE_URL: target.url });
    expect(answer.code).toBe(1);
    expect(answer.output).toContain('embedded-database backup');
  });
});
