/**
 * `npm run backup -- [file]`: a consistent copy of the database.
 * PostgreSQL (DATABASE_URL): pg_dump, custom format: an archive pg_restore replays as SQL only, where a plain SQL
 * file would be fed to psql, which also runs the client commands a tampered file may hold (`\!`).
 * Embedded (DATA_DIR): PGlite's data directory as a .tar.gz, taken under the data-directory lock, so it refuses
 * while a server runs on it.
 * The file holds every user's data: it is created readable by its owner only (mode 600) from its first
 * byte, as a temporary sibling renamed over `file` once complete, so no one can read it, whole or in part.
 */
import {
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { postgresToolToFd } from './postgresTools.ts';
import { ConfigError, readDatabaseEnv } from '../env.ts';
import { OpsError, defaultBackupFile, describeTarget, resolveTarget, type Target } from './target.ts';

/** Writes `file` through `write(fd)` on a new temporary file opened with mode 600, then renames it into place. */
async function writePrivately(file: string, write: (fd: number) => Promise<void>): Promise<void> {
  // A new folder (the default one) is the owner's only; an existing one is the operator's choice.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = join(dirname(file), `.${basename(file)}.${String(process.pid)}.partial`);
  // O_EXCL: never reuse a file someone else prepared (with a wider mode, or as a link elsewhere).
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    await write(fd);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
}

export async function backup(target: Target, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    // No owners or grants (restorePostgres.ts also leaves them out): it restores into any database the operator may write to.
    await writePrivately(file, (fd) =>
      postgresToolToFd('pg_dump', target.url, ['--format=custom', '--no-owner', '--no-privileges'], fd),
    );
    return;
  }
  const databaseDir = join(target.dataDir, 'pglite');
  if (!existsSync(databaseDir)) throw new OpsError(`No database to back up in ${target.dataDir} (DATA_DIR).`);
  const release = lockDataDir(target.dataDir);
  try {
    const database = new PGlite(databaseDir);
    try {
      // dumpDataDir does not wait for the database to open: asked too early it never answers.
      await database.waitReady;
      const dump = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
      await writePrivately(file, (fd) => {
        for (let written = 0; written < dump.length;) written += writeSync(fd, dump, written);
        return Promise.resolve();
      });
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  const target = resolveTarget(readDatabaseEnv());
  const file = resolve(process.argv[2] ?? defaultBackupFile(target));
  await backup(target, file);
  console.log(`Backed up ${describeTarget(target)} to ${file} (${String(Math.ceil(statSync(file).size / 1024))} KiB).`);
}

if (process.argv[1]?.endsWith('backup.ts')) {
  // Until main() finishes, an exit means it stopped half-way (a promise nobody resolves): report failure.
  process.exitCode = 1;
  main()
    .then(() => (process.exitCode = 0))
    .catch((error: unknown) => {
      console.error(
        error instanceof OpsError || error instanceof DataDirLockedError || error instanceof ConfigError
          ? `Backup refused: ${error.message}`
          : error,
      );
      process.exit(1);
    });
}
