/**
 * `npm run backup -- [file]`: a consistent copy of the database.
 * PostgreSQL (DATABASE_URL): pg_dump, plain SQL. Embedded (DATA_DIR): PGlite's data directory as a
 * .tar.gz, taken under the data-directory lock, so it refuses while a server runs on it.
 */
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { postgresTool } from './postgresTools.ts';
import { ConfigError, readDatabaseEnv } from '../env.ts';
import { OpsError, defaultBackupFile, describeTarget, resolveTarget, type Target } from './target.ts';

export async function backup(target: Target, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (target.kind === 'postgres') {
    // No owners or grants: the dump restores into any database the operator may write to.
    await postgresTool('pg_dump', target.url, ['--format=plain', '--no-owner', '--no-privileges', `--file=${file}`]);
  } else {
    const databaseDir = join(target.dataDir, 'pglite');
    if (!existsSync(databaseDir)) throw new OpsError(`No database to back up in ${target.dataDir} (DATA_DIR).`);
    const release = lockDataDir(target.dataDir);
    try {
      const database = new PGlite(databaseDir);
      try {
        // dumpDataDir does not wait for the database to open: asked too early it never answers.
        await database.waitReady;
        const dump = await database.dumpDataDir('gzip');
        writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
  }
  // A backup holds every user's data: readable by its owner only.
  chmodSync(file, 0o600);
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
