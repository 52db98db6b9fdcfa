/**
 * GET /api/config (rules §12, §16): the public site settings, including where racetime.gg rooms live, so the pages
 * link to the site the server reads rooms from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

describe('GET /api/config', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RACETIME_BASE_URL: 'http://127.0.0.1:4999/', PRIZE_POOL_URL: 'https://example.test/p' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the racetime.gg origin the server reads rooms from, without a trailing slash', async () => {
    const response = await t.anonymous.get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      prizePoolUrl: 'https://example.test/p',
      tournamentYear: 2026,
      racetimeBaseUrl: 'http://127.0.0.1:4999',
    });
  });
});
