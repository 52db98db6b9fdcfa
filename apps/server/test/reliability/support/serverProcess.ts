/**
 * Real server processes (`node --import tsx src/main.ts`), for what one process cannot show:
 * several servers on one database, kill -9, and the data-directory lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { sessionXsrfToken, newAnonymousXsrfToken } from '../../../src/http/csrf.ts';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Every server these tests start shares it, so a client computes the XSRF token its session is bound to (rules §2). */
export const RELIABILITY_SESSION_SECRET = 'reliability-session-secret-0123456789abcdef';

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM (graceful), or SIGKILL when `hard`; resolves once the process is gone. */
  stop(hard?: boolean): Promise<void>;
}

/** Only what the server needs: never the developer's DATABASE_URL or secrets from the outer environment. */
function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO: 'off',
    TOURNAMENT_YEAR: '2026',
    SESSION_SECRET: RELIABILITY_SESSION_SECRET,
    // API only: the built web app (if any) is not what these tests are about.
    WEB_DIST: join(serverRoot, 'no-web-dist'),
    ...env,
    // startServer waits for fastify's "Server listening" line, logged at info.
    LOG_LEVEL: 'info',
  };
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    // Keep the tail only: a long test must not grow memory without bound.
    if (text.length > 200_000) text = text.slice(-100_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => text };
}

/** Starts a server and resolves once it listens; rejects with its output if it exits or hangs. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const { child, exited, output } = launch(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${String(timeoutMs)} ms:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${output()}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server has no pid');
  return {
    url,
    pid,
    child,
    output,
    exited,
    async stop(hard = false) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
}

/** Starts a server that is expected to refuse to start; resolves with its exit code and output. */
export async function startServerExpectingFailure(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = launch(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A browser-like client of a real server: session cookie, XSRF cookie and header. */
export function httpClient(baseUrl: string, sessionId: string | null) {
  const xsrf = sessionId
    ? sessionXsrfToken(RELIABILITY_SESSION_SECRET, sessionId)
    : newAnonymousXsrfToken(RELIABILITY_SESSION_SECRET);
  const request = async (method: string, path: string, body?: unknown): Promise<HttpAnswer> => {
    const headers: Record<string, string> = {
      cookie: [`XSRF-TOKEN=${xsrf}`, ...(sessionId ? [`sid=${sessionId}`] : [])].join('; '),
    };
    if (method !== 'GET') headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    request,
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown) => request('POST', path, body),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
