// `npm start`'s build step (rules §25): builds the web app (browser bundle and server-side renderer) only when its
// sources changed since the last build, quietly (warnings and errors only), and prints a short summary.
// Always a production build, whatever NODE_ENV the shell has: a development build's renderer cannot load.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint, reasonToBuild, STAMP_FILE } from './webBuildStamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = join(root, 'apps/web');
const vite = join(dirname(createRequire(join(webRoot, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
const force = process.argv.includes('--force');

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function viteBuild(args) {
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web app did not build (see above).');
    process.exit(result.status ?? 1);
  }
}

// One build at a time across processes: two test files that each make sure the web app is built (in a fresh clone,
// side by side) would otherwise empty each other's apps/web/dist while a server renders from it. The second waits,
// then finds the build done. A lock left by a killed build is taken over after 15 minutes.
const LOCK = join(webRoot, '.build-lock');
const STALE_LOCK_MS = 15 * 60_000;
const pause = new Int32Array(new SharedArrayBuffer(4));
for (;;) {
  try {
    mkdirSync(LOCK);
    break;
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
    let age = 0;
    try {
      age = Date.now() - statSync(LOCK).mtimeMs;
    } catch {
      continue;
    }
    if (age > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    else Atomics.wait(pause, 0, 0, 250);
  }
}
process.on('exit', () => rmSync(LOCK, { recursive: true, force: true }));

const fingerprint = buildFingerprint(root);
const reason = force ? 'asked with --force' : reasonToBuild(root, fingerprint);
if (reason === null) {
  console.log('Web app: unchanged since the last build, not rebuilt.');
} else {
  console.log(`Web app: building (${reason})…`);
  const started = Date.now();
  viteBuild([]);
  viteBuild(['--ssr', 'src/entry-server.ts']);
  writeFileSync(join(root, STAMP_FILE), `${fingerprint}\n`);
  const dist = sizeOf(join(webRoot, 'dist'));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Web app: built in ${seconds} s, ${String(dist.files)} files (${(dist.bytes / 1024 / 1024).toFixed(1)} MB) in apps/web/dist, renderer in apps/web/dist-ssr.`,
  );
}
