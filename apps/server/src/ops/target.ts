/**
 * Which database `npm run backup` / `npm run restore` work on: the same configuration as the server
 * (rules §12) — PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export class OpsError extends Error {}

/** The server package (apps/server): where `npm start` runs, so where a relative DATA_DIR lives. */
const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function resolveTarget(env: Record<string, string | undefined>): Target {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new OpsError('Invalid configuration: DATABASE_URL must be a postgres:// URL');
    return { kind: 'postgres', url };
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  return { kind: 'pglite', dataDir: isAbsolute(dataDir) ? dataDir : resolve(serverRoot, dataDir) };
}

/** `backups/pokered-20261021-183005.<extension>` under the current directory. */
export function defaultBackupFile(target: Target, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return resolve('backups', `pokered-${stamp}.${target.kind === 'postgres' ? 'sql' : 'tar.gz'}`);
}

export function describeTarget(target: Target): string {
  if (target.kind === 'pglite') return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}
