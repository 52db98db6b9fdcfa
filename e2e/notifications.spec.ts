/**
 * Discord notifications (rules §15), end to end on a server of its own, against a fake Discord webhook on loopback
 * started here: the admin sets the results webhook, sees it masked (never the URL), sends a test message and sees
 * it delivered; a webhook Discord deleted shows as disabled with the reason. axe on the page, and at 360 px.
 */
import { expect, test } from '@playwright/test';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import {
  FAKE_TOKEN,
  startFakeDiscordWebhook,
  type FakeDiscordWebhook,
} from '../apps/server/test/support/fakeDiscordWebhook.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 21;
const URL = `http://127.0.0.1:${String(PORT)}`;

test.describe('Discord notifications admin page (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL });

  let server: ExtraServer | null = null;
  let fake: FakeDiscordWebhook | null = null;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fake = await startFakeDiscordWebhook();
    server = await startServer(PORT, {
      ...EMPTY_TOURNAMENT,
      DISCORD_WEBHOOK_BASE_URL: fake.baseUrl,
      NOTIFY_INTERVAL_MS: '200',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('sets a webhook, shows it masked, sends a test and sees it sent', async ({ page }) => {
    if (!fake) throw new Error('no fake');
    await devLogin(page, 'admin');
    await page.goto('/admin/notifications');
    await expect(page.getByRole('heading', { name: 'Discord Notifications', level: 2 })).toBeVisible();
    await page.getByLabel('Results webhook URL').fill(fake.url('500000000000000001'));
    await page.getByRole('button', { name: 'Save webhooks' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Webhooks saved.' })).toBeVisible();
    await expect(page.getByText(/Webhook 500000000000000001 \(token …wxyz\)/)).toBeVisible();
    await expect(page.getByText(FAKE_TOKEN)).toHaveCount(0);

    await page.getByRole('button', { name: 'Send test to results' }).click();
    const table = page.getByRole('table', { name: 'The last 50 Discord messages' });
    await expect(table.getByRole('row').filter({ hasText: 'Test message' })).toContainText('Sent', { timeout: 15_000 });
    expect(fake.received().map((m) => m.webhookId)).toEqual(['500000000000000001']);
    await settle(page);
    await expectNoAxeViolations(page);
  });

  test('a webhook Discord deleted shows as disabled, with the reason', async ({ page }) => {
    if (!fake) throw new Error('no fake');
    fake.script('500000000000000001', 404);
    await devLogin(page, 'admin');
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: 'Send test to results' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Results: webhook disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('alert')).toContainText('deleted (404');
    await page.setViewportSize({ width: 360, height: 800 });
    await settle(page);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
