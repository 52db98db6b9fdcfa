/** Runs pg_dump / psql against DATABASE_URL, keeping the password out of the process list. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childProcessEnv } from '../env.ts';
import { OpsError } from './target.ts';

const run = promisify(execFile);

/** The URL without its password, and the environment that carries the password instead. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: childProcessEnv(password ? { PGPASSWORD: password } : {}) };
}

export async function postgresTool(tool: 'pg_dump' | 'psql', url: string, args: string[]): Promise<string> {
  const { dbname, env } = connection(url);
  try {
    const { stdout } = await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new OpsError(
        `${tool} was not found: install the PostgreSQL client tools (the same major version as the server, or newer).`,
      );
    }
    const detail = (failure.stderr ?? failure.message).trim().split('\n').slice(0, 3).join(' ');
    throw new OpsError(`${tool} failed: ${detail}`);
  }
}
