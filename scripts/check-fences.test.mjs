// Self-test of check-fences.mjs on a fixture tree (run by `npm run lint`: node --test): each fence catches its
// planted mistake, whatever the path's depth or spelling.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkFences, describeProblems } from './check-fences.mjs';

const root = mkdtempSync(join(tmpdir(), 'fences-'));
after(() => rmSync(root, { recursive: true, force: true }));

function run(files) {
  rmSync(join(root, 'apps'), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return describeProblems(checkFences(root));
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
/** What the real tree always has: the route table and the exception's file, so only the plant is reported. */
const BASE = {
  [`${WEB}/routeTable.tsx`]: "const pages = import.meta.glob('./features/**/*Page.tsx');\nexport { pages };\n",
  [`${WEB}/routes.test.tsx`]: "vi.mock('./features/a/APage', () => ({}));\n",
  [`${WEB}/test/loadErrorRetry.test.ts`]: "import.meta.glob(['../features/**/*.tsx', '!../**/*.test.tsx']);\n",
  [`${WEB}/test/noCommentatorsWording.test.ts`]: "import.meta.glob(['../**/*.tsx']);\n",
  [`${WEB}/features/a/APage.tsx`]: "import { b } from './deep/b';\nexport const a = b;\n",
  [`${WEB}/features/a/deep/b.ts`]: 'export const b = 1;\n',
  [`${WEB}/features/b/BPage.tsx`]: 'export const c = 1;\n',
  [`${SERVER}/features/tournament/state.ts`]: 'export const s = 1;\n',
  [`${SERVER}/features/races/queries.ts`]: "import { s } from '../tournament/state.ts';\nexport const q = s;\n",
  [`${SERVER}/features/routes.ts`]: "import { r } from './races/routes.ts';\nexport const all = [r];\n",
  [`${SERVER}/features/races/routes.ts`]: "import { q } from '../results/queries.ts';\nexport const r = q;\n",
  [`${SERVER}/features/results/queries.ts`]: 'export const q = 1;\n',
};

test('the fixture without a plant passes', () => {
  assert.deepEqual(run(BASE), []);
});

test('a feature file four folders deep importing a sibling feature fails, by relative path or alias', () => {
  const deep = `${WEB}/features/a/admin/record/form/parts/Deep.ts`;
  for (const specifier of ['../../../../../b/BPage', '/src/features/b/BPage', '@pokered/web/src/features/b/BPage']) {
    const problems = run({ ...BASE, [deep]: `import { c } from '${specifier}';\nexport const d = c;\n` });
    assert.equal(problems.length, 1, specifier);
    assert.match(problems[0], /features\/a imports features\/b: .* src\/components .* src\/lib/, specifier);
  }
});

test('a feature globbing or mocking past its own folder fails', () => {
  const file = `${WEB}/features/a/APage.test.tsx`;
  assert.equal(run({ ...BASE, [file]: "import.meta.glob('../**/*.tsx');\n" }).length, 1);
  assert.equal(run({ ...BASE, [file]: "vi.mock('../b/BPage');\n" }).length, 1);
  assert.deepEqual(run({ ...BASE, [file]: "vi.mock('./deep/b');\nimport.meta.glob('./**/*.ts');\n" }), []);
});

test('shared web code importing a feature fails, saying where the code belongs', () => {
  const problems = run({ ...BASE, [`${WEB}/lib/useThing.ts`]: "export { b } from '../features/a/deep/b';\n" });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^apps\/web\/src\/lib\/useThing\.ts: .*src\/lib serves every feature/);
});

test("a server feature reaching into another's routes.ts fails; queries and mutations pass", () => {
  const file = `${SERVER}/features/stats/queries.ts`;
  const problems = run({ ...BASE, [file]: "import { r } from '../races/routes';\nexport const x = r;\n" });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /through routes\.ts: .* queries\.ts \(reads\) and mutations\.ts \(writes\)/);
});

test('a server feature importing a job fails; the job importing the feature passes', () => {
  const job = `${SERVER}/jobs/sender.ts`;
  const withJob = { ...BASE, [job]: "import { q } from '../features/results/queries.ts';\nexport const j = q;\n" };
  assert.deepEqual(run(withJob), []);
  const file = `${SERVER}/features/results/routes.ts`;
  const problems = run({ ...withJob, [file]: "import { j } from '../../jobs/sender.ts';\nexport const r = j;\n" });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /features\/results imports src\/jobs: a job imports the feature/);
});

test('an exception no longer needed, and a listed entry module that is gone, fail', () => {
  const { [`${SERVER}/features/races/queries.ts`]: _used, [`${WEB}/routeTable.tsx`]: _table, ...rest } = BASE;
  assert.deepEqual(run(rest), [
    '* -> apps/server/src/features/tournament/state.ts: its exception in scripts/check-fences.mjs is no longer ' +
      'needed: remove it',
    'apps/web/src/routeTable.tsx: listed in ENTRY_MODULES of scripts/check-fences.mjs but gone: update the list',
  ]);
});
