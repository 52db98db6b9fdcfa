/**
 * Setting up (rules §25): what `npm start` tells a person and when it stops. The development login offers the demo
 * accounts only when they exist; a built renderer that cannot load stops the start with its reason; a port in use
 * stops with one sentence naming PORT; a client going away is not logged at `info`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { loggerOptions } from '../src/http/requestLog.ts';
import { portInUseMessage, readyLine } from '../src/ops/startMessages.ts';
import { RendererLoadError } from '../src/web/pages.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase } from './support/database.ts';
import { insertPeople } from './support/people.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the development login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers no demo account on a database without them (DEMO=off), and only those that exist', async () => {
    const empty = await t.anonymous.get('/login');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Development login');
    expect(empty.body).not.toContain('Demo accounts');
    expect(empty.body).not.toContain('Log in as');

    await insertPeople(t.db, { discordUsername: 'ash', displayName: 'Ash', role: 'runner' });
    const some = await t.anonymous.get('/login');
    expect(some.body).toContain('Demo accounts');
    expect(some.body).toContain('Log in as Runner (Ash)');
    expect(some.body).not.toContain('Log in as Admin');
  });
});

describe('the server-side renderer', () => {
  it('stops the start with the reason when a built renderer cannot load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokered-broken-renderer-'));
    mkdirSync(join(dir, 'dist/.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.html'), '<html><head><title>S</title></head><body><div id="root"></div>');
    writeFileSync(join(dir, 'dist/.vite/manifest.json'), '{}');
    // What a development build's renderer did under a production React: it failed as it loaded.
    writeFileSync(join(dir, 'dist-ssr/entry-server.js'), 'throw new TypeError("jsxDEV is not a function");');
    const testDb = await createTestDatabase();
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'off', WEB_DIST: join(dir, 'dist') });
    try {
      const started = buildApp({ env, database: testDb.database });
      await expect(started).rejects.toBeInstanceOf(RendererLoadError);
      await expect(started).rejects.toThrow(/could not be loaded: jsxDEV is not a function\. Rebuild/);
    } finally {
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what the start prints', () => {
  it('says it is ready in one line, with the address and whether the development login is on', () => {
    expect(readyLine({ publicUrl: 'http://localhost:3000', devLogin: true })).toBe(
      'Ready: http://localhost:3000 (development login on)',
    );
    expect(readyLine({ publicUrl: 'https://race.example', devLogin: false })).toBe(
      'Ready: https://race.example (development login off)',
    );
  });

  // A real process (it opens its database before it listens): minutes on a busy machine.
  it('stops with one sentence naming PORT when the port is in use', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: 'memory://',
          DEMO: 'off',
          LOG_LEVEL: 'silent',
          WEB_DIST: join(serverRoot, 'no-web-dist'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(portInUseMessage(port));
      expect(stderr).toMatch(/set PORT to a free port/);
    } finally {
      holder.close();
    }
  }, 180_000);

  it('logs a client that went away mid-answer at debug, not info; other stream errors still warn', () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const { logController } = loggerOptions(env, undefined);
    const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn() };
    const reply = { log, statusCode: 200 } as unknown as FastifyReply;
    const request = { method: 'GET', url: '/assets/big.js' } as unknown as FastifyRequest;
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    logController?.streamError(closed, request, reply);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledTimes(1);
    logController?.streamError(new Error('disk read failed'), request, reply);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
