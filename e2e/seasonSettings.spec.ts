/**
 * rules §33: an organiser changes the season's schedule and prize split in Admin → Seasons, and a visitor's
 * /info shows them, server-rendered, on the next visit. At phone and desktop widths, light and dark, with axe.
 */
import { expect, test } from '@playwright/test';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

test.describe.configure({ mode: 'serial' });

const CASES = [
  { width: 360, colorScheme: 'dark', round1: ['2026-09-08', 'Sep 8 – Sep 24'] },
  { width: 1280, colorScheme: 'light', round1: ['2026-09-10', 'Sep 10 – Sep 24'] },
] as const;

for (const { width, colorScheme, round1 } of CASES) {
  test(`an organiser moves Round 1 and splits the pool anew; /info shows it, at ${String(width)} px, ${colorScheme}`, async ({
    browser,
  }) => {
    const admin = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
    const page = await admin.newPage();
    await devLogin(page, 'admin');
    await page.goto('/admin/seasons');
    await expect(page.getByRole('heading', { name: 'Seasons' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.getByLabel(/^Round 1 starts/).fill(round1[0]);
    const share = page.getByLabel('Prize 1 share (%)');
    await share.fill('40');
    // 95 % in all: the form says why it cannot save, and Save waits.
    await expect(page.getByText('The prize shares add up to 95 %, not 100 %.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await share.fill('45');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: "season's settings are saved" })).toBeVisible();
    await admin.close();

    const visitor = await browser.newContext({
      viewport: { width, height: 800 },
      colorScheme,
      javaScriptEnabled: false,
    });
    const info = await visitor.newPage();
    await info.goto('/info');
    const schedule = info.getByRole('table', { name: 'Estimated schedule' });
    await expect(schedule.getByRole('row', { name: /Round 1/ })).toContainText(round1[1]);
    await expect(info.getByRole('table', { name: 'Prize pool breakdown' })).toContainText('45%');
    await visitor.close();
  });
}
