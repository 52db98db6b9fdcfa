#!/usr/bin/env node
// The fences between feature folders (docs/decisions/006-feature-vocabulary.md), checked by `npm run lint`:
// - apps/web/src/features/<x>/** never imports apps/web/src/features/<y>/** (y != x), at any depth;
// - shared web code (apps/web/src outside features/) never imports a feature, except the ENTRY_MODULES below;
// - outside its own folder, a server feature (apps/server/src/features/<y>/**) is reached only through its
//   queries.ts and mutations.ts (its reads and writes, sub-concern folders included); its routes.ts is mounted by
//   features/routes.ts alone;
// - a server feature never imports src/jobs (a job imports the feature, docs/decisions/016-jobs.md).
// Each import is resolved to the file it names and the two folders are compared, so the check does not depend on
// how far a relative path climbs. Read as imports: `import`/`export … from`, `import()`, `require()`,
// `import.meta.glob(…)` (a glob that can reach a folder imports it) and `vi.mock(…)` (a test that stubs a module
// depends on its path). Specifiers resolved: relative, Vite's root-relative `/src/…`, and `@pokered/web|server/…`.
//
// EXCEPTIONS may only shrink: the check fails when one is no longer needed, as in check-structure.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const TREES = ['apps/web/src', 'apps/server/src'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;

/** Shared web files that must reach every page, and why. A missing file here fails the check (keep it current). */
const ENTRY_MODULES = [
  { path: 'apps/web/src/routeTable.tsx', why: 'the route table: loads every page and its XPage.data.ts lazily' },
  { path: 'apps/web/src/routes.test.tsx', why: "the route table's test: stubs every page module it routes to" },
  {
    path: 'apps/web/src/test/loadErrorRetry.test.ts',
    why: "reads every view's source as text (?raw) to check that each load error offers a retry",
  },
  {
    path: 'apps/web/src/test/noCommentatorsWording.test.ts',
    why: "reads every source file as text (?raw) to check one wording site-wide; it imports no feature's code",
  },
];

/** @type {{ from: string; to: string; why: string }[]} `from: '*'`: every importer of `to`. */
const EXCEPTIONS = [
  {
    from: '*',
    to: 'apps/server/src/features/tournament/state.ts',
    why:
      "the tournament row's shared reads under an old name (check-structure.mjs excuses it too): to fold into " +
      'tournament/queries.ts and mutations.ts',
  },
];

const toPosix = (root, path) => relative(root, path).split(sep).join('/');

/** Where a path sits: its app, and its feature folder if it is in or is one (feature folder names have no dot). */
function place(posixPath) {
  const match = /^apps\/(web|server)\/src(?:\/(.*))?$/.exec(posixPath);
  if (!match) return undefined;
  const rest = match[2] ?? '';
  const feature = /^features\/([^/.]+)(?:\/|$)/.exec(rest)?.[1];
  return { app: match[1], rest, feature };
}

/** The repository path a specifier names, or undefined for a package outside this repository. */
function resolveSpecifier(root, file, specifier) {
  const bare = specifier.split('?')[0];
  if (bare.startsWith('.')) return toPosix(root, resolve(dirname(file), bare));
  const app = /^apps\/(web|server)\//.exec(toPosix(root, file))?.[1];
  if (bare.startsWith('/src/') && app === 'web') return toPosix(root, join(root, 'apps/web', bare));
  const workspace = /^@pokered\/(web|server)\/(.*)$/.exec(bare);
  if (workspace) return toPosix(root, join(root, 'apps', workspace[1], workspace[2]));
  return undefined;
}

/** For a glob, the folder it starts in; a glob starting at features/ itself (or above) reaches every feature. */
function globTarget(root, file, pattern) {
  const literal = pattern.split(/[*?{[]/)[0];
  const folder = resolveSpecifier(root, file, literal.slice(0, literal.lastIndexOf('/') + 1) || './');
  const where = folder === undefined ? undefined : place(`${folder}/`);
  if (!where) return undefined;
  const features = `apps/${where.app}/src/features`;
  const reachesAll = features === folder || features.startsWith(`${folder}/`);
  return { path: `${folder}/**`, app: where.app, feature: reachesAll ? '*' : where.feature };
}

const GLOB_CALL = /import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const MOCK_CALL = /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*(['"])([^'"]+)\1/g;
const STRING = /'([^']*)'|"([^"]*)"/g;

/** Every module a file depends on: { specifier, path, feature, app } with path in repository form. */
function importsOf(root, file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const path = resolveSpecifier(root, file, fileName);
    if (path !== undefined) found.push({ specifier: fileName, path, ...place(path) });
  }
  for (const [, , mocked] of text.matchAll(MOCK_CALL)) {
    const path = resolveSpecifier(root, file, mocked);
    if (path !== undefined) found.push({ specifier: mocked, path, ...place(path) });
  }
  for (const [, argument] of text.matchAll(GLOB_CALL)) {
    for (const [, single, double] of argument.matchAll(STRING)) {
      const pattern = single ?? double;
      if (pattern.startsWith('!')) continue;
      const target = globTarget(root, file, pattern);
      if (target) found.push({ specifier: pattern, ...target });
    }
  }
  return found;
}

/** What is wrong with one import, in words that say where the code belongs; undefined when it is fine. */
function problemOf(from, target) {
  const source = place(from);
  if (source?.app === 'server' && source.feature !== undefined && /^jobs(\/|$)/.test(target.rest ?? '')) {
    return (
      `features/${source.feature} imports src/jobs: a job imports the feature, never the other way. The feature ` +
      'writes what the job picks up through its own mutations.ts, and reaches a running job through its ' +
      'decoration on the app (docs/decisions/016-jobs.md).'
    );
  }
  if (!source || target.app !== source.app || target.feature === undefined) return undefined;
  if (source.app === 'web') {
    if (source.feature !== undefined && target.feature !== source.feature) {
      const other = target.feature === '*' ? 'every feature' : `features/${target.feature}`;
      return (
        `features/${source.feature} imports ${other}: a feature never imports another feature. What two ` +
        'features share belongs in src/components (React components) or src/lib (hooks and functions); an admin ' +
        'screen lives in its domain under features/<area>/admin/.'
      );
    }
    if (source.feature === undefined && !ENTRY_MODULES.some((entry) => entry.path === from)) {
      return (
        `shared web code imports features/${target.feature}: src/${source.rest.split('/')[0]} ` +
        'serves every feature and never imports one. Move the piece it needs into src/components (React ' +
        'components) or src/lib (hooks and functions), or keep this code in its feature. Only the route table ' +
        '(ENTRY_MODULES in scripts/check-fences.mjs) reaches pages.'
      );
    }
    return undefined;
  }
  if (target.feature === source.feature || target.feature === '*') return undefined;
  // Server imports name their file with or without its extension.
  const name = target.path.slice(target.path.lastIndexOf('/') + 1).replace(/\.(ts|js)$/, '');
  if (name === 'queries' || name === 'mutations') return undefined;
  if (name === 'routes' && from === 'apps/server/src/features/routes.ts') return undefined;
  return (
    `reaches into features/${target.feature} through ${name}.ts: outside its folder a server feature is used only ` +
    'through its queries.ts (reads) and mutations.ts (writes); move what is shared into one of them (or into ' +
    'src/db for a database helper every feature uses); routes.ts is mounted by features/routes.ts alone.'
  );
}

const excuses = (exception, finding) =>
  exception.to === finding.to && (exception.from === '*' || exception.from === finding.from);

/** Every fence crossed under `root`, the exceptions no longer needed and the entry modules that are gone. */
export function checkFences(root) {
  /** @type {{ from: string; to: string; specifier: string; problem: string }[]} */
  const findings = [];
  for (const tree of TREES) {
    const dir = join(root, tree);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const from = toPosix(root, file);
      for (const target of importsOf(root, file)) {
        const problem = problemOf(from, target);
        if (problem) findings.push({ from, to: target.path, specifier: target.specifier, problem });
      }
    }
  }
  return {
    offenders: findings.filter((finding) => !EXCEPTIONS.some((exception) => excuses(exception, finding))),
    stale: EXCEPTIONS.filter((exception) => !findings.some((finding) => excuses(exception, finding))),
    missingEntries: ENTRY_MODULES.filter((entry) => !existsSync(join(root, entry.path))),
  };
}

/** The check's lines of output, one per problem (empty when the fences hold). */
export function describeProblems({ offenders, stale, missingEntries }) {
  return [
    ...offenders.map(({ from, specifier, problem }) => `${from}: '${specifier}' ${problem}`),
    ...stale.map(
      ({ from, to }) => `${from} -> ${to}: its exception in scripts/check-fences.mjs is no longer needed: remove it`,
    ),
    ...missingEntries.map(
      ({ path }) => `${path}: listed in ENTRY_MODULES of scripts/check-fences.mjs but gone: update the list`,
    ),
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const problems = describeProblems(checkFences(root));
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error('\nThe fences between features are in docs/decisions/006-feature-vocabulary.md.');
    process.exit(1);
  }
  console.log('Feature fences OK (docs/decisions/006-feature-vocabulary.md).');
}
