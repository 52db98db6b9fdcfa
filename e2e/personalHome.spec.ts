/**
 * The personal home (rules §19): a runner's race, a commentator's races and the races needing commentators, the
 * round picks; visitors see the home as before. On a server of its own (DEMO=off) so the state is known: two groups,
 * one with a booked race and its room, one without. Then the own-row highlight on the demo's standings and Pickems
 * leaderboard.
 */
import { expect, test, type Browser } from '@playwright/test';
import { addRunners, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 27;
const URL = `http://127.0.0.1:${String(PORT)}`;
const ROOM = 'pkmnredblue/clever-abra-1234';

const GROUPS = [
  ['Geodude', 'Onix', 'Zubat'],
  ['Psyduck', 'Golduck'],
] as const;

/** Five runners in two groups; Geodude's group books its race two days ahead with its room; Misty calls it. */
async function buildRound(browser: Browser): Promise<void> {
  const admin = await browser.newContext({ baseURL: URL });
  const page = await admin.newPage();
  await devLogin(page, 'admin');
  const idOf = await addRunners(page, GROUPS.flat());
  for (const [pot1, pot2, pot3] of GROUPS) {
    await postOk(page, '/api/groups', {
      pot1UserId: idOf(pot1),
      pot2UserId: idOf(pot2),
      ...(pot3 ? { pot3UserId: idOf(pot3) } : {}),
    });
  }
  await admin.close();

  const runnerContext = await browser.newContext({ baseURL: URL });
  const runner = await runnerContext.newPage();
  await devLogin(runner, 'geodude');
  const booked = (await postOk(runner, '/api/races/submit', {
    racer1: idOf('Geodude'),
    racer2: idOf('Onix'),
    racer3: idOf('Zubat'),
    raceDateTime: Math.floor(Date.now() / 1000) + 2 * 24 * 3600,
  })) as { race: { _id: string } };
  await postOk(runner, `/api/races/${booked.race._id}/room`, { room: ROOM });
  await runnerContext.close();

  const casterContext = await browser.newContext({ baseURL: URL });
  const caster = await casterContext.newPage();
  await devLogin(caster, 'misty');
  await postOk(caster, `/api/races/${booked.race._id}/commentator`);
  await casterContext.close();
}

test.describe('the personal home (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL, timezoneId: 'Asia/Kathmandu' });

  let server: ExtraServer | null = null;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startServer(PORT, EMPTY_TOURNAMENT);
    await buildRound(browser);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a visitor sees the home as before, with no personal part', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to the/);
    await expect(page.getByRole('heading', { name: 'Your next steps' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "This year's participants:" })).toBeVisible();
  });

  test('a runner sees their race in their zone with a countdown, opponents, the room, and the picks', async ({
    page,
  }) => {
    await devLogin(page, 'geodude');
    await settle(page);
    const race = page.getByRole('region', { name: 'Your race' });
    await expect(race.getByText('Round 1, Group 1')).toBeVisible();
    await expect(race.getByRole('link', { name: 'Onix', exact: true })).toHaveAttribute('href', '/user/onix');
    await expect(race.getByRole('link', { name: 'Zubat', exact: true })).toBeVisible();
    await expect(race.getByText(/^in 1d 23h \d+m$/)).toBeVisible();
    await expect(race.getByText(/Times in Nepal Time/)).toBeVisible();
    await expect(race.getByRole('link', { name: /Race room/ })).toHaveAttribute('href', new RegExp(`${ROOM}$`));
    const picks = page.getByRole('region', { name: 'Pickems' });
    await expect(picks.getByText(/^Round 1 picks open until [A-Z][a-z]{2} \d+\/\d+\/\d+ · /)).toBeVisible();
    // The welcome text and the buttons stay below it.
    await expect(page.getByRole('link', { name: 'Submit a Race' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Commentate a Race' })).toBeVisible();
  });

  test('a runner whose group has no race is asked to schedule it', async ({ page }) => {
    await devLogin(page, 'psyduck');
    await settle(page);
    const race = page.getByRole('region', { name: 'Your race' });
    await expect(race.getByText(/has not scheduled its race yet/)).toBeVisible();
    await race.getByRole('link', { name: 'Schedule your race' }).click();
    await expect(page).toHaveURL(/\/races\/submit$/);
  });

  test('a commentator sees the race they call; another signs up from the home', async ({ page, browser }) => {
    await devLogin(page, 'misty');
    await settle(page);
    const mine = page.getByRole('list', { name: 'Races you commentate' });
    await expect(mine.getByText('Geodude vs Onix vs Zubat')).toBeVisible();

    const context = await browser.newContext({ baseURL: URL, timezoneId: 'Asia/Kathmandu' });
    const other = await context.newPage();
    await devLogin(other, 'brock');
    await settle(other);
    const needed = other.getByRole('list', { name: 'Races that need commentators' });
    await expect(needed.getByText('1 of 2 commentators')).toBeVisible();
    await needed.getByRole('button', { name: 'Commentate: Geodude vs Onix vs Zubat' }).click();
    await expect(
      other.getByRole('list', { name: 'Races you commentate' }).getByText('Geodude vs Onix vs Zubat'),
    ).toBeVisible();
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the logged-in home passes axe in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await devLogin(page, 'geodude');
      await settle(page);
      await expect(page.getByRole('region', { name: 'Your race' })).toBeVisible();
      await expectNoAxeViolations(page);
      await devLogin(page, 'misty');
      await settle(page);
      await expect(page.getByRole('region', { name: 'Commentating', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the own row (the demo)', () => {
  test("the standings mark the runner's own row, in words too", async ({ page }) => {
    await devLogin(page, 'ash');
    await page.goto('/standings');
    await settle(page);
    const own = page.getByRole('row').and(page.locator('[aria-current="true"]'));
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('link', { name: 'Ash', exact: true })).toBeVisible();
    await expect(own.getByText('You', { exact: true })).toBeVisible();
  });

  test("the Pickems leaderboard marks the player's own row", async ({ page }) => {
    await devLogin(page, 'oak');
    await page.goto('/pickems/leaderboard');
    await settle(page);
    const own = page.getByRole('row').and(page.locator('[aria-current="true"]'));
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('link', { name: 'Professor Oak' })).toBeVisible();
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
