import { expect, test } from '@playwright/test';
import { FAKE_DISCORD_URL } from '../playwright.config.ts';
import { devLogin, discordLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: /main/i });

test.describe('visitor', () => {
  test('sees the welcome text, the participants and a Login button, but no Admin menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/log in/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByText("This year's participants:")).toBeVisible();
    // Participants are listed with their country flag (an image with the country name as alt and title).
    await expect(page.locator('img[title]').first()).toBeVisible();
    for (const label of ['Home', 'Info', 'Groups', 'Standings', 'Stats', 'Rules', 'Help', 'Pickems', 'Hall of Fame']) {
      await expect(nav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('is sent home from guarded and unknown routes', async ({ page }) => {
    for (const path of ['/admin', '/admin/users/add', '/races/submit', '/this/does/not/exist']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await page.goto('/user/someone/extra');
    await page.waitForURL((url) => url.pathname === '/user/profile');
    await expect(page.getByText('Please log in to view your profile')).toBeVisible();
  });
});

test.describe('development login', () => {
  test('an admin sees the Admin menu, and /admin opens Record Results', async ({ page }) => {
    await devLogin(page, 'admin');
    await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/races/record');
    for (const label of [
      'Record Results',
      'Cancel Upcoming Races',
      'Add User',
      'Create Groups',
      'Draw Groups',
      'End Round',
      'Preview Pickems Recalibration',
    ]) {
      await expect(
        page
          .getByRole('link', { name: label })
          .or(page.getByRole('button', { name: label }))
          .first(),
      ).toBeVisible();
    }
  });

  test('a runner gets Submit Race in the Races menu; a commentator does not and is turned away', async ({ page }) => {
    await devLogin(page, 'ash');
    await nav(page).getByRole('button', { name: /Races/ }).click();
    await expect(page.getByRole('link', { name: 'Submit Race' })).toBeVisible();
    await page.goto('/races/submit');
    await expect(page).toHaveURL(/\/races\/submit$/);

    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await devLogin(page, 'oak');
    await nav(page).getByRole('button', { name: /Races/ }).click();
    await expect(page.getByRole('link', { name: 'Upcoming', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Race' })).toHaveCount(0);
    await page.goto('/races/submit');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('the avatar menu offers Profile, Settings and Logout; logging out shows Login again', async ({ page }) => {
    await devLogin(page, 'oak');
    await page.getByRole('button', { name: /Professor Oak/ }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    const status = await page.request.get('/auth-status');
    expect(status.status()).toBe(401);
  });
});

test.describe('Discord login (fake provider, real OAuth code path)', () => {
  test('a new Discord user lands on / logged in as a commentator', async ({ page }) => {
    await discordLogin(page, 'brandnew', 'Brand New');
    await expect(page.getByText('Welcome, Brand New!')).toBeVisible();
    await nav(page).getByRole('button', { name: /Races/ }).click();
    await expect(page.getByRole('link', { name: 'Submit Race' })).toHaveCount(0);
  });

  test('the next holder of a taken username is refused and told to contact @organizers', async ({ page }) => {
    await discordLogin(page, 'takenname', 'First Holder', '710000000000000001');
    await page.getByRole('button', { name: /First Holder/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const params = new URLSearchParams({ username: 'takenname', id: '710000000000000002' });
    expect((await page.request.get(`${FAKE_DISCORD_URL}/__set-user?${params.toString()}`)).status()).toBe(204);
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL((url) => url.search === '?login=refused');
    await expect(page.getByRole('alert')).toContainText('contact @organizers');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });
});

const SHELL_PAGES = [
  '/',
  '/info',
  '/rules',
  '/help',
  '/standings',
  '/groups',
  '/draws',
  '/stats',
  '/hall-of-fame',
  '/races/upcoming',
  '/races/past',
  '/pickems/leaderboard',
];

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of SHELL_PAGES) {
      test(`${path} passes axe in ${scheme} mode`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await settle(page);
        await expectNoAxeViolations(page);
      });
    }
  }

  for (const path of [
    '/',
    '/user/profile',
    '/user/settings',
    '/admin/races/record',
    '/admin/users/add',
    '/admin/races/upcoming/edit',
    '/admin/round/end',
    '/admin/groups/add',
    '/admin/groups/draw',
    '/races/submit',
  ]) {
    test(`${path} passes axe for a logged-in admin runner`, async ({ page }) => {
      await devLogin(page, path === '/races/submit' ? 'ash' : 'admin');
      await page.goto(path);
      await settle(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('small screens and keyboard', () => {
  test('pages fit a 360 px wide screen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of SHELL_PAGES) {
      await page.goto(path);
      await settle(page);
      await expectNoHorizontalOverflow(page);
    }
  });

  test('the mobile menu opens and navigates by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu|navigation/i }).first();
    const standings = page.getByRole('link', { name: 'Standings', exact: true }).last();
    // The home page comes server-rendered: Enter before hydration does nothing, so press until the menu opens.
    await expect(async () => {
      if (await standings.isVisible()) return;
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(standings).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await standings.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/standings');
  });
});
