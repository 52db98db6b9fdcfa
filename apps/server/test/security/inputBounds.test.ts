/**
 * Numbers and dates a request may send are bounded so they cannot overflow the database (rules §1: bad input never
 * answers 5xx), a value the database still refuses (SQLSTATE class 22, "data exception") answers 400, and an
 * unexpected 500 is logged without the values the request sent. Before the fix: `raceDateTime` above 8.64e12 and
 * audit `from=0000-01-01` answered 500, and a failed query's log line held its SQL and every bound parameter.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { errorOf } from './support/requests.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';
import { createWorld, type World } from './support/world.ts';

const SECRET_VALUE = 'param-value-that-must-not-be-logged';

interface LogLine {
  msg: string;
  error?: { message?: string; code?: string; query?: string; stack?: string; cause?: { code?: string } };
}

describe('input bounds and database data exceptions', () => {
  let t: TestApp;
  let world: World;
  /** A second app on the same database, with routes that fail in the database on purpose, logging to `lines`. */
  let failing: FastifyInstance;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    failing = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', RATE_LIMITS: 'off', DEMO: 'off' }),
      database: t.testDb.database,
      serveWeb: false,
      logStream,
    });
    // PostgreSQL cannot store U+0000 in text: SQLSTATE 22021, a data exception.
    failing.get('/api/test/nul', { config: { access: 'public' } }, async () => {
      await failing.db.execute(sql`select ${'a\u0000b'}::text as value`);
      return { ok: true };
    });
    // A bug: a query on a table that does not exist (SQLSTATE 42P01), with a bound parameter.
    failing.get('/api/test/broken', { config: { access: 'public' } }, async () => {
      await failing.db.execute(sql`select * from no_such_table where name = ${SECRET_VALUE}`);
      return { ok: true };
    });
    await failing.ready();
  });
  afterAll(async () => {
    await failing.close();
    await t.close();
  });

  async function refusedWithoutChange(send: () => ReturnType<TestApp['anonymous']['get']>) {
    const before = await snapshotDatabase(t.db);
    const answer = await send();
    expect(answer.statusCode, answer.body).toBe(400);
    expect(errorOf(answer)).not.toBeNull();
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    return errorOf(answer) ?? '';
  }

  it.each([8.64e12 + 1, 1e15, Number.MAX_SAFE_INTEGER])('refuses raceDateTime %d with 400', async (raceDateTime) => {
    // Cancel the world's race first, so that only the date can be wrong.
    await t.db.execute(sql`update races set cancelled = true where id = ${world.raceId}`);
    const error = await refusedWithoutChange(() =>
      world.runner.post('/api/races/submit', { racer2: world.mateIds[0], racer3: world.mateIds[1], raceDateTime }),
    );
    expect(error).toContain('raceDateTime');
    await t.db.execute(sql`update races set cancelled = false where id = ${world.raceId}`);
  });

  it.each(['from=0000-01-01', 'to=0000-12-31', 'from=1969-12-31', 'from=0001-01-01T00:00:00Z'])(
    'refuses the audit filter %s with 400',
    async (query) => {
      const error = await refusedWithoutChange(() => world.admin.get(`/api/admin/audit?${query}`));
      expect(error).toMatch(/years 1970-9999/);
    },
  );

  it('accepts audit filters at the edges of the years it takes', async () => {
    const answer = await world.admin.get('/api/admin/audit?from=1970-01-01&to=9999-12-31');
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('answers 400, not 500, when the database refuses a value as a data exception (class 22)', async () => {
    // Only this request's lines: the test of the broken route may have run first and logged its 500.
    lines.length = 0;
    const answer = await failing.inject({ method: 'GET', url: '/api/test/nul' });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(errorOf(answer)).toMatch(/out of range or cannot be stored/);
    expect(lines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });

  it('logs an unexpected database error with its code and SQL, but not the values bound to it', async () => {
    lines.length = 0;
    const answer = await failing.inject({ method: 'GET', url: '/api/test/broken' });
    expect(answer.statusCode).toBe(500);
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged?.error?.query).toBe('select * from no_such_table where name = $1');
    expect(logged?.error?.cause?.code).toBe('42P01');
    expect(logged?.error?.stack).toContain('at ');
    const everything = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(everything).not.toContain(SECRET_VALUE);
  });
});
