/**
 * No shared secret ships to the browser (rules §2): the web app, built with the server's secrets
 * in its environment, contains neither their values nor a bearer header. A build already in
 * apps/web/dist is scanned too.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../web');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files of `dir` that contain any of `needles`, as `file: needle` lines. */
function findings(dir: string, needles: readonly string[]): string[] {
  return filesUnder(dir).flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return needles
      .filter((needle) => text.includes(needle))
      .map((needle) => `${file.slice(dir.length + 1)}: ${needle}`);
  });
}

describe('the built web app holds no secret', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'pokered-web-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('a fresh build with the server secrets in its environment contains neither them nor "Bearer"', async () => {
    const secrets = {
      DISCORD_CLIENT_SECRET: `canary-discord-secret-${randomBytes(8).toString('hex')}`,
      SESSION_SECRET: `canary-session-secret-${randomBytes(16).toString('hex')}`,
    };
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: webRoot,
      env: { ...process.env, ...secrets, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const files = filesUnder(outDir);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(findings(outDir, [...Object.values(secrets), 'Bearer'])).toEqual([]);
  }, 240_000);

  it("an existing apps/web/dist contains no bearer header and none of this environment's secrets", () => {
    const dist = join(webRoot, 'dist');
    const needles = ['Bearer', process.env.DISCORD_CLIENT_SECRET, process.env.SESSION_SECRET].filter(
      (v): v is string => typeof v === 'string' && v.length > 0,
    );
    // Nothing built yet is fine: the fresh build above is the real check.
    expect(existsSync(dist) ? findings(dist, needles) : []).toEqual([]);
  });
});
