/**
 * Standings you can read and the playoff bracket (rules §17), on the shared demo tournament (Round 2, read only: other
 * specs share it). Each row tells its status in words; a row opens the runner's races and the reason for their rank;
 * at 360 px nothing hides behind a sideways scroll. The demo has no Quarterfinals yet, so /bracket shows its empty
 * state here; the drawn bracket is covered by e2e/playoffBracket.spec.ts (a server of its own) and
 * apps/web/src/features/standings/BracketPage.test.tsx.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const WIDTHS = [360, 1280] as const;

async function openFirstRunner(page: Page) {
  const table = page.getByRole('table', { name: /Tournament standings/ });
  const toggle = table.getByRole('button', { name: /^Races and rank of / }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace('Races and rank of ', '');
  const races = page.getByRole('table', { name: `${name}'s Swiss races and their points` });
  await expect(races).toBeVisible();
  return { toggle, races };
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`standings show each status and open a runner's races at ${String(width)} px in ${scheme} mode`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/standings');
      await settle(page);
      const table = page.getByRole('table', { name: /Tournament standings/ });
      const rows = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Races and rank of / }) });
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      // Every row says its status in words (rules §17).
      for (let index = 0; index < count; index += 1) {
        await expect(rows.nth(index)).toContainText(/Qualified|Contending|Eliminated/);
      }
      await expect(page.getByTestId('cutoff-separator')).toHaveCount(1);
      // The tiebreaker: a column of its own when wide, folded into the name cell when narrow.
      const firstRow = rows.first();
      await expect(firstRow.getByText(/^Best:/)).toBeVisible({ visible: width === 360 });
      await expect(table.getByRole('columnheader', { name: 'Tiebreaker' })).toBeVisible({ visible: width === 1280 });

      const { toggle, races } = await openFirstRunner(page);
      // The reason sentence, then the race-by-race points with links to the races.
      await expect(page.getByText(/^Ranked \d+(st|nd|rd|th)/)).toBeVisible();
      await expect(races.getByRole('link', { name: /^Round \d$/ }).first()).toHaveAttribute('href', /^\/races\//);
      await settle(page);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(races).toHaveCount(0);
    });
  }

  test(`the bracket page shows its empty state before the Quarterfinals, linked from the standings, in ${scheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/standings');
      await settle(page);
      await page.getByRole('link', { name: 'Playoff bracket' }).click();
      await page.waitForURL((url) => url.pathname === '/bracket');
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Playoff Bracket' })).toBeVisible();
      await expect(page.getByText('The playoff bracket appears once the Quarterfinals are drawn.')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    }
  });
}

test('bracket letters stand beside bracket colours on the standings (not colour alone)', async ({ page }) => {
  await page.goto('/standings');
  await settle(page);
  const chips = page.locator('table [data-bracket-chip]');
  expect(await chips.count()).toBeGreaterThan(0);
  await expect(chips.first()).toHaveText(/^[PANE×]\((\w+ bracket|Eliminated)\)$/);
});
