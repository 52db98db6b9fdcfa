// `npm test`: every test of the project, in order, with one closing count.
// core and web unit tests (non-UTC zone), server tests on PGlite (and PostgreSQL when TEST_DATABASE_URL is set),
// the bundle-size budget, then Playwright end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const only = process.argv.slice(2);
const report = mkdtempSync(join(tmpdir(), 'pokered-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// CI shows only the tail of this run: every failed test is named again at the end, with its first error line.
const failedTests = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countVitest(file) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        failedTests.push(
          `${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}: ${firstLine.slice(0, 300)}`,
        );
      }
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
        failedTests.push(`${file.name.replace(process.cwd() + '/', '')}: ${String(file.message ?? '').slice(0, 300)}`);
      }
    }
  } catch {
    totals.failed += 1;
  }
}

function vitest(name, workspace, env = {}) {
  const out = join(report, `${name.replace(/\W+/g, '-')}.json`);
  run(
    name,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    {
      TZ: 'Asia/Kathmandu',
      ...env,
    },
  );
  countVitest(out);
}

/** Playwright's JSON nests suites by file and describe; a spec whose outcome was not 'expected' is named. */
function nameFailedSpecs(suites, path) {
  for (const suite of suites) {
    const here = [...path, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failedTests.push(
          `${[...here, spec.title].join(' › ')} (${test.status}): ${error.split('\n')[0].slice(0, 300)}`,
        );
      }
    }
    nameFailedSpecs(suite.suites ?? [], here);
  }
}

const want = (step) => only.length === 0 || only.includes(step);

if (want('core')) vitest('core unit tests', 'packages/core');
if (want('web')) vitest('web unit tests', 'apps/web');
if (want('server')) vitest('server tests (PGlite)', 'apps/server');
if (want('server') && process.env.TEST_DATABASE_URL) vitest('server tests (PostgreSQL)', 'apps/server');
if (want('e2e') || want('budget')) {
  if (run('build web app', 'npm', ['run', 'build', '-w', '@pokered/web'])) {
    if (want('budget')) {
      const ok = run('bundle-size budget', 'node', ['scripts/bundle-budget.mjs']);
      totals[ok ? 'passed' : 'failed'] += 1;
    }
    if (want('e2e') && run('ensure Chromium', 'node', ['scripts/ensure-chromium.mjs'])) {
      const out = join(report, 'e2e.json');
      run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      });
      try {
        const json = JSON.parse(readFileSync(out, 'utf8'));
        const stats = json.stats;
        nameFailedSpecs(json.suites ?? [], []);
        totals.passed += stats.expected ?? 0;
        totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
        totals.skipped += stats.skipped ?? 0;
      } catch {
        totals.failed += 1;
      }
    }
  }
}

rmSync(report, { recursive: true, force: true });
console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`Failed: ${test}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
