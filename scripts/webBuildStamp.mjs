// What `npm start` needs to know to skip the web build (rules §25): a fingerprint of every input of the build
// (the web app's and the core package's sources, their configuration, the lockfile) and where it was stamped.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Inputs of `vite build`, relative to the repository root; folders are read whole (node_modules never). */
export const BUILD_INPUTS = [
  'package-lock.json',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'packages/core/package.json',
  'packages/core/src',
];

/** Outputs that must exist for a build to count as done; the stamp lives with the renderer, never served. */
export const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
export const STAMP_FILE = 'apps/web/dist-ssr/build-inputs.sha256';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A hash of every input file's path and content: the same sources give the same fingerprint, whatever the mtimes. */
export function buildFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Why the web app must be built, or null when the last build is of these very sources. */
export function reasonToBuild(root, fingerprint) {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const stampFile = join(root, STAMP_FILE);
  if (!existsSync(stampFile)) return 'the last build left no record of its sources';
  if (readFileSync(stampFile, 'utf8').trim() !== fingerprint) return 'the web sources changed';
  return null;
}
