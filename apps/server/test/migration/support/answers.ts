/**
 * The app as the seasons-migration fixture reads it (test/migration/), and its answers: a request is a URL and who
 * asks (nobody, or a user by Discord username, logged in through a fresh session). The generator decides the
 * requests from the data and writes them with their answers; the test asks the same again and compares.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../src/app.ts';
import { createSession } from '../../../src/auth/sessions.ts';
import type { Database } from '../../../src/db/client.ts';
import { users } from '../../../src/db/schema.ts';
import { parseEnv } from '../../../src/env.ts';
import { serverRoot } from '../../../src/paths.ts';
import { FIXTURE_YEAR } from './clock.ts';

/** Fixed, so a calendar link's token (sealed with it, stored in the dump) reads back the same. */
const SESSION_SECRET = 'seasons-migration-fixture-secret-0123456789';

export interface FixtureRequest {
  url: string;
  /** A Discord username, or null: anonymous. */
  as: string | null;
}

export interface RecordedAnswer extends FixtureRequest {
  status: number;
  /** json: the parsed body; page: a server-rendered page (see pageOf); text: the body as served (calendars). */
  kind: 'json' | 'page' | 'text';
  body: unknown;
}

export interface AnswersFile {
  /** The fixture's clock (epoch ms) and time zone, for the record; the test stops its clock at the same instant. */
  now: number;
  tz: string;
  /** The last migration of the release that recorded them. */
  migration: string;
  answers: RecordedAnswer[];
}

export const webDist = join(serverRoot, '../web/dist');

/** The app with the built web app (server-rendered pages), no timers of its own, and the fixture's year and secret. */
export async function buildFixtureApp(database: Database): Promise<FastifyInstance> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    DEMO: 'off',
    TOURNAMENT_YEAR: String(FIXTURE_YEAR),
    RACETIME_BASE_URL: 'http://127.0.0.1:9',
    RACETIME_WATCH: 'off',
    NOTIFICATIONS_WORKER: 'off',
    SESSION_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: webDist,
  });
  const app = await buildApp({ env, database, serveWeb: true });
  await app.ready();
  return app;
}

const PAYLOAD = /(<script type="application\/json" id="ssr-data">)([\s\S]*?)(<\/script>)/;

/**
 * A page as it is compared: its HTML exactly, but for two things that are no content of the page.
 * - The web build's hashed file names (`/assets/StandingsPage-Bq3x9.js` → `/assets/StandingsPage.js`): a rebuild of
 *   the web app changes them.
 * - The data the page carries for its hydration (`<script id="ssr-data">`) is taken out and compared parsed, as the
 *   API's answers are: the order of an object's keys there follows the order rows came from the database in (the
 *   stats' average time per bracket has no ORDER BY), which this release already varies from one run to the next.
 * Nothing else varies per render under a stopped clock: the CSP has no nonce and no XSRF token is written into a page.
 */
export function pageOf(html: string): { html: string; payload: unknown } {
  const unhashed = html.replace(/(assets\/[\w.-]+?)-[\w-]{8}(\.[a-z]+|\/)/g, '$1$2');
  const [, , payload = 'null'] = PAYLOAD.exec(unhashed) ?? [];
  return { html: unhashed.replace(PAYLOAD, '$1…$3'), payload: JSON.parse(payload) as unknown };
}

/** Asks every request in order (one session per user, made on first need) and records the answers. */
export async function answer(
  app: FastifyInstance,
  database: Database,
  requests: readonly FixtureRequest[],
): Promise<RecordedAnswer[]> {
  const sessions = new Map<string, string>();
  const sessionOf = async (username: string) => {
    const known = sessions.get(username);
    if (known) return known;
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.discordUsername, username));
    if (!user) throw new Error(`the fixture has no user ${username}`);
    const sid = await createSession(database.db, user.id);
    sessions.set(username, sid);
    return sid;
  };
  const recorded: RecordedAnswer[] = [];
  for (const request of requests) {
    const headers: Record<string, string> = { accept: request.url.startsWith('/api/') ? '*/*' : 'text/html' };
    if (request.as !== null) headers.cookie = `sid=${await sessionOf(request.as)}`;
    const response = await app.inject({ method: 'GET', url: request.url, headers });
    const type = String(response.headers['content-type'] ?? '');
    const kind = type.startsWith('application/json') ? 'json' : type.startsWith('text/html') ? 'page' : 'text';
    const body = kind === 'json' ? response.json<unknown>() : kind === 'page' ? pageOf(response.body) : response.body;
    recorded.push({ ...request, status: response.statusCode, kind, body });
  }
  return recorded;
}
