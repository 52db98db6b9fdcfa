/**
 * Profiles, settings, stats and the hall of fame, end to end on the demo tournament: a runner changes their
 * settings and sees them on their profile and in the navbar, unknown users get the spec's sentence, and the
 * stats and hall of fame show the demo's data, pass axe in both colour schemes, and load videos only on demand.
 */
import { expect, test, type Page } from '@playwright/test';
import { getOk } from './fixtures/api.ts';
import { devLogin, expectNoAxeViolations, settle } from './support.ts';

interface RunnerItem {
  displayName: string;
  discordUsername: string;
  country: string | null;
}

const header = (page: Page) => page.getByRole('banner');

test('a runner edits their settings and sees them on their profile and in the navbar', async ({ page }) => {
  // Not ash: the tournament flows read ash's name; any other demo runner is a person like them.
  const runners = (await getOk(page, '/api/runners/')) as RunnerItem[];
  const runner = runners.find((r) => r.discordUsername !== 'ash');
  if (!runner) throw new Error('the demo has no runner besides ash');
  // A country the runner does not have yet, so the new flag is theirs because of this change.
  const country = runner.country === 'QC' ? { code: 'NIR', name: 'Northern Ireland' } : { code: 'QC', name: 'Quebec' };
  const newName = 'Misty of Cerulean';

  await devLogin(page, runner.discordUsername);
  await header(page).getByRole('button', { name: runner.displayName }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname === '/user/settings');
  await settle(page);

  await page.getByLabel('Display name').fill(newName);
  await page.getByLabel('Pronouns').fill('xe/xem');
  await page.getByLabel('Country').selectOption({ label: country.name });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();
  // The navbar shows the new name at once (auth status refreshed).
  await expect(header(page).getByRole('button', { name: newName })).toBeVisible();

  await header(page).getByRole('button', { name: newName }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/user/profile');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.getByText('(xe/xem)', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: country.name, exact: true })).toHaveAttribute('title', country.name);

  // Stored, not just shown to them: a visitor sees the same on the public profile.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/user/${runner.discordUsername}`);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.getByText('(xe/xem)', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: country.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('a visitor opening an unknown user gets the spec sentence', async ({ page }) => {
  await page.goto('/user/nobody_by_this_name');
  await expect(page.getByText('No user found with that Discord username')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the stats page shows the demo's times and countries and passes axe in ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/stats');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const bestTimes = page.getByRole('region', { name: 'Best Times' });
    // rules §19: times as HH:MM:SS (the demo's finishes are around two hours).
    await expect(bestTimes.getByText(/^\d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
    await expect(bestTimes.getByText(/^0[1-4]:[0-5]\d:[0-5]\d$/).first()).toBeVisible();
    const countries = page.getByRole('region', { name: 'Runners by Country' });
    // The most common country of the demo's runners, named beside its flag (decoration there: the name is the text).
    const top = countries
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const name = (await top.getByRole('rowheader').innerText()).trim();
    expect(name).toMatch(/^\p{L}[\p{L} .'-]+$/u);
    await expect(top.getByRole('img', { includeHidden: true })).toHaveAttribute('title', name);
    await expect(top.getByRole('img', { includeHidden: true })).toBeVisible();
    await expect(top.getByRole('cell').last()).toHaveText(/^[1-9]\d*$/);
    await expectNoAxeViolations(page);
  });

  test(`the hall of fame shows each year's podium and passes axe in ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/hall-of-fame');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // 2023 comes from the data file kept in the repository; the demo adds the last two years.
    const year = page.getByRole('region', { name: '2023', exact: true });
    await expect(year.getByText('Gold: Jiggles')).toBeVisible();
    await expect(year.getByText('Silver: Pidgeotto_Pete')).toBeVisible();
    await expect(year.getByText('Bronze: SquirtleSquad')).toBeVisible();
    // The last two years' podiums come from their Finals: the demo imports 2024 (rules §40) and plays 2025 before 2026.
    for (const played of ['2025', '2024']) {
      const region = page.getByRole('region', { name: played, exact: true });
      await expect(region.getByText(/Gold: \S/)).toBeVisible();
      await expect(region.getByText(/Silver: \S/)).toBeVisible();
      await expect(region.getByText(/Bronze: \S/)).toBeVisible();
    }
    const years = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(years.length).toBeGreaterThanOrEqual(4);
    // Newest first.
    expect(years).toEqual([...years].sort().reverse());
    await expectNoAxeViolations(page);
  });
}

test('a hall-of-fame video loads only after its Play button is pressed', async ({ page }) => {
  const playerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('youtube-nocookie.com/embed')) playerRequests.push(request.url());
  });
  await page.goto('/hall-of-fame');
  await settle(page);
  const year = page.getByRole('region', { name: '2023', exact: true });
  const play = year.getByRole('button', { name: 'Play video: 2023 spotlight video 1' });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(playerRequests).toEqual([]);

  await play.click();
  const player = year.locator('iframe[title="2023 spotlight video 1"]');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Xr5kNQz7bWc/);
  // Only the pressed one: the year's second video is still a button.
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(year.getByRole('button', { name: 'Play video: 2023 spotlight video 2' })).toBeVisible();
});
