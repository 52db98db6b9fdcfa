/**
 * Per rules §27: a log line names a secret route by its route, whatever spelling reached it (a personal calendar feed
 * asked for as `/api/calendar/%75/...`), and a client that aborts its upload is no database outage.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { captureLog } from '../support/logCapture.ts';

describe('what the request log says', () => {
  let t: TestApp;
  const log = captureLog();
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('never writes a personal calendar token, however its path is spelled', async () => {
    const fan = await t.as('log_fan');
    const { url } = (await fan.get('/api/user/calendar')).json<{ url: string }>();
    const file = url.slice(url.lastIndexOf('/') + 1);
    const token = file.slice(0, -'.ics'.length);
    for (const spelling of [`/api/calendar/%75/${file}`, `/api/calendar/u/${file}`, `/api/%63alendar/u/${file}?x=1`]) {
      const answer = await t.app.inject({ method: 'GET', url: spelling });
      expect(answer.statusCode, spelling).toBe(200);
    }
    expect(log.text()).toContain('/api/calendar/u/[token]');
    expect(log.text()).not.toContain(token);
  });

  it('logs an aborted upload as what it is, not as "database unavailable"', async () => {
    const runner = await t.as('log_uploader');
    const body = JSON.stringify({ pronouns: 'they/them' });
    const aborted = () => log.lines().some((line) => line.msg === 'client aborted the request');
    // The client gives up halfway through its body. It must do so once the server reads the body, after the
    // request's hooks (session, limits), which nothing outside shows: a client that leaves earlier is no upload at
    // all. So it tries again, each time staying longer, until the server saw an aborted upload (on a loaded 2-core
    // machine the hooks took over a second).
    for (const stayMs of [50, 250, 1000, 3000, 8000]) {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        [
          'POST /api/user/pronouns HTTP/1.1',
          `Host: localhost:${String(port)}`,
          'Content-Type: application/json',
          `Content-Length: ${String(body.length + 1000)}`,
          `Cookie: XSRF-TOKEN=${runner.xsrf}; sid=${runner.sessionId ?? ''}`,
          `X-XSRF-TOKEN: ${runner.xsrf}`,
          '',
          body,
        ].join('\r\n'),
      );
      await new Promise((resolve) => setTimeout(resolve, stayMs));
      socket.destroy();
      try {
        await vi.waitFor(() => {
          expect(aborted()).toBe(true);
        }, 2000);
        break;
      } catch {
        // Left before the server read the body: stay longer next time.
      }
    }
    expect(aborted()).toBe(true);
    expect(log.text()).toContain('"url":"/api/user/pronouns"');
    const messages = log.lines().map((line) => line.msg);
    expect(messages).not.toContain('database unavailable');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
