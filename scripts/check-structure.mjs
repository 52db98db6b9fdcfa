#!/usr/bin/env node
// The file vocabulary of docs/decisions/006-feature-vocabulary.md, checked (run by `npm run lint`):
// - apps/server/src: each kind of folder allows a set of file names; a feature folder (and each sub-concern folder
//   inside it) holds only routes.ts, queries.ts and mutations.ts;
// - packages/core/src: one file per rule at the top, request and response schemas in schemas/;
// - no barrel files (index.ts) anywhere in those trees;
// - no source file in apps/server/src, packages/core/src or apps/web/src over MAX_LINES lines.
// (apps/web folder names are checked by the web app's own lint zones.)
//
// EXCEPTIONS may only shrink: the check fails when one is no longer needed (its file is gone or follows the rule
// now), so the list cannot rot. Add to it only with a reason a reviewer accepts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const MAX_LINES = 300;

/** @type {{ path: string; rule: 'name' | 'size'; why: string }[]} */
const EXCEPTIONS = [
  { path: 'packages/core/src/countries.ts', rule: 'size', why: 'the country table: data, one line per country' },
  {
    path: 'apps/server/src/features/stats/pastResults.json',
    rule: 'name',
    why: 'the results of the years before this site, a data table read by stats/queries.ts',
  },
  {
    path: 'apps/server/src/features/tournament/state.ts',
    rule: 'name',
    why: 'readTournament/ensureTournament, imported by tests and bench: to fold into queries.ts and mutations.ts',
  },
];

const CAMEL_CASE_TS = /^[a-z][A-Za-z0-9]*\.ts$/;
const TEST_FILE = /\.test\.tsx?$/;
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
const FEATURE_FILES = ['routes.ts', 'queries.ts', 'mutations.ts'];

/**
 * Folder kinds of apps/server/src, by path. `files`: the names allowed (a list, or a pattern); `folders`: the
 * folders allowed inside (a kind name for each, '*' for any name).
 */
const SERVER_KINDS = {
  root: {
    files: ['app.ts', 'main.ts', 'env.ts'],
    folders: {
      auth: 'layer',
      clients: 'clients',
      db: 'db',
      demo: 'layer',
      features: 'features',
      http: 'layer',
      ops: 'layer',
      web: 'layer',
    },
  },
  /** src/features: one folder per area, and routes.ts mounting them all. */
  features: { files: ['routes.ts'], folders: { '*': 'feature' } },
  /** A feature: the three file names, and sub-concern folders that follow the same vocabulary one level down. */
  feature: { files: FEATURE_FILES, folders: { '*': 'subConcern' } },
  subConcern: { files: FEATURE_FILES, folders: {} },
  /** One client per outside service (racetime.gg, Discord webhooks): `src/clients/<service>.ts`. */
  clients: { files: CAMEL_CASE_TS, folders: {} },
  /** The database and the helpers every feature shares. */
  db: {
    files: [
      'client.ts',
      'schema.ts',
      'privateSchema.ts',
      'errors.ts',
      'locks.ts',
      'rows.ts',
      'dataVersion.ts',
      'sharedRead.ts',
      'dataDirLock.ts',
    ],
    folders: {},
  },
  /** Cross-cutting code (http, auth, demo data, operator commands, server rendering): named by what it does. */
  layer: { files: CAMEL_CASE_TS, folders: {} },
};

const CORE_KINDS = {
  root: { files: CAMEL_CASE_TS, folders: { schemas: 'schemas' } },
  schemas: { files: CAMEL_CASE_TS, folders: {} },
};

/** @type {{ path: string; problem: string; rule: 'name' | 'size' }[]} */
const findings = [];
const toPosix = (path) => relative(ROOT, path).split(sep).join('/');

function allows(files, name) {
  return Array.isArray(files) ? files.includes(name) : files.test(name);
}

function describeFiles(files) {
  return Array.isArray(files) ? files.join(', ') : `camelCase .ts names (${String(files)})`;
}

function checkFolder(kinds, kindName, dir) {
  const kind = kinds[kindName];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = kind.folders[entry.name] ?? kind.folders['*'];
      if (inner === undefined) {
        findings.push({
          path: toPosix(path) + '/',
          rule: 'name',
          problem: `no folder may be here (allowed: ${Object.keys(kind.folders).join(', ') || 'none'})`,
        });
      } else checkFolder(kinds, inner, path);
    } else if (entry.name === 'index.ts' || entry.name === 'index.tsx') {
      findings.push({ path: toPosix(path), rule: 'name', problem: 'no barrel files: import from the module itself' });
    } else if (!TEST_FILE.test(entry.name) && !allows(kind.files, entry.name)) {
      findings.push({
        path: toPosix(path),
        rule: 'name',
        problem: `a ${kindName} folder holds only ${describeFiles(kind.files)}`,
      });
    }
  }
}

function checkSizes(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) {
      findings.push({
        path: toPosix(path),
        rule: 'size',
        problem: `${String(lines)} lines, over ${String(MAX_LINES)}: split it by concern`,
      });
    }
  }
}

checkFolder(SERVER_KINDS, 'root', join(ROOT, 'apps/server/src'));
checkFolder(CORE_KINDS, 'root', join(ROOT, 'packages/core/src'));
for (const tree of ['apps/server/src', 'packages/core/src', 'apps/web/src']) checkSizes(join(ROOT, tree));

const excused = (finding) => EXCEPTIONS.some((e) => e.path === finding.path && e.rule === finding.rule);
const offenders = findings.filter((finding) => !excused(finding));
const stale = EXCEPTIONS.filter((e) => !findings.some((finding) => finding.path === e.path && finding.rule === e.rule));

for (const { path, problem } of offenders) console.error(`${path}: ${problem}`);
for (const { path, rule } of stale) {
  console.error(`${path}: its '${rule}' exception in scripts/check-structure.mjs is no longer needed: remove it`);
}
if (offenders.length > 0 || stale.length > 0) {
  console.error(
    '\nThe file vocabulary is in docs/decisions/006-feature-vocabulary.md: move or split the file, or (for data ' +
      'tables only) add an exception with its reason.',
  );
  process.exit(1);
}
console.log('File structure OK (docs/decisions/006-feature-vocabulary.md).');
