/**
 * A slow client cannot hold a connection open (src/http/timeouts.ts): against a listening server with short limits,
 * real sockets that send their headers or their body slowly, or stay silent, are cut off within the configured time.
 * Before the fix a body sent a byte at a time kept its connection for as long as the client liked (75 s seen).
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, parseEnv } from '../../src/env.ts';
import { timeoutOptions } from '../../src/http/timeouts.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 800;
const IDLE_TIMEOUT_MS = 600;
const KEEP_ALIVE_TIMEOUT_MS = 300;
/** Node checks the header and request limits every 100 ms here (a quarter of the header limit); allow for load. */
const SLACK_MS = 1500;

interface Outcome {
  /** How long after connecting the server closed the socket. */
  closedAfterMs: number;
  received: string;
}

describe('HTTP timeouts', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      DEMO: 'off',
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    });
    app = await buildApp({ env, database: testDb.database, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
    await testDb.drop();
  });

  /** Opens a socket, lets `talk` write to it (it may keep writing until the socket closes), and times the close. */
  function session(talk: (socket: Socket, closed: () => boolean) => void): Promise<Outcome> {
    return new Promise((resolve) => {
      const started = Date.now();
      let received = '';
      let isClosed = false;
      const socket = connect(port, '127.0.0.1', () => talk(socket, () => isClosed));
      sockets.push(socket);
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        isClosed = true;
        resolve({ closedAfterMs: Date.now() - started, received });
      });
    });
  }

  /** Writes one byte of `text` every `everyMs` until it is all sent or the server closes the socket. */
  function trickle(socket: Socket, closed: () => boolean, text: string, everyMs: number): void {
    let index = 0;
    const timer = setInterval(() => {
      if (closed() || index >= text.length) return clearInterval(timer);
      socket.write(text.charAt(index++));
    }, everyMs);
  }

  it('cuts off a body sent a byte at a time, answering 408', async () => {
    const body = JSON.stringify({ displayName: 'x'.repeat(200) });
    const outcome = await session((socket, closed) => {
      socket.write(
        `POST /api/user/displayName HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${String(body.length)}\r\n\r\n`,
      );
      trickle(socket, closed, body, 50);
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('cuts off headers sent a byte at a time', async () => {
    const outcome = await session((socket, closed) => {
      trickle(
        socket,
        closed,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(200)}\r\n\r\n`,
        50,
      );
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it('closes a connection that never sends anything', async () => {
    const outcome = await session(() => undefined);
    expect(outcome.closedAfterMs).toBeLessThan(Math.max(HEADERS_TIMEOUT_MS, IDLE_TIMEOUT_MS) + SLACK_MS);
  });

  it('answers a request sent at once, then closes the idle kept-alive connection', async () => {
    const outcome = await session((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
    // Node adds one second to the keep-alive limit before it destroys the socket itself.
    expect(outcome.closedAfterMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 1000 + SLACK_MS);
  });

  it('reads its limits from the configuration, with production defaults, and refuses a header limit above the request limit', () => {
    const defaults = timeoutOptions(parseEnv({}));
    expect(defaults).toMatchObject({ requestTimeout: 30_000, connectionTimeout: 30_000, keepAliveTimeout: 72_000 });
    expect(defaults.http).toEqual({ headersTimeout: 10_000, connectionsCheckingInterval: 1000 });
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(ConfigError);
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
