/**
 * Per rules §27: X-Forwarded-For is believed only when TRUST_PROXY says so, production included. A client reaching Node
 * directly cannot make up an address per login and so dodge the 30-logins-a-minute limit.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { captureLog } from '../support/logCapture.ts';

const production = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'on',
  SESSION_SECRET: 's'.repeat(40),
  DISCORD_CLIENT_ID: 'client-id',
  DISCORD_CLIENT_SECRET: 'client-secret',
  PUBLIC_URL: 'https://race.example.org',
};

/** 31 logins from `remoteAddress`, each claiming another X-Forwarded-For: the status of each. */
async function loginsWithMadeUpAddresses(app: FastifyInstance, remoteAddress: string, prefix: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const answer = await app.inject({
      method: 'GET',
      url: '/login',
      remoteAddress,
      headers: { host: 'race.example.org', 'x-forwarded-for': `${prefix}.${String(i)}` },
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('parses a hop count or a list of proxy addresses and networks, and refuses anything else', () => {
    expect(parseEnv({ ...production, TRUST_PROXY: undefined }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ ...production, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ ...production, TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => parseEnv({ ...production, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ ...production, TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });

  describe('over HTTP in production', () => {
    let t: TestApp;
    const log = captureLog();
    const extraApps: FastifyInstance[] = [];
    beforeAll(async () => {
      t = await createTestApp(production, { logStream: log.stream });
    });
    afterAll(async () => {
      for (const app of extraApps) await app.close();
      await t.close();
    });

    const withTrust = async (trust: string) => {
      const env = parseEnv({ ...production, TRUST_PROXY: trust, TOURNAMENT_YEAR: '2026', DEMO: 'off' });
      const app = await buildApp({ env, database: t.testDb.database, serveWeb: false });
      await app.ready();
      extraApps.push(app);
      return app;
    };

    it('believes no X-Forwarded-For by default: the 31st login a minute is refused, and the log says why', async () => {
      const statuses = await loginsWithMadeUpAddresses(t.app, '127.0.0.5', '203.0.113');
      expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
      expect(statuses[30]).toBe(429);
      const warnings = log.lines().filter((line) => String(line.msg).includes('TRUST_PROXY is not set'));
      expect(warnings).toHaveLength(1);
    });

    it('believes the header from the listed proxies only', async () => {
      const trusted = await withTrust('127.0.0.6, 10.0.0.0/8');
      expect(new Set(await loginsWithMadeUpAddresses(trusted, '127.0.0.6', '198.51.100'))).toEqual(new Set([302]));
      const other = await loginsWithMadeUpAddresses(trusted, '127.0.0.7', '192.0.2');
      expect(other[30]).toBe(429);
    });
  });
});
