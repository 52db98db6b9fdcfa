// Runs every server test alone: each test of each file in a fresh worker (a fresh module, so a fresh
// `beforeAll` and database), with every other test of its file skipped. A test that fails here but passes in
// its file leans on data an earlier test wrote: build that data in `beforeAll` or a fixture instead.
//
//   node scripts/run-tests-alone.mjs                       every file of apps/server (slow: ~5 s a test)
//   node scripts/run-tests-alone.mjs test/races.test.ts    some files (paths or name filters, as for vitest)
//   TEST_DATABASE_URL=postgres://… node scripts/…          the same on PostgreSQL
//
// One vitest process, one test at a time (the machine has two cores). Exit status 1 when any test failed alone.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVitest } from 'vitest/node';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const filters = process.argv.slice(2);

process.env.TZ ??= 'Asia/Kathmandu';
const vitest = await createVitest(
  'test',
  // No reporter output per run: this script prints one line per test. No shuffle: a single test has no order.
  { root, watch: false, reporters: [{}], sequence: { shuffle: false } },
);

const specifications = await vitest.globTestSpecifications(filters);
if (specifications.length === 0) {
  console.error(`No test file matches ${filters.join(' ')}`);
  process.exit(1);
}

const collected = await vitest.collectTests(specifications);
const failures = [];
let count = 0;
const started = Date.now();

for (const module of collected.testModules) {
  const file = relative(root, module.moduleId);
  for (const test of module.children.allTests()) {
    if (test.options.mode === 'skip' || test.options.mode === 'todo') continue;
    count += 1;
    const specification = module.project.createSpecification(module.moduleId, { testIds: [test.id] });
    const { testModules, unhandledErrors } = await vitest.runTestSpecifications([specification]);
    const ran = testModules.find((m) => m.moduleId === module.moduleId);
    const result = ran ? [...ran.children.allTests()].find((t) => t.fullName === test.fullName)?.result() : undefined;
    // A failed beforeAll is reported on its suite (or the module), and the tests are then skipped.
    const moduleErrors = ran
      ? [...ran.errors(), ...[...ran.children.allSuites()].flatMap((suite) => suite.errors())]
      : [];
    const ok = result?.state === 'passed' && moduleErrors.length === 0 && unhandledErrors.length === 0;
    const error =
      result?.errors?.[0]?.message ??
      moduleErrors[0]?.message ??
      unhandledErrors[0]?.message ??
      `state ${String(result?.state ?? 'unknown')}, module ${String(ran?.state() ?? 'not run')}`;
    console.log(`${ok ? 'pass' : 'FAIL'}  ${file} > ${test.fullName}${ok ? '' : `\n      ${error.split('\n')[0]}`}`);
    if (!ok) failures.push(`${file} -t "${test.fullName}"`);
  }
}

await vitest.close();
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n${String(count - failures.length)} of ${String(count)} tests pass alone (${String(seconds)} s).`);
if (failures.length > 0) {
  console.log('Failing alone (rerun one with `cd apps/server && npx vitest run <file> -t "<name>"`):');
  for (const failure of failures) console.log(`  ${failure}`);
}
process.exit(failures.length > 0 ? 1 : 0);
