/**
 * Moving a race (rules §6), end to end on a server of its own (DEMO=off), so the demo's races stay as other files
 * expect them: the admin adds six runners and draws two groups, and each group books its race over the HTTP API.
 * A runner then moves their group's race from Submit Race, and the admin moves the other from Cancel Upcoming Races.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addRunners, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 20;
const URL = `http://127.0.0.1:${String(PORT)}`;

const GROUPS = [
  ['Geodude', 'Onix', 'Zubat'],
  ['Psyduck', 'Golduck', 'Staryu'],
] as const;

/** The date and time inputs' values for a start `days` from now at `time`, and how the pages show it (rules §19). */
function startIn(days: number, time: string, shownTime: string): { date: string; time: string; shown: string } {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  // rules §24: the weekday first.
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getDay()] ?? '';
  const shown = `${weekday} ${String(day.getMonth() + 1)}/${String(day.getDate())}/${pad(day.getFullYear() % 100)} · ${shownTime}`;
  return { date, time, shown };
}

/** Two groups of three, each with its race booked two days ahead by its pot-1 runner. */
async function bookTwoRaces(browser: Browser): Promise<void> {
  const admin = await browser.newContext({ baseURL: URL });
  const page = await admin.newPage();
  await devLogin(page, 'admin');
  const idOf = await addRunners(page, GROUPS.flat());
  for (const [pot1, pot2, pot3] of GROUPS) {
    await postOk(page, '/api/groups', { pot1UserId: idOf(pot1), pot2UserId: idOf(pot2), pot3UserId: idOf(pot3) });
  }
  await admin.close();

  for (const [racer1, racer2, racer3] of GROUPS) {
    const context = await browser.newContext({ baseURL: URL });
    const runner = await context.newPage();
    await devLogin(runner, racer1.toLowerCase());
    await postOk(runner, '/api/races/submit', {
      racer1: idOf(racer1),
      racer2: idOf(racer2),
      racer3: idOf(racer3),
      raceDateTime: Math.floor(Date.now() / 1000) + 2 * 24 * 3600,
    });
    await context.close();
  }
}

/** Fills the Move form's date and time and sends it. */
async function moveTo(page: Page, start: { date: string; time: string }): Promise<void> {
  await page.getByLabel('New date').fill(start.date);
  await page.getByLabel('New time').fill(start.time);
  await page.getByRole('button', { name: 'Move Race' }).click();
}

test.describe('moving a race (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL });

  let server: ExtraServer | null = null;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startServer(PORT, EMPTY_TOURNAMENT);
    await bookTwoRaces(browser);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a runner sees their booked race on Submit Race, moves it, and the Upcoming page shows the new time', async ({
    page,
  }) => {
    // Onix did not book the race: any racer of it may move it (rules §6).
    await devLogin(page, 'onix');
    await page.goto('/races/submit');
    await settle(page);
    const booked = page.getByRole('region', { name: "Your group's race" });
    await expect(booked).toBeVisible();
    await expect(booked.getByRole('link', { name: 'Geodude', exact: true })).toBeVisible();
    await expect(booked.getByRole('link', { name: 'Zubat', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Race' })).toHaveCount(0);

    await booked.getByRole('button', { name: 'Move' }).click();
    await expectNoAxeViolations(page);
    const target = startIn(3, '20:15', '8:15 PM');
    await moveTo(page, target);
    await expect(booked.getByRole('status')).toHaveText(`Race moved. New start: ${target.shown}`);
    await expect(booked.getByText(target.shown)).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.goto('/races/upcoming');
    await settle(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Onix', exact: true }) });
    await expect(card.getByRole('heading')).toHaveText(target.shown);
  });

  test('an admin moves a race from Cancel Upcoming Races', async ({ page }) => {
    await devLogin(page, 'admin');
    await page.goto('/admin/races/upcoming/edit');
    await settle(page);
    await page.getByRole('button', { name: 'Move: Psyduck vs Golduck vs Staryu' }).click();
    const target = startIn(4, '07:05', '7:05 AM');
    await moveTo(page, target);
    await expect(page.getByRole('status').filter({ hasText: 'Race moved.' })).toHaveText(
      `Race moved. New start: ${target.shown}`,
    );
    await expectNoAxeViolations(page);

    await page.goto('/races/upcoming');
    await settle(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Psyduck', exact: true }) });
    await expect(card.getByRole('heading')).toHaveText(target.shown);
    // The runner's race, moved in the test before, comes first: the list stays soonest first.
    await expect(page.getByRole('article').first()).toContainText('Onix');
  });
});
