/**
 * Pages that go somewhere (rules §19): a race's page shows its placing, times, room, commentators and links to
 * every runner; a past round's groups show their race's placing and link to it. Both pass axe in light and dark.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, settle } from './support.ts';

interface CompletedRace {
  _id: string;
  round: string;
  raceTimeId: string | null;
  results: { racer: { displayName: string; discordUsername: string } }[];
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a race's page shows its placing with links to every runner and passes axe in ${scheme} mode`, async ({
    page,
    request,
  }) => {
    const races = (await (await request.get('/api/races/completed')).json()) as CompletedRace[];
    const race = races.find((candidate) => candidate.results.length === 3 && candidate.raceTimeId !== null);
    if (!race) throw new Error('the demo has no completed race of three with a room');
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/races/${race._id}`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText(/^1st/);
    for (const result of race.results) {
      await expect(table.getByRole('link', { name: result.racer.displayName, exact: true })).toHaveAttribute(
        'href',
        `/user/${result.racer.discordUsername}`,
      );
    }
    await expect(table.getByText(/^\d+\.\d{3} s$|^(DNF|DNS|DQ)$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Race page on racetime\.gg/ })).toBeVisible();
    await expect(page.getByText('Commentators:')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`a past round's groups show their race's placing and link to it, and pass axe in ${scheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/groups');
    await settle(page);
    // The demo is in Round 2: Round 1 is past, every group raced. Chosen until the page has hydrated.
    await expect(async () => {
      await page.getByLabel('Round').selectOption('Round 1');
      await expect(page.getByLabel('Round')).toHaveValue('Round 1');
      await expect(page.getByRole('article').first().getByText('Placing')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const group = page.getByRole('article').first();
    await expect(group.getByText('Placing')).toBeVisible();
    await expect(group.getByRole('listitem').last()).toBeVisible();
    await group.getByRole('link', { name: /^Race details/ }).click();
    await page.waitForURL(/\/races\/[0-9a-f-]{36}$/);
    // rules §23: headed by its round and racers.
    await expect(page.getByRole('heading', { level: 1, name: /^Round 1 · .+ vs .+/ })).toBeVisible();
    await page.goBack();
    await settle(page);
    await page.getByLabel('Round').selectOption('Round 1');
    await expect(page.getByRole('article').first().getByText('Placing')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
