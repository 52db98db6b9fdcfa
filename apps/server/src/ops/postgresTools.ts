/** Runs pg_dump / pg_restore / psql against DATABASE_URL, keeping the password out of the process list. */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { childProcessEnv } from '../env.ts';
import { OpsError } from './target.ts';

const run = promisify(execFile);

type Tool = 'pg_dump' | 'pg_restore' | 'psql';

/** The URL without its password, and the environment that carries the password instead. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: childProcessEnv(password ? { PGPASSWORD: password } : {}) };
}

function toolFailure(tool: Tool, error: NodeJS.ErrnoException & { stderr?: string }): OpsError {
  if (error.code === 'ENOENT') {
    return new OpsError(
      `${tool} was not found: install the PostgreSQL client tools (the same major version as the server, or newer).`,
    );
  }
  // In full: a refused restore must say why, and the reason may be the last of many lines.
  const detail = (error.stderr ?? error.message).trim();
  return new OpsError(`${tool} failed:\n${detail}`);
}

/** Runs `tool` on the database of `url`, or on none when `url` is null (`pg_restore --list` only reads a file). */
export async function postgresTool(tool: Tool, url: string | null, args: string[]): Promise<string> {
  const { dbname, env } = url === null ? { dbname: null, env: childProcessEnv({}) } : connection(url);
  try {
    const { stdout } = await run(tool, dbname === null ? args : [...args, `--dbname=${dbname}`], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    throw toolFailure(tool, error as NodeJS.ErrnoException & { stderr?: string });
  }
}

/**
 * Runs `tool` with its standard output written straight to the open descriptor `fd`, so the caller
 * decides how the output file is created (backup.ts: mode 600 from the first byte).
 */
export async function postgresToolToFd(tool: Tool, url: string, args: string[], fd: number): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', fd, 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 10_000) stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: unknown) => {
    throw toolFailure(tool, error as NodeJS.ErrnoException);
  });
  if (code !== 0) throw toolFailure(tool, Object.assign(new Error(`exit code ${String(code)}`), { stderr }));
}
