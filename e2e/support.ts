/** Shared steps of the end-to-end tests: logging in the two ways a person does, and axe checks. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DISCORD_URL, FAKE_DISCORD_URL } from '../playwright.config.ts';

/** The development login page (no Discord configured): type a username, press Log in. */
export async function devLogin(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Discord username').fill(username);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /Login/ })).toHaveCount(0);
}

/** The real OAuth flow against the fake Discord provider, on the second server. */
export async function discordLogin(page: Page, username: string, globalName?: string, id?: string): Promise<void> {
  const params = new URLSearchParams({
    username,
    ...(globalName ? { global_name: globalName } : {}),
    ...(id ? { id } : {}),
  });
  const res = await page.request.get(`${FAKE_DISCORD_URL}/__set-user?${params.toString()}`);
  expect(res.status()).toBe(204);
  await page.goto(`${DISCORD_URL}/`);
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.waitForURL(`${DISCORD_URL}/`);
}

/**
 * No axe violations on the page as it is now. An open dialog is measured at rest: Mantine fades it in (200 ms), and
 * colours caught mid-fade fail contrast now and then (a CI run failed on a dialog's outline button that way).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[role="dialog"]'))
            .filter((dialog) => dialog.getClientRects().length > 0)
            .every((dialog) => getComputedStyle(dialog).opacity === '1'),
        ),
      { message: 'every open dialog faded in' },
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Nothing sticks out sideways: the page works at this width without horizontal scrolling. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Waits until the page's main content has loaded (no pokeball loader or skeleton left). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // "networkidle" fires once, and on a loaded machine before the app's script has run: the app marks <html> once it
  // has hydrated or drawn the page and while it fetches or saves (src/components/AppActivity.tsx).
  await expect(page.locator('html[data-app-started]:not([data-app-busy])')).toHaveCount(1, { timeout: 15_000 });
  // The pokeball loader (role=status, labelled "Loading…") fades in; checking contrast mid-fade would be noise.
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"], main .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
}
