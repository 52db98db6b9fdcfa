/**
 * rules §25: `npm start` runs the server from its bundle (scripts/build-server.mjs → dist/main.js). The bundle must
 * find what the sources find beside them: the migrations (a database opens), the hall of fame's data file and the
 * web build's folder, so a real process is started from it and read over HTTP.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// A real process: a minute or more on a busy machine.
it('starts from the bundle, migrates, and answers from the files beside the sources', async () => {
  const build = spawnSync(process.execPath, [join(serverRoot, '../../scripts/build-server.mjs')], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  expect(build.stdout).toMatch(/^Server: bundled in [\d.]+ s into apps\/server\/dist\/main\.js\.$/m);

  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      DEMO: 'off',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready: ')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the bundle exited with ${String(code)}: ${stderr}`)));
    });
    const base = `http://127.0.0.1:${String(port)}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // Read from src/features/stats/pastResults.json, found through the server's folder, not the bundle's.
    const hallOfFame = await fetch(`${base}/api/past-results`);
    expect(hallOfFame.status, stderr).toBe(200);
    expect(await hallOfFame.text()).toMatch(/"tournamentYear":\d{4}/);
  } finally {
    child.kill('SIGTERM');
  }
}, 180_000);
