/**
 * Rivalries (rules §30) on the demo tournament: pick two runners on /h2h and read their record, follow a meeting to
 * its race and see the pairs' records going into it, and a profile's rivals; at 360 and 1280 px, light and dark,
 * with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

interface RacerRef {
  _id: string;
  displayName: string;
  discordUsername: string;
}
interface CompletedRace {
  _id: string;
  results: { racer: RacerRef; status: string }[];
}

/** Two runners of a completed demo race who both started: they met at least once. */
async function twoRivals(page: Page): Promise<[RacerRef, RacerRef]> {
  const races = (await (await page.request.get('/api/races/completed')).json()) as CompletedRace[];
  for (const race of races) {
    const started = race.results.filter((result) => result.status !== 'DNS').map((result) => result.racer);
    const [a, b] = started;
    if (a && b) return [a, b];
  }
  throw new Error('the demo has no completed race with two starters');
}

async function pick(page: Page, label: string, name: string) {
  const input = page.getByRole('combobox', { name: label });
  await expect(input).toBeEnabled();
  await input.click();
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

for (const width of [360, 1280] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`head to head at ${String(width)} px in ${scheme} mode: the record, a meeting's race and a profile's rivals`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const [a, b] = await twoRivals(page);

      await page.goto('/h2h');
      await settle(page);
      await expect(page.getByText('Choose two runners to see their record.')).toBeVisible();
      await pick(page, 'First runner', a.displayName);
      await pick(page, 'Second runner', b.displayName);
      await page.waitForURL((url) => url.searchParams.get('a') === a._id && url.searchParams.get('b') === b._id);
      await expect(page.getByRole('heading', { name: `${a.displayName} vs ${b.displayName}` })).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^${a.displayName} placed ahead of ${b.displayName} \\d+ times?`)),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);

      const meetings = page
        .getByRole('heading', { name: 'Meetings, newest first' })
        .locator('xpath=following-sibling::ul[1]');
      await meetings.getByRole('link').first().click();
      await page.waitForURL(/\/races\/[0-9a-f-]{36}$/);
      await settle(page);
      const pairs = page.locator('section', {
        has: page.getByRole('heading', { name: 'Head to head before this race' }),
      });
      await expect(pairs.getByRole('listitem').first()).toContainText(/ vs .+: \d+ ahead · \d+ behind · \d+ tied/);
      await expect(pairs.getByRole('link', { name: /^.+ vs .+$/ }).first()).toHaveAttribute(
        'href',
        /^\/h2h\?a=.+&b=.+$/,
      );
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);

      await page.goto(`/user/${a.discordUsername}`);
      await settle(page);
      const rivals = page.locator('section', { has: page.getByRole('heading', { name: 'Rivals' }) });
      await expect(rivals.getByRole('link', { name: `vs ${b.displayName}`, exact: true })).toHaveAttribute(
        'href',
        `/h2h?a=${a._id}&b=${b._id}`,
      );
      await expect(rivals.getByRole('listitem').first()).toContainText(/^vs .+: \d+ ahead · \d+ behind · \d+ tied/);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('a shared record is server-rendered with its content', async ({ page }) => {
  const [a, b] = await twoRivals(page);
  // React separates adjacent texts with empty comments.
  const html = (await (await page.request.get(`/h2h?a=${a._id}&b=${b._id}`)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`${a.displayName} vs ${b.displayName}`);
  expect(html).toContain(`${a.displayName} placed ahead of ${b.displayName}`);
});
