/** Runs `npm run backup` / `npm run restore` as the operator does (a separate process), for the reliability tests. */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `src/ops/<script>.ts`; never throws, answers the exit code and everything printed. */
export function runOpsScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/ops/${script}.ts`, ...args],
      { cwd: serverRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
