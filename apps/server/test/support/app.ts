/**
 * The server under test, over in-process HTTP (fastify.inject) on a real database.
 * `as(username)` gives a client that is logged in the way a browser is: session cookie, and the XSRF token bound
 * to that session (rules §2) in its cookie and header.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { parseEnv } from '../../src/env.ts';
import { createSession } from '../../src/auth/sessions.ts';
import { newAnonymousXsrfToken, sessionXsrfToken } from '../../src/http/csrf.ts';
import { ensureTournament } from '../../src/features/tournament/state.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { insertPeople, updatePerson, type PersonFields } from './people.ts';

export const TEST_YEAR = 2026;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Client {
  userId: string | null;
  /** The session cookie's value (null: anonymous). */
  sessionId: string | null;
  /** The XSRF token this client sends (bound to its session, or a valid pre-session token). */
  xsrf: string;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  testDb: TestDatabase;
  anonymous: Client;
  /** Logs in as `username`, creating the user with these fields when missing. */
  as(username: string, fields?: PersonFields): Promise<Client>;
  close(): Promise<void>;
}

/**
 * The XSRF token the server accepts from a browser holding `sessionId` (null: a fresh pre-session token), under the
 * app's SESSION_SECRET (a random one per app when the test sets none).
 */
export function xsrfTokenFor(app: FastifyInstance, sessionId: string | null): string {
  return sessionId === null
    ? newAnonymousXsrfToken(app.env.sessionSecret)
    : sessionXsrfToken(app.env.sessionSecret, sessionId);
}

/** The Cookie header of a browser holding this session (or none) and this XSRF token. */
export function browserCookie(sessionId: string | null, xsrf: string): string {
  return [`XSRF-TOKEN=${xsrf}`, ...(sessionId ? [`sid=${sessionId}`] : [])].join('; ');
}

function client(app: FastifyInstance, sessionId: string | null, userId: string | null): Client {
  const xsrf = xsrfTokenFor(app, sessionId);
  const request: Client['request'] = (method, url, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: browserCookie(sessionId, xsrf),
        ...(method === 'GET' ? {} : { 'x-xsrf-token': xsrf }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    userId,
    sessionId,
    xsrf,
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body ?? {}),
  };
}

/** What a test may change in how the app is built (racetime.gg's time limit, the watcher's clock, where it logs). */
export type TestBuildOptions = Pick<BuildOptions, 'racetime' | 'racetimeWatch' | 'purge' | 'notifier' | 'logStream'>;

export async function createTestApp(
  rawEnv: Record<string, string> = {},
  buildOptions: TestBuildOptions = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    DEMO: 'off',
    TOURNAMENT_YEAR: String(TEST_YEAR),
    // No test ever reads the real racetime.gg: nothing listens on the discard port, so a read fails at once (502).
    RACETIME_BASE_URL: 'http://127.0.0.1:9',
    // The Discord sender runs only when a test calls app.notifier.drainOnce(), never on its own timer.
    NOTIFICATIONS_WORKER: 'off',
    ...rawEnv,
  });
  await ensureTournament(testDb.database.db, env.tournamentYear);
  const app = await buildApp({ ...buildOptions, env, database: testDb.database, serveWeb: false });
  await app.ready();
  const db = testDb.database.db;
  return {
    app,
    db,
    testDb,
    anonymous: client(app, null, null),
    async as(username, fields = {}) {
      const name = username.toLowerCase();
      let [user] = await db.select({ id: users.id }).from(users).where(eq(users.discordUsername, name));
      if (!user) {
        [user] = await insertPeople(db, { discordUsername: name, displayName: username, ...fields });
      } else if (Object.keys(fields).length > 0) {
        await updatePerson(db, user.id, fields);
      }
      if (!user) throw new Error('could not create test user');
      return client(app, await createSession(db, user.id), user.id);
    },
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
