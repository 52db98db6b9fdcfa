/**
 * `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` back.
 * Replacing a database that holds data needs --force. PostgreSQL: restorePostgres.ts (a custom-format archive,
 * all or nothing). Every restore drops all sessions. Embedded: refused while a server runs on DATA_DIR; the
 * current database is kept aside as pglite.before-restore-<time>, so a restore can be undone.
 * Whatever refuses a restore is printed in full, followed by 'Nothing was changed.' (true: every failure puts the
 * previous database back, and one that cannot says so instead).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { DROP_SESSIONS, RestoreIncompleteError, isGzip, restorePostgres } from './restorePostgres.ts';
import { ConfigError, readDatabaseEnv } from '../env.ts';
import { OpsError, describeTarget, resolveTarget, type Target } from './target.ts';

export interface RestoreOptions {
  force: boolean;
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
      throw new OpsError(`${file} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (keptAside) console.log(`The previous database was kept in ${keptAside}.`);
  } finally {
    release();
  }
}

export async function restore(target: Target, file: string, options: RestoreOptions): Promise<void> {
  if (!existsSync(file)) throw new OpsError(`No backup file at ${file}.`);
  if (target.kind === 'postgres') await restorePostgres(target.url, file, options.force);
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
      if (error instanceof OpsError || error instanceof DataDirLockedError || error instanceof ConfigError)
        console.error(`Restore refused: ${error.message}\nNothing was changed.`);
      else if (error instanceof RestoreIncompleteError) console.error(`Restore failed: ${error.message}`);
      else console.error(error);
      process.exit(1);
    });
}
