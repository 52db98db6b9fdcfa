/** Process entry: parse configuration, open the database, seed demo data, serve. */
import { ConfigError, readEnv } from './env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { buildApp } from './app.ts';
import { RendererLoadError } from './web/pages.ts';
import { isPortInUse, portInUseMessage, readyLine } from './ops/startMessages.ts';
import { ensureTournament } from './features/tournament/state.ts';
import { seedDemoOnce } from './demo/seed.ts';

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await ensureTournament(database.db, env.tournamentYear);
  if (env.NODE_ENV !== 'production' && env.DEMO === 'on') await seedDemoOnce(database, { year: env.tournamentYear });
  const app = await buildApp({ env, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    if (isPortInUse(error)) throw new StartError(portInUseMessage(env.PORT));
    throw error;
  }
  // The one line meant for a person (rules §25); the logs around it are JSON for machines.
  console.log(readyLine(env));
}

/** A start that cannot go on for a reason one sentence tells. */
class StartError extends Error {}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartError ||
    error instanceof RendererLoadError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
