/**
 * What a backup must never do, and what a restore must never bring back:
 * - the backup file is readable by its owner only from its first byte (not chmod-ed afterwards), even
 *   under a umask that would make new files world-readable;
 * - by default backups go outside the repository (and the old `backups/` folder is git-ignored);
 * - a restore logs everyone out: a session logged out after the backup does not come back.
 * Run as the operator runs them (separate processes), on PGlite and on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createSession } from '../../src/auth/sessions.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { parseEnv } from '../../src/env.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { defaultBackupFile } from '../../src/ops/target.ts';
import { browserCookie, xsrfTokenFor } from '../support/app.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = join(serverRoot, '../..');

/** Runs `npm run <script>` the way an operator would, under `umask 000` (new files 666 unless opened otherwise). */
function ops(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'sh',
      ['-c', 'umask 000 && exec "$0" "$@"', process.execPath, '--import', 'tsx', `src/ops/${script}.ts`, ...args],
      { cwd: serverRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** Backs up into the empty folder `dir` while watching it; answers every file mode seen there meanwhile. */
async function backupWatchingModes(dir: string, file: string, env: Record<string, string>): Promise<number[]> {
  mkdirSync(dir, { recursive: true });
  const modes: number[] = [];
  const look = () => {
    for (const name of readdirSync(dir)) {
      try {
        modes.push(statSync(join(dir, name)).mode & 0o777);
      } catch {
        // Renamed away between the listing and the stat.
      }
    }
  };
  const watcher = watch(dir, look);
  try {
    const made = await ops('backup', [file], env);
    expect(made.code, made.output).toBe(0);
  } finally {
    watcher.close();
  }
  look();
  expect(readdirSync(dir)).toEqual([file.slice(dir.length + 1)]);
  return modes;
}

async function appOn(database: Database) {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DEMO: 'off' });
  const app = await buildApp({ env, database, serveWeb: false });
  await app.ready();
  // The browser of a session holds the XSRF token bound to it (rules §2), under this app's SESSION_SECRET.
  const cookie = (sid: string) => ({ cookie: browserCookie(sid, xsrfTokenFor(app, sid)) });
  return {
    close: () => app.close(),
    status: async (sid: string) =>
      (await app.inject({ method: 'GET', url: '/auth-status', headers: cookie(sid) })).statusCode,
    logout: async (sid: string) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/logout',
        headers: { ...cookie(sid), 'x-xsrf-token': xsrfTokenFor(app, sid) },
      });
      expect(answer.statusCode).toBe(200);
    },
  };
}

/** Two users logged in; answers their session ids. */
async function twoSessions(database: Database): Promise<[string, string]> {
  await ensureTournament(database.db, 2026);
  const rows = await database.db
    .insert(users)
    .values([
      { discordUsername: 'bk_stays', displayName: 'Stays' },
      { discordUsername: 'bk_leaves', displayName: 'Leaves' },
    ])
    .returning({ id: users.id });
  return [await createSession(database.db, rows[0]!.id), await createSession(database.db, rows[1]!.id)];
}

/**
 * The whole story on one database: sessions, a backup watched for its modes, a logout, a restore,
 * and no session alive afterwards.
 */
async function backupLogoutRestore(open: () => Promise<Database>, env: Record<string, string>, root: string) {
  const dir = join(root, 'out');
  const file = join(dir, 'backup.dump');
  let database = await open();
  const [kept, loggedOut] = await twoSessions(database);
  if (env.DATA_DIR) await database.close();

  const modes = await backupWatchingModes(dir, file, env);
  expect(modes.length).toBeGreaterThan(0);
  expect(modes.filter((mode) => mode !== 0o600)).toEqual([]);

  if (env.DATA_DIR) database = await open();
  let app = await appOn(database);
  expect(await app.status(loggedOut)).toBe(200);
  await app.logout(loggedOut);
  expect(await app.status(loggedOut)).toBe(401);
  await app.close();
  if (env.DATA_DIR) await database.close();

  const restored = await ops('restore', [file, '--force'], env);
  expect(restored.code, restored.output).toBe(0);

  if (env.DATA_DIR) database = await open();
  app = await appOn(database);
  try {
    expect(await app.status(loggedOut)).toBe(401);
    // Everyone logs in again after a restore: no session of the backup's time is trusted.
    expect(await app.status(kept)).toBe(401);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('backups of the embedded database (DATA_DIR)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pokered-backup-safety-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are mode 600 from the first byte, and a restore brings back no session', async () => {
    const dataDir = join(root, 'data');
    await backupLogoutRestore(() => openDatabase({ dataDir }), { DATA_DIR: dataDir }, root);
  }, 240_000);
});

describe('backups of PostgreSQL (DATABASE_URL)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pokered-backup-safety-pg-'));
  let scratch: ScratchDatabase | null = null;
  afterAll(async () => {
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('are mode 600 from the first byte, and a restore brings back no session', async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    const url = scratch.url;
    await backupLogoutRestore(() => openDatabase({ databaseUrl: url, dataDir: 'unused' }), { DATABASE_URL: url }, root);
  }, 120_000);
});

describe('where backups go by default', () => {
  it('is outside the repository, and the old backups/ folder is git-ignored', async () => {
    const file = defaultBackupFile({ kind: 'postgres', url: 'postgres://x/y' });
    expect(relative(repoRoot, file).startsWith('..')).toBe(true);
    const ignored = await new Promise<number>((resolve) =>
      execFile('git', ['check-ignore', '-q', 'backups/pokered-20261021-183005.sql'], { cwd: repoRoot }, (error) =>
        resolve(error ? Number(error.code ?? 1) : 0),
      ),
    );
    expect(ignored).toBe(0);
  });
});
