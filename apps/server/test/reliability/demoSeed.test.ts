/**
 * Two development servers started at once on one empty database, both with DEMO on: the demo is loaded
 * exactly once and both serve it (on PostgreSQL the second used to find the database empty too, seed it
 * again and crash on the first one's rows). On PGlite the second process is refused by the data-directory
 * lock, and the demo is still whole.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';
import { httpClient, startServer, type HttpClient, type ServerProcess } from './support/serverProcess.ts';

const DEMO = { DEMO: 'on', RATE_LIMITS: 'off' };

/** The demo's accounts, each once, and as many runners as the demo has. */
async function expectOneDemo(client: HttpClient): Promise<void> {
  const runners = (await client.get('/api/runners/')).body as { discordUsername: string }[];
  const names = runners.map((runner) => runner.discordUsername);
  expect(names.filter((name) => name === 'ash')).toEqual(['ash']);
  expect(new Set(names).size).toBe(names.length);
  expect(names.length).toBe(45);
}

describe('two servers seeding one empty PostgreSQL database at once', () => {
  const started: ServerProcess[] = [];
  let scratch: ScratchDatabase | null = null;
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(true)));
    await scratch?.drop();
  });

  it('load the demo once, and both start and serve it', async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    const env = { ...DEMO, DATABASE_URL: scratch.url };
    const servers = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const server of servers) if (server.status === 'fulfilled') started.push(server.value);
    expect(servers.map((server) => (server.status === 'rejected' ? String(server.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    for (const server of started) await expectOneDemo(httpClient(server.url, null));
  }, 180_000);
});

describe('two servers starting at once on one empty DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pokered-demo-seed-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(true)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('let one load the demo and refuse the other', async () => {
    const env = { ...DEMO, DATA_DIR: dataDir };
    const servers = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const server of servers) if (server.status === 'fulfilled') started.push(server.value);
    expect(started).toHaveLength(1);
    // The loser was refused by the lock before touching the database, never half-way through seeding.
    const refusal = servers.find((server) => server.status === 'rejected');
    expect(String(refusal?.reason)).toContain('is in use by another server process');
    await expectOneDemo(httpClient(started[0]!.url, null));
  }, 180_000);
});
