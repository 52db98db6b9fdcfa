/**
 * `npm run bench -- --only import` (issue 28, rules §40): a dump of 1,000 users, 3,000 races and 1,000 Pickems
 * records (a mongodump folder, BSON) imported into an empty database of each of `--dbs`, read, planned and written
 * in its one transaction. Budget: under 30 s, printed OK or OVER.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ensureTournament } from '../apps/server/src/features/tournament/state.ts';
import { importSeason } from '../apps/server/src/import/importSeason.ts';
import { largeOldSiteDump, writeDump } from '../apps/server/test/support/oldSiteDump.ts';
import { verdict } from './budgets.ts';
import { PG_ADMIN_URL, YEAR, type DbKind } from './servers.ts';

export const IMPORT_BUDGET_MS = 30_000;
const SIZE = { users: 1_000, races: 3_000 };

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function importOnce(kind: DbKind, folder: string): Promise<number> {
  const name = `pokered_bench_import_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pokered-bench-import-'));
  if (kind === 'postgres') await admin(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: kind === 'postgres' ? url.toString() : undefined, dataDir });
  try {
    await ensureTournament(database.db, YEAR);
    const started = performance.now();
    const run = await importSeason(
      database.db,
      { year: YEAR - 1, folder, dryRun: false, skipBad: false, replace: false },
      () => undefined,
    );
    const ms = performance.now() - started;
    if (run.refused !== null || run.outcome?.races !== SIZE.races)
      throw new Error(`the bench dump was not imported: ${String(run.refused)}`);
    return ms;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await admin(`drop database if exists ${name} with (force)`);
  }
}

export async function importPart(dbs: readonly DbKind[]): Promise<Record<string, unknown>> {
  const folder = mkdtempSync(join(tmpdir(), 'pokered-bench-dump-'));
  const figures: Record<string, unknown> = {};
  try {
    writeDump(folder, largeOldSiteDump(YEAR - 1, SIZE), 'bson');
    console.log('\nImport of a dump of 1,000 users, 3,000 races and 1,000 Pickems records (budget 30 s)');
    for (const kind of dbs) {
      const ms = await importOnce(kind, folder);
      console.log(`  ${kind}: ${(ms / 1000).toFixed(1)} s ${verdict(ms <= IMPORT_BUDGET_MS)}`);
      figures[kind] = { ms: Math.round(ms), ok: ms <= IMPORT_BUDGET_MS };
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return figures;
}
