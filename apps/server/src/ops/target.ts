/**
 * Which database `npm run backup` / `npm run restore` work on: the server's own configuration (src/env.ts,
 * rules §12) — PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR.
 */
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { DatabaseEnv } from '../env.ts';
import { serverRoot } from '../paths.ts';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export class OpsError extends Error {}

/** The server package (apps/server): where `npm start` runs, so where a relative DATA_DIR lives. */

export function resolveTarget(env: DatabaseEnv): Target {
  if (env.DATABASE_URL !== undefined) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(serverRoot, env.DATA_DIR) };
}

/**
 * `~/pokered-backups/pokered-20261021-183005.<extension>` (`.dump` a pg_dump archive, `.tar.gz` PGlite's): outside the repository on purpose, so a backup
 * (every user's data) is never committed, copied with the code or served with it. `home` is for tests.
 */
export function defaultBackupFile(target: Target, now = new Date(), home = homedir()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join(home, 'pokered-backups', `pokered-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
}

export function describeTarget(target: Target): string {
  if (target.kind === 'pglite') return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}
