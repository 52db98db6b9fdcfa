/**
 * kill -9 during a stream of acknowledged writes, then a restart on the same data: every acknowledged
 * write is there and no write is half there (a user added without its audit entry, or the reverse).
 * On PGlite the restart is not held up by the lock file the killed process left behind (the kernel
 * released its flock), and a second process on a data directory in use is refused with a clear message.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { auditLog } from '../../src/db/privateSchema.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { userWithSession } from './support/fixtures.ts';
import { createScratchDatabase, requirePostgres } from './support/postgres.ts';
import { httpClient, startServer, startServerExpectingFailure, type ServerProcess } from './support/serverProcess.ts';

const WORKERS = 4;
/** Kill once this many writes were acknowledged, with more in flight. */
const ACKED_BEFORE_KILL = 40;

interface StreamResult {
  acknowledged: string[];
  attempted: string[];
}

/**
 * Adds users as the admin from several workers until `server` dies; `kill` is called once enough
 * writes were acknowledged, while other requests are still in flight.
 */
async function addUsersUntilKilled(server: ServerProcess, adminSid: string, prefix: string): Promise<StreamResult> {
  const client = httpClient(server.url, adminSid);
  const acknowledged: string[] = [];
  const attempted: string[] = [];
  let next = 0;
  let dead = false;
  const worker = async () => {
    while (!dead) {
      const username = `${prefix}_${String(next++)}`;
      attempted.push(username);
      try {
        const answer = await client.post('/api/admin/add-user', {
          discordUsername: username,
          displayName: username,
          role: 'runner',
          isAdmin: false,
          pronouns: '',
          country: null,
        });
        if (answer.status !== 200)
          throw new Error(`add-user answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
        acknowledged.push(username);
        if (acknowledged.length === ACKED_BEFORE_KILL) process.kill(server.pid, 'SIGKILL');
      } catch (error) {
        // Only a dead server is expected to fail a request.
        if (!(error instanceof TypeError)) throw error;
        dead = true;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await server.exited;
  return { acknowledged, attempted };
}

/** Every acknowledged user exists; every stream user that exists has exactly its audit entry, and no entry lacks its user. */
async function expectAllOrNothing(database: Database, prefix: string, stream: StreamResult): Promise<void> {
  const stored = await database.db
    .select({ id: users.id, username: users.discordUsername })
    .from(users)
    .where(like(users.discordUsername, `${prefix}_%`));
  const storedNames = new Set(stored.map((row) => row.username));
  expect(stream.acknowledged.filter((name) => !storedNames.has(name))).toEqual([]);
  expect([...storedNames].filter((name) => !stream.attempted.includes(name))).toEqual([]);
  const entries = await database.db
    .select({ targetId: auditLog.targetId })
    .from(auditLog)
    .where(inArray(auditLog.action, ['user.add']));
  const audited = entries
    .map((entry) => entry.targetId)
    .filter((id) => id !== null && stored.some((row) => row.id === id));
  expect(audited.sort()).toEqual(stored.map((row) => row.id).sort());
  const orphans = entries.filter(
    (entry) => entry.targetId !== null && !stored.some((row) => row.id === entry.targetId),
  );
  expect(orphans).toEqual([]);
}

describe('kill -9 on PGlite (DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pokered-crash-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(true)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process, keeps every acknowledged write, and restarts over the lock file it left', async () => {
    // Prepare the data directory the way an operator's first start would, plus an admin session.
    const setup = await openDatabase({ dataDir });
    await ensureTournament(setup.db, 2026);
    const admin = await userWithSession(setup.db, 'crash_admin', { role: 'runner', isAdmin: true });
    await setup.close();

    const first = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    started.push(first);

    const second = await startServerExpectingFailure({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by another server process (pid ${String(first.pid)})`);
    expect(second.output).toContain('Stop it first, or set DATA_DIR to another directory.');
    // The refused process did not disturb the running one.
    expect((await httpClient(first.url, null).get('/api/health')).status).toBe(200);

    const stream = await addUsersUntilKilled(first, admin.sid, 'crash_pgl');
    expect(stream.acknowledged.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    // The killed process left its lock file, naming it; only the kernel's flock, released at its death, counts.
    const lockPath = join(dataDir, 'server.lock');
    expect(existsSync(lockPath)).toBe(true);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: first.pid });

    const restarted = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    started.push(restarted);
    expect((await httpClient(restarted.url, null).get('/api/health')).status).toBe(200);
    const runners = (await httpClient(restarted.url, null).get('/api/runners/')).body as { discordUsername: string }[];
    const listed = new Set(runners.map((r) => r.discordUsername));
    expect(stream.acknowledged.filter((name) => !listed.has(name))).toEqual([]);
    await restarted.stop();

    const check = await openDatabase({ dataDir });
    try {
      await expectAllOrNothing(check, 'crash_pgl', stream);
    } finally {
      await check.close();
    }
  }, 180_000);
});

describe('kill -9 on PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let cleanup: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(true)));
    await cleanup?.();
  });

  it('keeps every acknowledged write, none half-written, and serves again after a restart', async () => {
    const scratch = await createScratchDatabase(await requirePostgres());
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    cleanup = async () => {
      await database.close();
      await scratch.drop();
    };
    await ensureTournament(database.db, 2026);
    const admin = await userWithSession(database.db, 'crash_admin', { role: 'runner', isAdmin: true });

    const first = await startServer({ DATABASE_URL: scratch.url, RATE_LIMITS: 'off' });
    started.push(first);
    const stream = await addUsersUntilKilled(first, admin.sid, 'crash_pg');
    expect(stream.acknowledged.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    await expectAllOrNothing(database, 'crash_pg', stream);

    const restarted = await startServer({ DATABASE_URL: scratch.url, RATE_LIMITS: 'off' });
    started.push(restarted);
    const added = await httpClient(restarted.url, admin.sid).post('/api/admin/add-user', {
      discordUsername: 'crash_pg_after',
      displayName: 'After',
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: null,
    });
    expect(added.status).toBe(200);
  }, 120_000);
});
