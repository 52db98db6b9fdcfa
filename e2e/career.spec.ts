/**
 * Careers (rules §37) on the demo tournament: a demo runner's profile shows the Seasons table, with at least the
 * current season's row, and their races grouped by season; at 360 and 1280 px, light and dark, with axe, and the
 * table scrolls sideways by keyboard where it is wider than the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

interface RunnerItem {
  discordUsername: string;
  displayName: string;
}
interface SeasonItem {
  year: number;
  current: boolean;
}

/** A runner of the current season and that season's year. */
async function demoRunner(page: Page): Promise<{ runner: RunnerItem; year: number }> {
  const runners = (await (await page.request.get('/api/runners/')).json()) as RunnerItem[];
  const seasons = (await (await page.request.get('/api/seasons')).json()) as SeasonItem[];
  const runner = runners.find((r) => r.discordUsername !== 'ash') ?? runners[0];
  const current = seasons.find((season) => season.current);
  if (!runner || !current) throw new Error('the demo has no runner or no current season');
  return { runner, year: current.year };
}

for (const width of [360, 1280] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a runner's career at ${String(width)} px in ${scheme} mode`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const { runner, year } = await demoRunner(page);

      await page.goto(`/user/${runner.discordUsername}`);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(runner.displayName);
      await expect(page.getByRole('heading', { name: 'Seasons', exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: 'Every season this runner entered, newest first' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Season',
        'Standings rank',
        'Points',
        'Best time',
        'Furthest round',
        'Races',
        'Pickems rank',
      ]);
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(year) }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').first()).toHaveText(/^(#\d+|Withdrawn)$/);
      // The newest season first.
      await expect(table.getByRole('rowheader').first()).toHaveText(String(year));

      const raced = page.getByRole('region', { name: 'Races Participated In' });
      if ((await raced.getByRole('listitem').count()) > 0)
        await expect(raced.getByRole('heading', { level: 3 }).first()).toHaveText(`${String(year)} season`);

      // The table scrolls sideways inside its region, by keyboard too; the page itself does not.
      const region = page.getByRole('region', { name: 'Seasons table' });
      const wider = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      if (wider) {
        await region.focus();
        for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  }
}
