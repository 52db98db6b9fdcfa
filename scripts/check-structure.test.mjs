// Self-test of check-structure.mjs's web vocabulary and grab-bag names on a fixture tree (run by `npm run lint`:
// node --test): each planted name is refused with where the code belongs, and the names in use pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('check-structure.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'structure-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** The problems reported for the given files, by path (the real tree's exceptions are stale here: ignored). */
function problemsOf(paths) {
  rmSync(join(root, 'apps'), { recursive: true, force: true });
  rmSync(join(root, 'packages'), { recursive: true, force: true });
  for (const path of ['apps/server/src/app.ts', 'packages/core/src/rounds.ts', ...paths]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'export const x = 1;\n');
  }
  const { stderr } = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  const problems = new Map();
  for (const line of stderr.split('\n')) {
    const at = line.indexOf(': ');
    if (/^(apps|packages)\//.test(line) && !line.includes('exception in scripts/check-structure.mjs')) {
      problems.set(line.slice(0, at), line.slice(at + 2));
    }
  }
  return problems;
}

const WEB = 'apps/web/src';

test('the web names in use pass', () => {
  const problems = problemsOf(
    [
      'routeTable.tsx',
      'api/racesDetail.ts',
      'lib/useNow.ts',
      'components/BarChart.tsx',
      'components/BarChart.module.css',
      'layout/Header.tsx',
      'features/races/RaceDetailPage.tsx',
      'features/races/RaceDetailPage.data.ts',
      'features/races/raceSeconds.test.ts',
      'features/races/admin/record/deeper/RecordRaceCard.import.test.tsx',
      'features/hall-of-fame/YouTubeEmbed.module.css',
      'features/user/default-avatar.svg',
      'assets/flags/qc.svg',
      'test/fixtures/standings.ts',
    ].map((path) => `${WEB}/${path}`),
  );
  assert.deepEqual([...problems], []);
});

test('grab-bag names, misplaced files and a data module without its page are refused, saying where to go', () => {
  const problems = problemsOf([
    `${WEB}/utils/helpers.ts`,
    `${WEB}/lib/helpers.ts`,
    `${WEB}/lib/Widget.tsx`,
    `${WEB}/newTop.ts`,
    `${WEB}/features/races/admin/record/deeper/misc.ts`,
    `${WEB}/features/races/FooPage.data.ts`,
    'apps/server/src/http/helpers.ts',
  ]);
  assert.match(problems.get(`${WEB}/utils/`) ?? '', /'utils' is a grab-bag name: .*belong in src\/lib/);
  assert.equal(problems.get(`${WEB}/utils/helpers.ts`), undefined, 'one problem for the folder, not each file');
  assert.match(problems.get(`${WEB}/lib/helpers.ts`) ?? '', /grab-bag name: .*src\/lib holds hooks and functions/);
  assert.match(problems.get(`${WEB}/lib/Widget.tsx`) ?? '', /React components belong in src\/components/);
  assert.match(problems.get(`${WEB}/newTop.ts`) ?? '', /src holds only its entry modules/);
  assert.match(problems.get(`${WEB}/features/races/admin/record/deeper/misc.ts`) ?? '', /grab-bag name/);
  assert.match(problems.get(`${WEB}/features/races/FooPage.data.ts`) ?? '', /data of FooPage\.tsx, which is not/);
  assert.match(problems.get('apps/server/src/http/helpers.ts') ?? '', /grab-bag name/);
  assert.equal(problems.size, 7);
});

test('a worker on a timer in src/ops, or an unlisted file in src/jobs, is refused; the jobs in use pass', () => {
  const SERVER = 'apps/server/src';
  const inUse = ['periodic.ts', 'notifier.ts', 'notificationQueue.ts', 'racetimeWatch.ts', 'purge.ts'];
  const problems = problemsOf([
    ...inUse.map((name) => `${SERVER}/jobs/${name}`),
    `${WEB}/routeTable.tsx`,
    `${SERVER}/ops/backup.ts`,
    `${SERVER}/ops/digestSender.ts`,
    `${SERVER}/jobs/sweeper.ts`,
  ]);
  assert.deepEqual([...problems.keys()].sort(), [`${SERVER}/jobs/sweeper.ts`, `${SERVER}/ops/digestSender.ts`]);
  assert.match(problems.get(`${SERVER}/ops/digestSender.ts`) ?? '', /operator commands only; .* src\/jobs/);
  assert.match(problems.get(`${SERVER}/jobs/sweeper.ts`) ?? '', /one file per in-process job/);
});
