/**
 * `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` back.
 * Replacing a database that holds data needs --force. PostgreSQL: the schemas are dropped and the dump
 * replayed in one transaction (all or nothing). Every restore drops all sessions. Embedded: refused while a server runs on DATA_DIR; the
 * current database is kept aside as pglite.before-restore-<time>, so a restore can be undone.
 */
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  closeSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { postgresTool } from './postgresTools.ts';
import { ConfigError, readDatabaseEnv } from '../env.ts';
import { OpsError, describeTarget, resolveTarget, type Target } from './target.ts';

/**
 * Every restore logs everyone out: a backup holds the sessions of its time, and one logged out (or
 * revoked by an admin) since then must not come back to life with it.
 */
const DROP_SESSIONS = 'delete from public.sessions';

export interface RestoreOptions {
  force: boolean;
}

function firstBytes(file: string, count: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

const isGzip = (file: string) => firstBytes(file, 2).equals(Buffer.from([0x1f, 0x8b]));

async function restorePostgres(url: string, file: string, options: RestoreOptions): Promise<void> {
  if (isGzip(file))
    throw new OpsError(`${file} is an embedded-database backup; unset DATABASE_URL to restore it into DATA_DIR.`);
  const tables = Number(
    (
      await postgresTool('psql', url, [
        '-X',
        '-A',
        '-t',
        '-c',
        "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')",
      ])
    ).trim(),
  );
  if (tables > 0 && !options.force) {
    throw new OpsError(
      'The database already holds data. Stop the servers, then run the restore again with --force to replace it.',
    );
  }
  await postgresTool('psql', url, [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '--single-transaction',
    '-c',
    'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
    '-f',
    file,
    '-c',
    DROP_SESSIONS,
  ]);
}

async function restorePglite(dataDir: string, file: string, options: RestoreOptions): Promise<void> {
  if (!isGzip(file))
    throw new OpsError(
      `${file} is not an embedded-database backup (.tar.gz); set DATABASE_URL to restore a PostgreSQL dump.`,
    );
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const databaseDir = join(dataDir, 'pglite');
    let keptAside: string | null = null;
    if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
      if (!options.force)
        throw new OpsError(`${dataDir} already holds a database. Run the restore again with --force to replace it.`);
      keptAside = join(dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`);
      renameSync(databaseDir, keptAside);
    }
    try {
      const database = new PGlite(databaseDir, { loadDataDir: new Blob([readFileSync(file)]) });
      try {
        await database.waitReady;
        await database.query(DROP_SESSIONS);
      } finally {
        await database.close();
      }
    } catch (error) {
      // Put the previous database back: a failed restore leaves things as they were.
      rmSync(databaseDir, { recursive: true, force: true });
      if (keptAside) renameSync(keptAside, databaseDir);
      throw error;
    }
    if (keptAside) console.log(`The previous database was kept in ${keptAside}.`);
  } finally {
    release();
  }
}

export async function restore(target: Target, file: string, options: RestoreOptions): Promise<void> {
  if (!existsSync(file)) throw new OpsError(`No backup file at ${file}.`);
  if (target.kind === 'postgres') await restorePostgres(target.url, file, options);
  else await restorePglite(target.dataDir, file, options);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const fileArg = args.find((arg) => !arg.startsWith('--'));
  if (!fileArg) throw new OpsError('Usage: npm run restore -- <backup file> [--force]');
  const target = resolveTarget(readDatabaseEnv());
  const file = resolve(fileArg);
  await restore(target, file, { force });
  console.log(`Restored ${file} into ${describeTarget(target)}.`);
}

if (process.argv[1]?.endsWith('restore.ts')) {
  // Until main() finishes, an exit means it stopped half-way (a promise nobody resolves): report failure.
  process.exitCode = 1;
  main()
    .then(() => (process.exitCode = 0))
    .catch((error: unknown) => {
      console.error(
        error instanceof OpsError || error instanceof DataDirLockedError || error instanceof ConfigError
          ? `Restore refused: ${error.message}`
          : error,
      );
      process.exit(1);
    });
}
