#!/usr/bin/env node
// The file vocabulary of docs/decisions/006-feature-vocabulary.md, checked (run by `npm run lint`):
// - apps/server/src: each kind of folder allows a set of file names; a feature folder (and each sub-concern folder
//   inside it) holds only routes.ts, queries.ts and mutations.ts;
// - packages/core/src: one file per rule at the top, request and response schemas in schemas/;
// - apps/web/src: a closed set of top-level folders and entry files, and the names each folder kind allows
//   (scripts/webFolderKinds.mjs); a page's XPage.data.ts sits beside its XPage.tsx;
// - no barrel files (index.ts) and no grab-bag names (utils, helpers, misc, …) anywhere in those trees;
// - no source file in apps/server/src, packages/core/src or apps/web/src over MAX_LINES lines.
// (Which folder may import which is scripts/check-fences.mjs.)
//
// EXCEPTIONS may only shrink: the check fails when one is no longer needed (its file is gone or follows the rule
// now), so the list cannot rot. Add to it only with a reason a reviewer accepts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataWithoutPage, WEB_KINDS } from './webFolderKinds.mjs';

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
  {
    path: 'apps/web/src/test/utils.tsx',
    rule: 'name',
    why: 'renderWithProviders and makeUser, imported by 58 web tests others are editing now: to rename render.tsx',
  },
  {
    path: 'packages/core/src/schemas/common.ts',
    rule: 'name',
    why: 'the field schemas every contract shares, imported by 22 files across the apps: to rename fields.ts',
  },
];

/** Names that say nothing of what is inside (a file's name before its first dot, or a folder's). */
const GRAB_BAG = ['utils', 'util', 'utilities', 'helpers', 'helper', 'misc', 'common', 'shared', 'stuff', 'other'];

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
    files: ['app.ts', 'main.ts', 'env.ts', 'paths.ts'],
    folders: {
      auth: 'layer',
      clients: 'clients',
      db: 'db',
      demo: 'layer',
      features: 'features',
      http: 'layer',
      // The importer of the earlier site's seasons (rules §40, docs/decisions/022-import.md): a command, not a feature.
      import: 'layer',
      jobs: 'jobs',
      ops: 'ops',
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
      'seasonSchema.ts',
      'entrySchema.ts',
      'importSchema.ts',
      'signupSchema.ts',
      'currentSeason.ts',
      'errors.ts',
      'locks.ts',
      'rows.ts',
      'dataVersion.ts',
      'sharedRead.ts',
      'dataDirLock.ts',
    ],
    folders: {},
  },
  /**
   * In-process workers (docs/decisions/016-jobs.md): the periodic-job helper and one file per job; the notification
   * sender keeps its queue's statements beside it.
   */
  jobs: {
    files: ['periodic.ts', 'notifier.ts', 'notificationQueue.ts', 'racetimeWatch.ts', 'purge.ts', 'vacuum.ts'],
    folders: {},
    hint: 'src/jobs holds periodic.ts and one file per in-process job (add a new job to the jobs kind here)',
  },
  /** Operator commands run by hand (`npm run backup`, `restore`) and what they and the start-up print. */
  ops: {
    files: ['backup.ts', 'restore.ts', 'restorePostgres.ts', 'postgresTools.ts', 'target.ts', 'startMessages.ts'],
    folders: {},
    hint: 'src/ops holds operator commands only; a worker on a timer belongs in src/jobs (docs/decisions/016-jobs.md)',
  },
  /** Cross-cutting code (http, auth, demo data, server rendering): named by what it does. */
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
  if (Array.isArray(files)) return files.includes(name);
  return typeof files === 'function' ? files(name) : files.test(name);
}

function describeFiles(kindName, kind) {
  if (kind.hint !== undefined) return `not a name this folder allows: ${kind.hint}`;
  const names = Array.isArray(kind.files) ? kind.files.join(', ') : `camelCase .ts names (${String(kind.files)})`;
  return `a ${kindName} folder holds only ${names}`;
}

/** Where code refused by a folder belongs, when its kind says so. */
const hintOf = (kind) => (kind.hint === undefined ? '' : `: ${kind.hint}`);

function checkFolder(kinds, kindName, dir) {
  const kind = kinds[kindName];
  const entries = readdirSync(dir, { withFileTypes: true });
  const names = entries.map((entry) => entry.name);
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    const where = toPosix(path) + (entry.isDirectory() ? '/' : '');
    if (GRAB_BAG.includes(entry.name.split('.')[0].toLowerCase())) {
      findings.push({
        path: where,
        rule: 'name',
        problem: `'${entry.name}' is a grab-bag name: name the code by what it does${hintOf(kind)}`,
      });
    } else if (entry.isDirectory()) {
      const inner = kind.folders[entry.name] ?? kind.folders['*'];
      if (inner === undefined) {
        findings.push({
          path: where,
          rule: 'name',
          problem: `no folder may be here (allowed: ${Object.keys(kind.folders).join(', ') || 'none'})${hintOf(kind)}`,
        });
      } else checkFolder(kinds, inner, path);
    } else if (entry.name === 'index.ts' || entry.name === 'index.tsx') {
      findings.push({ path: toPosix(path), rule: 'name', problem: 'no barrel files: import from the module itself' });
    } else if (!TEST_FILE.test(entry.name) && !allows(kind.files, entry.name)) {
      findings.push({ path: where, rule: 'name', problem: describeFiles(kindName, kind) });
    } else if (dataWithoutPage(entry.name, names)) {
      const page = entry.name.replace(/\.data\.ts$/, '.tsx');
      findings.push({
        path: where,
        rule: 'name',
        problem: `declares the data of ${page}, which is not beside it: keep a page and its data together (ADR 008)`,
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
checkFolder(WEB_KINDS, 'root', join(ROOT, 'apps/web/src'));
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
