/**
 * PGlite has no cross-process lock: two processes on one data directory silently lose writes.
 * This lock file refuses a second process and recovers a lock left by a crashed one.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string')
      return { pid: parsed.pid, host: parsed.host };
    return null;
  } catch {
    return null;
  }
}

/** Takes the lock on `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const stale = owner === null || (owner.host === hostname() && owner.pid !== process.pid && !isAlive(owner.pid));
      if (!stale) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server process (pid ${String(owner.pid)}). ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      }
      // The owner crashed (kill -9, power loss): its lock is stale, take it over.
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
