/**
 * Where the server's own files are (apps/server), whether it runs from its sources (`src/`, under tsx: tests, the
 * end-to-end servers) or from the bundle `npm start` makes (`dist/main.js`, rules §25): a fixed `../..` from
 * `import.meta.url` would point elsewhere in the bundle, so the folder is found by its package.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@pokered/server';

function isServerPackage(folder: string): boolean {
  const file = join(folder, 'package.json');
  if (!existsSync(file)) return false;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'name' in parsed && parsed.name === PACKAGE_NAME;
}

function findServerRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (isServerPackage(folder)) return folder;
    if (dirname(folder) === folder) throw new Error(`No ${PACKAGE_NAME} package.json above ${start}.`);
  }
}

/** The server package's folder: apps/server. */
export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));
