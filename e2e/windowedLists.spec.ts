/**
 * Windowed long lists (rules §32) on the shared demo tournament (read only): the server draws the top of the
 * standings and of the Pickems leaderboard with a 'Show all' where rows are left out; the keyboard reaches it with
 * Tab, Enter draws every row from the data the page holds and puts the focus on the first revealed row. At 360 and
 * 1280 px, light and dark, with axe before and after.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const WIDTHS = [360, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Tabs forward until 'Show all' has the focus (it stands where the rows stop, so a few dozen Tabs at most). */
async function tabTo(page: Page, name: RegExp) {
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

const LISTS = [
  {
    path: '/standings',
    api: '/api/tournament/standings',
    noun: 'runners',
    count: (body: unknown) => (body as { standings: unknown[] }).standings.length,
  },
  {
    path: '/pickems/leaderboard',
    api: '/api/pickems/leaderboard',
    noun: 'players',
    count: (body: unknown) => (body as unknown[]).length,
  },
] as const;

// One test per width and scheme: four axe runs over a full list each fit one test's time on a loaded machine.
for (const list of LISTS) {
  for (const scheme of SCHEMES) {
    for (const width of WIDTHS) {
      test(`${list.path}: the window, then Show all by keyboard, at ${String(width)} px in ${scheme} mode`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const total = list.count(await (await page.request.get(list.api)).json());
        await page.setViewportSize({ width, height: 800 });
        await page.goto(list.path);
        await settle(page);
        const rows = page.locator('table tbody tr:not([data-window-gap]) td:nth-child(2) a');
        const shown = await rows.count();
        expect(shown).toBeLessThan(total);
        const showAll = page.getByRole('button', { name: `Show all ${String(total)} ${list.noun}` });
        await expect(showAll.first()).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);

        await tabTo(page, /^Show all/);
        await page.keyboard.press('Enter');
        await expect(showAll).toHaveCount(0);
        await expect(rows).toHaveCount(total);
        await expect(page.locator('tbody tr:focus')).toHaveCount(1);
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
      });
    }
  }
}
