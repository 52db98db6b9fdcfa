/**
 * rules §29: login comes back to the page it started from (development login and Discord), never off the site; the
 * visitors' Home leads with what is happening; an organiser's Home lists what needs doing; a failed load says what
 * failed in a sentence, with Retry. At phone and desktop widths, on the demo tournament.
 */
import { expect, test } from '@playwright/test';
import { DISCORD_URL, FAKE_DISCORD_URL } from '../playwright.config.ts';
import { FRESH_DEMO, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoHorizontalOverflow, settle } from './support.ts';

// The demo as it starts: the shared servers' demo has been played on by the files before this one (every result
// recorded, say), so the organiser's list is read on a demo of its own. Clear of every other file's port.
const FRESH_DEMO_PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 34;
const FRESH_DEMO_URL = `http://127.0.0.1:${String(FRESH_DEMO_PORT)}`;

for (const width of [360, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a visitor’s Home leads with the round, the live and next races and the latest results', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      const happening = page.getByRole('region', { name: /is under way$|^The tournament is over$/ });
      await expect(happening).toBeVisible();
      await expect(happening.getByRole('region', { name: 'Live now' })).toBeVisible();
      await expect(happening.getByRole('region', { name: 'Next races' })).toBeVisible();
      const results = happening.getByRole('region', { name: 'Latest results' });
      await expect(results.getByText(/won by/).first()).toBeVisible();
      // It comes before the welcome text.
      const [sectionTop, introTop] = await Promise.all([
        happening.evaluate((element) => element.getBoundingClientRect().top),
        page.getByText(/No account needed to follow along/).evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(sectionTop).toBeLessThan(introTop);
      await expectNoHorizontalOverflow(page);
    });

    test('the development login comes back to the page it started from', async ({ page }) => {
      await page.goto('/standings');
      await settle(page);
      await page.getByRole('link', { name: 'Login' }).first().click();
      await page.getByRole('button', { name: 'Log in as Runner (Ash)' }).click();
      await page.waitForURL((url) => url.pathname === '/standings');
      await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    });

    test('a failed load says what failed in a sentence, with Retry, never a raw status', async ({ page }) => {
      let fail = true;
      await page.route('**/api/happening', (route) =>
        fail
          ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
          : route.fallback(),
      );
      // A client-side visit: the server-rendered page would already hold the data.
      await page.goto('/stats');
      await settle(page);
      // The brand link goes Home at every width (the Main navigation folds into a menu on phones).
      await page.getByRole('banner').getByRole('link', { name: 'PokéRed Tournament' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Error fetching what is happening in the tournament.' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('The server could not answer just now');
      await expect(page.getByText(/Internal Server Error|\b500\b/)).toHaveCount(0);
      fail = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('region', { name: /is under way$|^The tournament is over$/ })).toBeVisible();
    });
  });
}

test('a Discord login comes back to the page it started from', async ({ page }) => {
  const user = await page.request.get(`${FAKE_DISCORD_URL}/__set-user?username=returner`);
  expect(user.status()).toBe(204);
  await page.goto(`${DISCORD_URL}/stats`);
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.waitForURL(`${DISCORD_URL}/stats`);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('a returnTo off the site is refused with a sentence', async ({ request }) => {
  for (const returnTo of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
    const answer = await request.get(`/login?returnTo=${encodeURIComponent(returnTo)}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ error: 'returnTo must be a path on this site, such as /standings.' });
  }
});

test.describe('an organiser on a fresh demo', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer | null = null;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServer(FRESH_DEMO_PORT, FRESH_DEMO);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({ baseURL: FRESH_DEMO_URL });

  for (const width of [360, 1280]) {
    test(`sees on Home what needs doing, each linking to where it is done, at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await devLogin(page, 'admin');
      await page.goto('/');
      const todo = page.getByRole('region', { name: 'What needs doing' });
      // The logged-in part is a chunk of its own: on a busy machine it may take a while.
      await expect(todo).toBeVisible({ timeout: 30_000 });
      // The demo has races that started and wait for their results: that task comes first.
      await expect(todo.getByRole('listitem').first()).toContainText(/wait(s)? for (its|their) results?\./);
      const firstLink = todo.getByRole('link').first();
      await expect(firstLink).toHaveText('Record results');
      await firstLink.click();
      await page.waitForURL((url) => url.pathname === '/admin/races/record');
      await expectNoHorizontalOverflow(page);
    });
  }
});
