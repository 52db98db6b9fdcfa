/** Process entry: parse configuration, open the database, seed demo data, serve. */
import { ConfigError, readEnv } from './env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { buildApp } from './app.ts';
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
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
