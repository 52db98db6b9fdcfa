/**
 * Pickems, end to end. The one-off tournament picks are only offered in Round 1 and the demo is in Round 2,
 * so the one-off flow runs on a server of its own: an empty tournament (DEMO=off) whose Round 1 the admin
 * builds over the HTTP API (runners, groups, one race scheduled). The demo server shows the leaderboard.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { addRunners, getOk, postAs, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { expectWorkingDialog } from './dialogChecks.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

// Beside the configured servers' ports (E2E_PORT_BASE moves them all).
const ROUND_ONE_PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 23;
const ROUND_ONE_URL = `http://127.0.0.1:${String(ROUND_ONE_PORT)}`;

/** 33 runners (at least 30 for a top 27 and a top 9): 11 groups of three, drawn in this order. */
const RUNNER_NAMES = [
  'Bulbasaur',
  'Ivysaur',
  'Venusaur',
  'Charmander',
  'Charmeleon',
  'Charizard',
  'Squirtle',
  'Wartortle',
  'Blastoise',
  'Caterpie',
  'Metapod',
  'Butterfree',
  'Weedle',
  'Kakuna',
  'Beedrill',
  'Pidgey',
  'Pidgeotto',
  'Pidgeot',
  'Rattata',
  'Raticate',
  'Spearow',
  'Fearow',
  'Ekans',
  'Arbok',
  'Pikachu',
  'Raichu',
  'Sandshrew',
  'Sandslash',
  'Nidorina',
  'Nidoqueen',
  'Clefairy',
  'Clefable',
  'Vulpix',
] as const;

/** The Pickems player of the Round 1 flow: a logged-in user who is not a runner. */
const PLAYER = 'pickfan';
/** The second one-off player, on a phone-sized screen. */
const SMALL_PLAYER = 'smallfan';

/** Builds Round 1 as the admin would: adds the runners, draws the groups, and one group schedules its race. */
async function buildRoundOne(browser: Browser): Promise<void> {
  const admin = await browser.newContext({ baseURL: ROUND_ONE_URL });
  const page = await admin.newPage();
  await devLogin(page, 'admin');
  const round = (await getOk(page, '/api/tournament/round')) as { currentRound: string };
  expect(round.currentRound).toBe('Round 1');
  const idOf = await addRunners(page, RUNNER_NAMES);
  for (let start = 0; start < RUNNER_NAMES.length; start += 3) {
    const [pot1, pot2, pot3] = RUNNER_NAMES.slice(start, start + 3).map(idOf);
    await postOk(page, '/api/groups', { pot1UserId: pot1, pot2UserId: pot2, pot3UserId: pot3 });
  }
  await admin.close();

  // The first group's pot-1 runner schedules their race three days from now.
  const runner = await browser.newContext({ baseURL: ROUND_ONE_URL });
  const runnerPage = await runner.newPage();
  await devLogin(runnerPage, 'bulbasaur');
  await postOk(runnerPage, '/api/races/submit', {
    racer1: idOf('Bulbasaur'),
    racer2: idOf('Ivysaur'),
    racer3: idOf('Venusaur'),
    raceDateTime: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
  });
  await runner.close();
}

/** A runner's card (grid or round picks): its accessible name holds the display name as a word. */
const runnerCard = (scope: Page | Locator, role: 'button' | 'radio', name: string): Locator =>
  scope.getByRole(role, { name: new RegExp(`\\b${name}\\b`) });

/** Chooses which list a click on a runner card fills (the segmented control's radios). */
async function pickFor(page: Page, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Picking for' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${label}\\b`) })).toBeChecked();
}

test.describe('Round 1 (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: ROUND_ONE_URL });

  let server: ExtraServer | null = null;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startServer(ROUND_ONE_PORT, EMPTY_TOURNAMENT);
    await buildRoundOne(browser);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  const top27 = RUNNER_NAMES.slice(0, 27);
  const top9 = [...RUNNER_NAMES.slice(24, 27), ...RUNNER_NAMES.slice(0, 6)];
  const winner = 'Pikachu';
  const bestTimeRunner = 'Charizard';

  // Two players: one on a desktop in the light scheme, one on a 360 px phone in the dark scheme.
  for (const { player, width, scheme } of [
    { player: PLAYER, width: 1280, scheme: 'light' },
    { player: SMALL_PLAYER, width: 360, scheme: 'dark' },
  ] as const) {
    test(`a player makes the one-off picks by clicks at ${String(width)} px (${scheme}), confirms, lands on Your Picks`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await devLogin(page, player);
      // rules §19: in Round 1 a user without Pickems arriving at Pickems is offered the one-off form.
      await page.goto('/pickems');
      await page.waitForURL((url) => url.pathname === '/pickems/first-visit');
      await settle(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Your Tournament Picks' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      const submit = page.getByRole('button', { name: 'Submit Pickems' });
      await expect(submit).toBeDisabled();
      await expectNoAxeViolations(page);

      // One click a runner: 27 into the top 27, with the counter following.
      for (const name of top27) await runnerCard(page, 'button', name).click();
      await expect(page.getByText('Top 27: 27 / 27 picked.', { exact: false })).toBeVisible();
      await expect(runnerCard(page, 'button', 'Vulpix')).toBeDisabled();
      await expect(runnerCard(page, 'button', 'Bulbasaur')).toHaveAttribute('aria-pressed', 'true');

      await pickFor(page, 'Top 9');
      for (const name of top9) await runnerCard(page, 'button', name).click();
      await expect(page.getByText('Top 9: 9 / 9 picked.', { exact: false })).toBeVisible();
      // The search box narrows the cards to a name.
      await pickFor(page, 'Winner');
      await page.getByRole('searchbox', { name: 'Search runners' }).fill('pika');
      await expect(page.getByRole('list', { name: 'Runners' }).getByRole('button')).toHaveCount(1);
      await runnerCard(page, 'button', winner).click();
      await page.getByRole('searchbox', { name: 'Search runners' }).fill('');
      await pickFor(page, 'Best time');
      await runnerCard(page, 'button', bestTimeRunner).click();

      const guess = page.getByRole('group', { name: 'Best tournament time guess' });
      await expect(submit).toBeDisabled();
      await guess.getByLabel('Minutes', { exact: true }).fill('52');
      await guess.getByLabel('Seconds', { exact: true }).fill('30');
      await guess.getByLabel('Milliseconds', { exact: true }).fill('500');
      // Hours must be above 0: still not submittable.
      await expect(submit).toBeDisabled();
      await expect(page.getByText('The best time guess needs at least 1 hour.')).toBeVisible();
      await guess.getByLabel('Hours', { exact: true }).fill('1');
      await expect(submit).toBeEnabled();
      await expectNoHorizontalOverflow(page);

      // The confirmation lists every pick by name; Go back sends nothing.
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Check your picks' });
      await expect(dialog.getByRole('region', { name: 'Top 27' }).getByRole('listitem')).toHaveText([...top27]);
      await expect(dialog.getByRole('region', { name: 'Top 9' }).getByRole('listitem')).toHaveText(top9);
      await expect(dialog).toContainText('1:52:30.500');
      await expectNoAxeViolations(page);
      // rules §22: opened on a cold visit it sits in the viewport over an overlay; Go back returns to the button.
      await dialog.getByRole('button', { name: 'Go back' }).click();
      await expect(dialog).toHaveCount(0);
      await expectWorkingDialog(page, submit, 'Check your picks', (open) =>
        open.getByRole('button', { name: 'Go back' }).click(),
      );
      await submit.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm and submit' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'Pickems submitted successfully.' })).toBeVisible();
      // rules §20: the player goes to /pickems/picks and the page reloads after 1 s.
      await page.waitForURL((url) => url.pathname === '/pickems/picks');
      await settle(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Your Picks' })).toBeVisible();
      await expect(page.getByText('Overall Winner', { exact: true }).locator('..')).toContainText(winner);
      await expect(page.getByText('Best Tournament Time', { exact: true }).locator('..')).toContainText(bestTimeRunner);
      await expect(page.getByText('Closest Time Guess', { exact: true }).locator('..')).toContainText('1:52:30.500');
      const list = (title: string) =>
        page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('listitem');
      await expect(list('Top 27')).toHaveText([...top27]);
      await expect(list('Top 9')).toHaveText(top9);

      // One-off picks cannot be changed: the form is not offered again.
      await page.goto('/pickems/first-visit');
      await expect(
        page.getByText('You have already made your tournament picks. They cannot be changed.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit Pickems' })).toHaveCount(0);
    });
  }

  test('the player picks one winner per group once per round and sees them on Your Picks', async ({ page }) => {
    test.setTimeout(90_000);
    await devLogin(page, PLAYER);
    await page.goto('/pickems/submit');
    await settle(page);
    const groups = page.getByRole('radiogroup');
    // Every group of the round is listed: the one scheduled race has not started yet.
    await expect(groups).toHaveCount(RUNNER_NAMES.length / 3);
    const submit = page.getByRole('button', { name: 'Submit Picks' });

    const picks: string[] = [];
    for (let number = 1; number <= RUNNER_NAMES.length / 3; number++) {
      await expect(submit).toBeDisabled();
      // The last member of each group: pot order is the order the admin drew them in.
      const pick = RUNNER_NAMES[number * 3 - 1] ?? '';
      const group = page.getByRole('radiogroup', { name: new RegExp(`\\bgroup ${String(number)}$`, 'i') });
      await runnerCard(group, 'radio', pick).click();
      await expect(runnerCard(group, 'radio', pick)).toHaveAttribute('aria-checked', 'true');
      picks.push(`Group ${String(number)}: ${pick}`);
    }
    await expect(page.getByText(`${String(picks.length)} of ${String(picks.length)} groups picked.`)).toBeVisible();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Picks submitted successfully!' })).toBeVisible();
    await expect(page.getByText('You have already submitted your picks for this round')).toBeVisible();

    await page.getByRole('link', { name: 'Your Picks' }).click();
    await page.waitForURL((url) => url.pathname === '/pickems/picks');
    await settle(page);
    await expect(
      page
        .locator('section', { has: page.getByRole('heading', { name: 'Round 1 Picks', exact: true }) })
        .getByRole('listitem'),
    ).toHaveText(picks);

    // Trying again: the page refuses, and so does the server.
    await page.getByRole('link', { name: 'Submit Round Picks' }).click();
    await expect(page.getByText('You have already submitted your picks for this round')).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    const again = await postAs(page, '/api/pickems/submit-round-picks', { selectedWinners: [] });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ error: 'You have already submitted your picks for this round' });
  });

  test('the admin previews the Pickems recalibration, sees the summary and finalizes', async ({ page }) => {
    await devLogin(page, 'admin');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('link', { name: 'Preview Pickems Recalibration' }).click();
    await settle(page);
    const preview = page.getByRole('button', { name: 'Preview Recalibration' });
    await preview.click();

    // Two players (the flows above); stored points already equal the rules, so nothing would change.
    await expect(
      page.getByRole('status').filter({ hasText: 'Preview complete: 0 of 2 users will have point changes' }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: 'Preview' });
    await expect(card.getByText('No point changes detected.')).toBeVisible();
    // rules §20: previewing again is disabled while a preview is shown.
    await expect(preview).toBeDisabled();

    await card.getByRole('button', { name: 'Finalize Changes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Recalibration complete: 0 of 2 users had point changes' }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(preview).toBeEnabled();
  });
});

test('the demo leaderboard lists players with their points, best first', async ({ page }) => {
  await page.goto('/pickems/leaderboard');
  await settle(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeVisible();
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  expect(await rows.count()).toBeGreaterThan(10);

  const entries = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent.trim())),
  );
  const points = entries.map((cells) => Number(cells[2]));
  for (const [index, cells] of entries.entries()) {
    expect(cells[1], `row ${String(index + 1)} has a name`).not.toBe('');
    expect(Number.isInteger(points[index]), `row ${String(index + 1)} points "${cells[2] ?? ''}"`).toBe(true);
  }
  // The demo's Round 1 races are recorded: someone has scored, and the best are first.
  expect(points[0]).toBeGreaterThan(0);
  expect(points).toEqual([...points].sort((a, b) => b - a));
  expect(entries[0]?.[0]).toBe('1');
});
