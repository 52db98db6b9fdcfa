/**
 * What the server logs per request (src/http/requestLog.ts, docs/operations.md): at `info` nothing for an ordinary
 * answer and one line for a failed or slow one; at `debug` exactly one line per request, written when it is
 * answered, naming method, path, status and time. Request ids differ from request to request.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { SLOW_REQUEST_MS } from '../src/http/requestLog.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;

async function appLogging(level: 'info' | 'debug', testDb: TestDatabase) {
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: level, RATE_LIMITS: 'off', DEMO: 'off' }),
    database: testDb.database,
    serveWeb: false,
    logStream,
  });
  app.get('/api/test/boom', { config: { access: 'public' } }, () => {
    throw new Error('boom');
  });
  app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.req !== undefined);

describe('request log', () => {
  let testDb: TestDatabase;
  let info: { app: FastifyInstance; lines: LogLine[] };
  let debug: { app: FastifyInstance; lines: LogLine[] };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    info = await appLogging('info', testDb);
    debug = await appLogging('debug', testDb);
  });
  afterAll(async () => {
    await info.app.close();
    await debug.app.close();
    await testDb.drop();
  });

  it('at info, writes nothing for ordinary answers, 404s and refused calls included', async () => {
    expect((await info.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await info.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    expect((await info.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    expect(requestLines(info.lines)).toEqual([]);
  });

  it('at info, writes one line for a failed request, with its path and status', async () => {
    expect((await info.app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    const [line, ...others] = requestLines(info.lines);
    expect(others).toEqual([]);
    expect(line?.msg).toBe('request failed');
    expect(line?.level).toBeGreaterThan(INFO);
    expect(line?.req).toEqual({ method: 'GET', url: '/api/test/boom' });
    expect(line?.res).toEqual({ statusCode: 500 });
    // The error handler's own line carries the same request id.
    expect(info.lines.find((other) => other.msg === 'unhandled error')?.reqId).toBe(line?.reqId);
    info.lines.length = 0;
  });

  it('at info, writes one line for a slow request', async () => {
    expect((await info.app.inject({ method: 'GET', url: '/api/test/slow' })).statusCode).toBe(200);
    const [line, ...others] = requestLines(info.lines);
    expect(others).toEqual([]);
    expect(line?.msg).toBe('slow request');
    expect(line?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    info.lines.length = 0;
  });

  it('at debug, writes exactly one line per request when it is answered, never one on arrival', async () => {
    await debug.app.inject({ method: 'GET', url: '/api/health' });
    await debug.app.inject({ method: 'GET', url: '/api/config?x=1' });
    await debug.app.inject({ method: 'GET', url: '/auth/discord/callback?code=secret-code&state=secret-state' });
    const lines = requestLines(debug.lines);
    expect(lines.map((line) => line.req?.url)).toEqual(['/api/health', '/api/config?x=1', '/auth/discord/callback']);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed', 'request completed']);
    expect(lines.map((line) => line.res?.statusCode)).toEqual([200, 200, 400]);
    expect(debug.lines.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
  });
});
