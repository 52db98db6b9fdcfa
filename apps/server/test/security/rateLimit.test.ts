/**
 * Rate limits are kept in the database, so they hold across server processes (rules §12): two
 * real processes on one PostgreSQL database share the 30-a-minute login limit per address and the
 * 300-a-minute write limit per user, answering 429 `{error}` with Retry-After beyond them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { LOGIN_LIMIT, WRITE_LIMIT } from '../../src/http/rateLimit.ts';
import { userWithSession } from '../reliability/support/fixtures.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from '../reliability/support/postgres.ts';
import { httpClient, startServer, type HttpAnswer, type ServerProcess } from '../reliability/support/serverProcess.ts';

/** Sends `count` requests spread over the servers, `parallel` at a time. */
async function spread(
  servers: ServerProcess[],
  count: number,
  parallel: number,
  send: (server: ServerProcess) => Promise<HttpAnswer>,
): Promise<HttpAnswer[]> {
  const answers: HttpAnswer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const server = servers[next++ % servers.length];
      if (!server) throw new Error('no server');
      answers.push(await send(server));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}

function expectTooMany(answer: HttpAnswer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: expect.stringMatching(/Too many requests/) });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limits across two server processes sharing PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    servers = await Promise.all([1, 2].map(() => startServer({ DATABASE_URL: scratch.url, RATE_LIMITS: 'on' })));
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await scratch.drop();
  });

  it(`allows ${String(LOGIN_LIMIT.max)} logins a minute per address over both servers, then 429 with Retry-After`, async () => {
    const answers = await spread(servers, LOGIN_LIMIT.max + 4, 6, (server) =>
      httpClient(server.url, null).get('/login'),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LOGIN_LIMIT.max);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expectTooMany(answer);
    // Each server refuses on its own once the shared count is over.
    for (const server of servers) expectTooMany(await httpClient(server.url, null).get('/login'));
  });

  it(`allows ${String(WRITE_LIMIT.max)} writes a minute per user over both servers, then 429; other users are not held back`, async () => {
    const busy = await userWithSession(database.db, 'rl_busy');
    const other = await userWithSession(database.db, 'rl_other');
    const answers = await spread(servers, WRITE_LIMIT.max + 4, 8, (server) =>
      httpClient(server.url, busy.sid).post('/api/user/pronouns', { pronouns: 'they/them' }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(WRITE_LIMIT.max);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expectTooMany(answer);
    for (const server of servers) {
      expectTooMany(await httpClient(server.url, busy.sid).post('/api/user/pronouns', { pronouns: 'he/him' }));
      expect((await httpClient(server.url, other.sid).post('/api/user/pronouns', { pronouns: 'she/her' })).status).toBe(
        200,
      );
      // Reads are not writes: the busy user can still read.
      expect((await httpClient(server.url, busy.sid).get('/auth-status')).status).toBe(200);
    }
  });
});
