/**
 * An import is all or nothing (rules §40): `npm run import-season` killed with SIGKILL mid-way, on PostgreSQL,
 * leaves nothing behind. The import is held at its last statement (the audit row, behind a table lock this test
 * takes) while its transaction holds every row it wrote, and the process is killed there; after that, the same
 * import runs whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { dumpFolder } from '../support/importRun.ts';
import { oldSiteSeason } from '../support/oldSiteSeason.ts';
import { tableCounts } from '../support/tableCounts.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let scratch: ScratchDatabase;
let client: pg.Client;
beforeAll(async () => {
  scratch = await createScratchDatabase(await requirePostgres());
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
  await ensureTournament(database.db, 2026);
  await database.close();
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client.end();
  await scratch.drop();
});

/** Every data table's row count (test/support/tableCounts.ts). */
const counts = () => tableCounts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);

function importCommand(folder: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/import/cli.ts', '--year', '2025', folder], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: scratch.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('an import killed mid-way (rules §40)', () => {
  it('leaves nothing behind, and the same import then runs whole', async () => {
    const folder = dumpFolder(oldSiteSeason());
    const before = await counts();
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table audit_log in exclusive mode');
    const child = importCommand(folder);
    const exited = exitOf(child);
    // The import's backend waits for the audit table with the season's rows written in its transaction.
    const pid = await until(async () => {
      const { rows } = await client.query<{ pid: number }>(
        `select a.pid from pg_stat_activity a
         where a.datname = current_database() and a.wait_event_type = 'Lock' and a.query ilike 'insert into "audit_log"%'`,
      );
      return rows[0]?.pid;
    }, 'the import to reach its last statement');
    const { rows: held } = await client.query<{ relname: string }>(
      `select c.relname from pg_locks l join pg_class c on c.oid = l.relation
       where l.pid = $1 and l.mode = 'RowExclusiveLock' and c.relname in ('races', 'race_results', 'imported_people')`,
      [pid],
    );
    expect(new Set(held.map((row) => row.relname))).toEqual(new Set(['races', 'race_results', 'imported_people']));
    child.kill('SIGKILL');
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    await holder.query('commit');
    await holder.end();
    await until(async () => {
      const { rows } = await client.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      return rows.length === 0 ? true : undefined;
    }, 'the killed import to leave the database');
    expect(await counts()).toEqual(before);

    const again = importCommand(folder);
    let output = '';
    again.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitOf(again)).toEqual({ code: 0, signal: null });
    expect(output).toContain('The 2025 season is imported: 5 races, 11 people.');
    const after = await counts();
    expect(after.races).toBe((before.races ?? 0) + 5);
    expect(after.imported_people).toBe(11);
  }, 180_000);
});
