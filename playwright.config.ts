import { defineConfig, devices } from '@playwright/test';

/** Two servers on the demo tournament in memory: one with the development login, one with a fake Discord. */
// E2E_PORT_BASE moves all three ports, so two checkouts can run their end-to-end tests at once.
const base = Number(process.env.E2E_PORT_BASE ?? '3055');
const devPort = String(base);
const discordPort = String(base + 1);
const fakePort = String(base + 1544);
export const DEV_URL = `http://127.0.0.1:${devPort}`;
export const DISCORD_URL = `http://127.0.0.1:${discordPort}`;
export const FAKE_DISCORD_URL = `http://127.0.0.1:${fakePort}`;

const server = 'node --import tsx apps/server/src/main.ts';
const common = {
  DATA_DIR: 'memory://',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  TOURNAMENT_YEAR: '2026',
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The end-to-end flows change one shared demo tournament (scheduling, recording, ending a round): one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: DEV_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node --import tsx apps/server/test/support/fakeDiscord.ts ${fakePort}`,
      url: `${FAKE_DISCORD_URL}/__set-user?username=warmup`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: server,
      url: `${DEV_URL}/api/health`,
      env: { ...common, PORT: devPort, ADMIN_DISCORD_USERNAMES: 'admin' },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: server,
      url: `${DISCORD_URL}/api/health`,
      env: {
        ...common,
        PORT: discordPort,
        PUBLIC_URL: DISCORD_URL,
        DISCORD_CLIENT_ID: 'fake-client-id',
        DISCORD_CLIENT_SECRET: 'fake-client-secret',
        DISCORD_BASE_URL: FAKE_DISCORD_URL,
        ADMIN_DISCORD_USERNAMES: 'admin',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
