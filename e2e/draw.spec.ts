/**
 * The group draw (rules §13), end to end, on a server of its own: an empty tournament (DEMO=off) in Round 1 with
 * eight runners. The admin makes a draft, sees the seed's hash first, swaps two runners, saves and confirms; the
 * public page then reveals the draw group by group from the keyboard, shows it alone on a transparent page in
 * overlay mode, and says the hand-edited draw was edited when a visitor verifies it. The demo server's Round 2
 * draw, untouched by hand, verifies as a match.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { getOk, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

// Beside the configured servers' ports (E2E_PORT_BASE moves them all).
const DRAW_PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 20;
const DRAW_URL = `http://127.0.0.1:${String(DRAW_PORT)}`;

const RUNNER_NAMES = ['Pidgey', 'Rattata', 'Spearow', 'Ekans', 'Sandshrew', 'Nidoran', 'Clefairy', 'Vulpix'];

async function addRunners(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: DRAW_URL });
  const page = await context.newPage();
  await devLogin(page, 'admin');
  for (const name of RUNNER_NAMES)
    await postOk(page, '/api/admin/add-user', {
      discordUsername: name.toLowerCase(),
      displayName: name,
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: '',
    });
  await context.close();
}

/** The names in a group card of the admin screen, in pot order. */
const namesIn = (page: Page, group: number) =>
  page.getByRole('article', { name: `Group ${String(group)}`, exact: true }).getByRole('button');

test.describe('the group draw (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: DRAW_URL });

  let server: ExtraServer | null = null;
  let drawPath = '';
  let seedHash = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startServer(DRAW_PORT, EMPTY_TOURNAMENT);
    await addRunners(browser);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the admin makes a draft, sees the hash first, swaps two runners, saves and confirms', async ({ page }) => {
    test.setTimeout(120_000);
    await devLogin(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Draw Groups' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/groups/draw');
    await settle(page);
    await expect(page.getByRole('radio', { name: 'Random from the draw’s seed (default)' })).toBeChecked();
    await page.getByRole('button', { name: 'Make draft' }).click();

    const hash = page.getByTestId('seed-hash');
    await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
    seedHash = (await hash.textContent()) ?? '';
    await expect(
      page.getByText('Every one of the 8 drawn runners is placed exactly once', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Swap group 1's second runner with group 2's second runner: one click each.
    const first = (await namesIn(page, 1).nth(1).textContent()) ?? '';
    const second = (await namesIn(page, 2).nth(1).textContent()) ?? '';
    await namesIn(page, 1).nth(1).click();
    await expect(page.getByTestId('swap-status')).toContainText(`${first} (Group 1) selected`);
    await namesIn(page, 2).nth(1).click();
    await expect(page.getByTestId('swap-status')).toHaveText(
      `Swapped ${first} (now Group 2) and ${second} (now Group 1).`,
    );
    await expect(namesIn(page, 1).nth(1)).toHaveText(second);
    await expect(namesIn(page, 2).nth(1)).toHaveText(first);
    await expect(page.getByText('Placement check: OK')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm draw' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Draft of Round 1: 3 groups, edited by hand/)).toBeVisible();

    await page.getByRole('button', { name: 'Confirm draw' }).click();
    await page.getByRole('button', { name: 'Yes, confirm the draw' }).click();
    await expect(page.getByText('Round 1 is drawn')).toBeVisible();
    const link = page.getByRole('link', { name: 'Open the public draw page' });
    drawPath = (await link.getAttribute('href')) ?? '';
    expect(drawPath).toMatch(/^\/draws\/[0-9a-f-]{36}$/);

    // The groups exist now, as drawn and edited.
    const groups = (await getOk(page, '/api/groups')) as {
      groups: { round: string; members: { displayName: string }[] }[];
    };
    const roundOne = groups.groups.filter((g) => g.round === 'Round 1');
    expect(roundOne).toHaveLength(3);
    expect(roundOne.flatMap((g) => g.members.map((m) => m.displayName)).sort()).toEqual([...RUNNER_NAMES].sort());
  });

  test('the public page reveals the draw group by group from the keyboard, and says it was edited', async ({
    page,
  }) => {
    await page.goto('/draws');
    await settle(page);
    await page.getByRole('link', { name: 'Round 1 group draw' }).click();
    await page.waitForURL((url) => url.pathname === drawPath);
    await settle(page);
    await expect(page.getByTestId('seed-hash')).toHaveText(seedHash);
    const stage = page.getByTestId('draw-stage');
    await expect(stage).toContainText('No group revealed yet: 3 to come.');

    await page.keyboard.press('Space');
    await expect(stage).toContainText('Group 1 of 3 revealed.');
    await expect(stage).toContainText('Group 1 · Normal bracket');
    await page.keyboard.press('ArrowRight');
    await expect(stage).toContainText('Group 2 of 3 revealed.');
    await page.keyboard.press('ArrowLeft');
    await expect(stage).toContainText('Group 1 of 3 revealed.');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stage).toContainText('Group 3 of 3 revealed.');
    await expect(page.getByRole('region', { name: 'Groups revealed earlier' })).toContainText('Group 2');

    await page.getByRole('button', { name: 'Verify this draw' }).click();
    await expect(page.getByText(/an admin edited the groups by hand after the draw/)).toBeVisible();
    await expect(page.getByText(/^Group 1: drawn .+; published .+\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('overlay mode shows the reveal alone on a transparent page', async ({ page }) => {
    await page.goto(`${drawPath}?overlay=1`);
    await settle(page);
    const stage = page.getByTestId('draw-stage');
    await expect(stage).toContainText('No group revealed yet');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    const backgrounds = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    await page.keyboard.press('Space');
    await expect(stage).toContainText('Group 1 · Normal bracket');
    await stage.click();
    await expect(stage).toContainText('Group 2 of 3 revealed.');
    await expectNoAxeViolations(page);
  });
});

test('the demo’s Round 2 draw verifies in the browser (dark mode, 360 px wide): it matches', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/draws');
  await settle(page);
  const path = (await page.getByRole('link', { name: 'Round 2 group draw' }).getAttribute('href')) ?? '';
  // A visitor gets the page drawn by the server, which the browser then hydrates without complaint.
  const html = await (await page.request.get(path, { headers: { cookie: '' } })).text();
  expect(html).toContain('Round 2 Group Draw');
  expect(html).toContain('No group revealed yet');
  await page.goto(path);
  await settle(page);
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('draw-stage')).toContainText('Group 2 of');
  await page.getByRole('button', { name: 'Verify this draw' }).click();
  await expect(page.getByText(/^It matches: the seed has the published hash/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
