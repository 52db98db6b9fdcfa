/**
 * PGlite has no cross-process lock: two processes on one data directory silently lose writes.
 * This lock refuses a second process. It is a kernel `flock` on DATA_DIR/server.lock, held by an open
 * file descriptor for the life of the process, so the kernel releases it however the process ends
 * (exit, kill -9, out of memory): no PID is read, guessed or taken over (docs/decisions/007-data-dir-lock.md).
 *
 * Node 20 has no flock, so util-linux's flock(1) (essential on Debian) takes it on a descriptor this
 * process opened and hands down as fd 3. A flock belongs to the open file description, which this
 * process keeps open after flock(1) exits: the lock stays ours until we close it or die.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/** flock(1)'s exit code when the lock is held elsewhere (asked for with --conflict-exit-code). */
const HELD_ELSEWHERE = 75;

/** Who wrote the lock file last: for the refusal message only, never to decide anything. */
function describeOwner(path: string): string {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === 'number') {
      const host = typeof parsed.host === 'string' && parsed.host !== hostname() ? ` on ${parsed.host}` : '';
      return ` (pid ${String(parsed.pid)}${host})`;
    }
  } catch {
    // Not written yet, or by an older version: the message just names no process.
  }
  return '';
}

/** Runs `flock --nonblock` on `fd`; answers whether this process now holds the lock. */
function tryFlock(fd: number, dataDir: string): boolean {
  const answer = spawnSync(
    'flock',
    ['--nonblock', '--exclusive', '--conflict-exit-code', String(HELD_ELSEWHERE), '3'],
    {
      stdio: ['ignore', 'ignore', 'pipe', fd],
    },
  );
  if (answer.error) {
    throw new DataDirLockedError(
      `Could not lock the data directory ${dataDir}: the flock command (util-linux) is needed for the embedded ` +
        `database (${(answer.error as NodeJS.ErrnoException).code ?? answer.error.message}). Install util-linux, ` +
        'or set DATABASE_URL.',
    );
  }
  if (answer.status === 0) return true;
  if (answer.status === HELD_ELSEWHERE) return false;
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}: flock answered ${String(answer.status)} ${String(answer.stderr).trim()}`,
  );
}

/** Takes the lock on `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'server.lock');
  // Never deleted: unlinking a locked file would let one process lock the old file and another a new one.
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked = false;
  try {
    locked = tryFlock(fd, dataDir);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another server process${describeOwner(path)}. ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
  }
  // Ours now: record who holds it, so a refused process can name it.
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the only descriptor of the open file description releases the flock.
    closeSync(fd);
  };
}
