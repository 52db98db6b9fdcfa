/** The import command's process (rules §40): the database from DATABASE_URL or DATA_DIR, as the server opens it. */
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/dataDirLock.ts';
import { ConfigError, readDatabaseEnv } from '../env.ts';
import { DumpError } from './readDump.ts';
import { importSeason, parseImportArgs, USAGE } from './importSeason.ts';

async function main(): Promise<number> {
  const options = parseImportArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  const env = readDatabaseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const run = await importSeason(database.db, options, (text) => console.log(text));
    if (run.refused !== null) {
      console.error(`\nImport refused: ${run.refused}`);
      return 1;
    }
    if (run.outcome === null) {
      console.log(`\nDry run: nothing was written.`);
      return 0;
    }
    console.log(
      `\nThe ${String(options.year)} season is ${run.outcome.replaced ? 'replaced' : 'imported'}: ${String(run.outcome.races)} races, ${String(run.outcome.people)} people.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// Until main() finishes, an exit means it stopped half-way: report failure.
process.exitCode = 1;
main()
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    console.error(
      error instanceof DumpError || error instanceof ConfigError || error instanceof DataDirLockedError
        ? `Import refused: ${error.message}`
        : error,
    );
    process.exit(1);
  });
