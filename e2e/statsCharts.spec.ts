/**
 * The charts of /stats and /pickems/stats on the shared demo tournament (read only): times as the gap to the fastest
 * (the fastest row labelled), brackets with their letter chip, Pickems picks as the share of players with the count in
 * text; every chart a real table, readable at 360 px and 1280 px, in light and dark mode.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const WIDTHS = [360, 1280] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`stats charts read as tables at ${String(width)} px in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/stats');
      await settle(page);

      const best = page.getByRole('table', { name: /Fastest finish times/ });
      const bestRows = best.locator('tbody tr');
      expect(await bestRows.count()).toBeGreaterThan(1);
      // The fastest first, its gap cell saying so; the others behind it by +HH:MM:SS.
      await expect(bestRows.first().getByRole('cell').nth(0)).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      await expect(bestRows.first().getByRole('cell').nth(1)).toHaveText('fastest');
      await expect(bestRows.nth(1).getByRole('cell').nth(1)).toHaveText(/^(\+\d{2}:\d{2}:\d{2}|fastest)$/);

      const brackets = page.getByRole('table', { name: /Average finish time per bracket/ });
      await expect(brackets.locator('[data-bracket-chip]').first()).toBeVisible();
      await expect(brackets.getByRole('cell', { name: 'fastest', exact: true })).toHaveCount(1);
      await expect(page.getByRole('table', { name: /Average finish time per round/ })).toBeVisible();

      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });

    test(`Pickems stats show the share of players at ${String(width)} px in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/pickems/stats');
      await settle(page);

      const winners = page.getByRole('table', { name: /^Most Picked Winners: the share of players/ });
      const first = winners.locator('tbody tr').first();
      await expect(first.getByRole('cell').nth(0)).toHaveText(/^\d{1,3}%$/);
      await expect(first.getByRole('cell').nth(1)).toHaveText(/^\d+ of \d+$/);
      await expect(first).toHaveAttribute('title', /^\d+ of \d+ players? picked /);

      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  }
}
