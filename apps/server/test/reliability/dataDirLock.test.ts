/**
 * The PGlite data-directory lock is a kernel flock held for the life of the process
 * (docs/decisions/007-data-dir-lock.md): nothing in the lock file decides who holds it.
 * - Several processes taking the lock at the same moment: exactly one gets it, every time, also when a
 *   crashed owner left its lock file behind (the PID-file lock let two take it over at once).
 * - A restart after kill -9 starts at once, and so does one whose lock file names a live process that
 *   is not a server (a PID reused, as a container's PID 1 always is).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, startServer, startServerExpectingFailure, type ServerProcess } from './support/serverProcess.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PROBES = 4;
const TRIES = 40;
/** Above Linux's largest pid_max (2^22): no process ever has it, so a lock file naming it is stale. */
const NEVER_A_PID = 4_194_305;

interface Probe {
  child: ChildProcess;
  /** Sends one command and resolves with the probe's one-line answer. */
  ask(command: string): Promise<string>;
}

async function startProbe(): Promise<Probe> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/reliability/support/lockProbe.ts'], {
    cwd: serverRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  expect(await next()).toBe('ready');
  return {
    child,
    ask(command) {
      const answer = next();
      child.stdin.write(`${command}\n`);
      return answer;
    },
  };
}

function staleLockFile(dataDir: string, pid: number): void {
  writeFileSync(join(dataDir, 'server.lock'), JSON.stringify({ pid, host: hostname(), at: new Date().toISOString() }));
}

describe('processes racing for one data directory', () => {
  const probes: Probe[] = [];
  const dirs: string[] = [];
  beforeAll(async () => {
    probes.push(...(await Promise.all(Array.from({ length: PROBES }, startProbe))));
  }, 60_000);
  afterAll(() => {
    for (const probe of probes) probe.child.stdin!.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`lets exactly one of ${String(PROBES)} take the lock, ${String(TRIES)} times out of ${String(TRIES)}`, async () => {
    const winners: number[] = [];
    const refusals: string[] = [];
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'pokered-lock-'));
      dirs.push(dataDir);
      // Half the tries start on a lock file a crashed server left behind, half on a new directory.
      if (attempt % 2 === 0) staleLockFile(dataDir, NEVER_A_PID);
      const answers = await Promise.all(probes.map((probe) => probe.ask(`lock ${dataDir}`)));
      winners.push(answers.filter((answer) => answer === 'locked').length);
      refusals.push(...answers.filter((answer) => answer !== 'locked'));
      await Promise.all(probes.map((probe) => probe.ask('release')));
    }
    expect(winners).toEqual(Array.from({ length: TRIES }, () => 1));
    for (const refusal of refusals)
      expect(refusal).toMatch(/^refused The data directory .* is in use by another server process/);
  }, 120_000);
});

describe('restarting a server on its data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pokered-restart-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(true)));
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off' };

  it('starts at once after kill -9, and refuses a second process only while a server runs', async () => {
    const first = await startServer(env);
    started.push(first);
    const refused = await startServerExpectingFailure(env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`is in use by another server process (pid ${String(first.pid)})`);
    await first.stop(true);

    const restarted = await startServer(env);
    started.push(restarted);
    expect((await httpClient(restarted.url, null).get('/api/health')).status).toBe(200);
    await restarted.stop(true);
  }, 180_000);

  it('starts when the lock file names a live process that is not a server (a reused PID)', async () => {
    // This test process is alive, on this host, and holds no lock: exactly what a reused PID looks like.
    staleLockFile(dataDir, process.pid);
    const server = await startServer(env);
    started.push(server);
    expect((await httpClient(server.url, null).get('/api/health')).status).toBe(200);
    await server.stop();
  }, 120_000);
});
