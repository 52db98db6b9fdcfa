/**
 * Sign-ups (issue 27, rules §38, §39), end to end, on a server of its own: an empty tournament (DEMO=off) whose
 * Round 1 is not drawn yet, so check-in is open and runners may withdraw. The admin opens sign-ups; at each width
 * and colour scheme a new runner finds Register in the navbar, sees what entering needs, fixes it on the settings
 * page, enters, checks in and withdraws. The admin's Entrants page re-admits one and publishes the seeding; the
 * public /entrants, server-rendered, lists each runner's status and seed source in words. Each screen with axe.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { postOk, xsrfHeader } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

// Beside the configured servers' ports (E2E_PORT_BASE moves them all).
const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 38;
const URL = `http://127.0.0.1:${String(PORT)}`;
/** racetime.gg, faked on loopback: it knows no category, so nobody is seeded from its leaderboard (rules §39). */
const RACETIME_PORT = PORT + 1;

const SCREENS = [
  { width: 360, colorScheme: 'dark' },
  { width: 360, colorScheme: 'light' },
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

/** The screen is drawn, passes axe and does not scroll sideways. */
async function checkScreen(page: Page): Promise<void> {
  await settle(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** Opens the current season's sign-ups now, for a week, with check-in open already (Round 1 is not drawn). */
async function openSignups(page: Page): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const response = await page.request.patch('/api/admin/seasons/2026', {
    headers: await xsrfHeader(page),
    data: { signupsOpenAt: now - 3600, signupsCloseAt: now + 7 * 86_400, checkInOpensAt: now - 60, signupCap: 40 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('sign-ups (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL });

  let server: ExtraServer | null = null;
  let racetime: Server | null = null;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    const fake = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
    racetime = fake;
    await new Promise<void>((resolve) => fake.listen(RACETIME_PORT, '127.0.0.1', resolve));
    server = await startServer(PORT, {
      ...EMPTY_TOURNAMENT,
      RACETIME_BASE_URL: `http://127.0.0.1:${String(RACETIME_PORT)}`,
    });
    const context = await browser.newContext({ baseURL: URL });
    const page = await context.newPage();
    await devLogin(page, 'admin');
    await openSignups(page);
    await context.close();
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => racetime?.close(resolve));
  });

  for (const { width, colorScheme } of SCREENS) {
    test(`a runner fixes the checklist, enters, checks in and withdraws at ${String(width)} px, ${colorScheme}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const name = `runner${String(width)}${colorScheme}`;
      const context = await browser.newContext({ baseURL: URL, viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await devLogin(page, name);

      // Register sits in the navbar while sign-ups are open (the burger's menu at 360 px).
      if (width < 700) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('link', { name: 'Register' }).first().click();
      await page.waitForURL((url) => url.pathname === '/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Register for 2026' })).toBeVisible();
      const checklist = page.getByRole('region', { name: 'What entering needs' });
      await expect(checklist.getByText('Link your racetime.gg account.')).toBeVisible();
      await expect(checklist.getByText('Choose your country on your profile.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enter the 2026 season' })).toBeDisabled();
      await checkScreen(page);

      // Each unmet item links to the page that fixes it.
      await checklist.getByRole('link', { name: 'Open your settings to link it' }).click();
      await page.waitForURL((url) => url.pathname === '/user/settings');
      await page.getByLabel('Your racetime.gg profile URL').fill(`https://racetime.gg/user/${name}`);
      await page.getByRole('button', { name: 'Link Account' }).click();
      await expect(page.getByText(/linked/i).first()).toBeVisible();
      await page.getByLabel('Country').selectOption({ label: 'Norway' });
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(/saved/i).first()).toBeVisible();

      await page.goto('/register');
      await expect(checklist.getByText('Your racetime.gg account is linked.')).toBeVisible();
      await expect(checklist.getByText('Your country is set.')).toBeVisible();
      await page.getByRole('radio', { name: /Clean audio only/ }).check();
      await page.getByRole('checkbox', { name: /I have read and accept the rules/ }).check();
      await page.getByLabel('Time').fill('1:52:30');
      await checkScreen(page);
      await page.getByRole('button', { name: 'Enter the 2026 season' }).click();

      const card = page.getByRole('region', { name: 'Your 2026 entry' });
      await expect(card.getByText('Registered', { exact: true })).toBeVisible();
      await expect(card.getByText(/Check-in is open/)).toBeVisible();
      await checkScreen(page);
      await card.getByRole('button', { name: 'Check in' }).click();
      await expect(card.getByText('Checked in', { exact: true })).toBeVisible();

      // The personal home shows the same card.
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Your 2026 entry' }).getByText('Checked in', { exact: true }),
      ).toBeVisible();
      await checkScreen(page);

      await page.goto('/register');
      await card.getByRole('button', { name: 'Withdraw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw from the 2026 season?' });
      await expect(dialog.getByRole('button', { name: 'Keep my entry' })).toBeFocused();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
      await expect(card.getByText('You withdrew from this season.')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
      // Sign-ups are still open: the form is offered again below the card (rules §38).
      await expect(page.getByRole('form', { name: 'Your answers' })).toBeVisible();
      await checkScreen(page);
      await context.close();
    });
  }

  test('a runner entered with a claimed personal best is seeded by it once the admin publishes', async ({ page }) => {
    await devLogin(page, 'misty');
    await postOk(page, '/api/user/racetime', { racetime: 'misty1234' });
    await postOk(page, '/api/user/country', { country: 'US' });
    await postOk(page, '/api/seasons/2026/entries', {
      restreamConsent: 'yes',
      rulesAccepted: true,
      personalBest: { timeMs: 6_700_000 },
    });
  });

  for (const { width, colorScheme } of SCREENS) {
    test(`the admin's Entrants page and the public list at ${String(width)} px, ${colorScheme}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ baseURL: URL, viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await devLogin(page, 'admin');
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/admin/races/record');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Entrants' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/entrants');
      const table = page.getByRole('table');
      const misty = table.getByRole('row', { name: /Misty|misty/ });
      await expect(misty).toContainText('Registered');
      await expect(misty).toContainText('1:51:40.000');
      await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/admin/seasons/2026/entries.csv',
      );
      await checkScreen(page);

      // The withdrawn runner of this screen is re-admitted, after a confirmation.
      const runner = `runner${String(width)}${colorScheme}`;
      await page.getByLabel('Name or username').fill(runner);
      await expect(page.getByText('Showing 1 of')).toBeVisible();
      await page.getByRole('button', { name: `Re-admit ${runner}` }).click();
      const dialog = page.getByRole('dialog', { name: `Re-admit ${runner}?` });
      await dialog.getByRole('button', { name: 'Yes, re-admit' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Re-admit: done for ${runner}.` })).toBeVisible();
      // Re-admitted once check-in opened, the runner is checked in (rules §38).
      await expect(table.getByRole('row', { name: new RegExp(runner) })).toContainText('Checked in');

      await page.getByRole('button', { name: 'Publish seeding' }).click();
      await page
        .getByRole('dialog', { name: 'Publish the 2026 seeding?' })
        .getByRole('button', { name: 'Yes, publish' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: /Seeding published/ })).toBeVisible();
      await context.close();

      // The public list, as the server draws it for a visitor without JavaScript.
      const visitor = await browser.newContext({
        baseURL: URL,
        viewport: { width, height: 900 },
        colorScheme,
        javaScriptEnabled: false,
      });
      const list = await visitor.newPage();
      await list.goto('/entrants');
      await expect(list.getByRole('heading', { level: 1, name: '2026 entrants' })).toBeVisible();
      const row = list.getByRole('row', { name: /misty/i });
      await expect(row).toContainText('Claimed personal best (unverified)');
      await expect(row).toContainText('Registered');
      await expect(list.getByRole('row', { name: new RegExp(runner) })).toContainText('Checked in');
      await visitor.close();

      const hydrated = await browser.newContext({ baseURL: URL, viewport: { width, height: 900 }, colorScheme });
      const entrants = await hydrated.newPage();
      await entrants.goto('/entrants');
      await expect(entrants.getByRole('row', { name: /misty/i })).toContainText('Claimed personal best (unverified)');
      await checkScreen(entrants);
      await hydrated.close();
    });
  }
});
