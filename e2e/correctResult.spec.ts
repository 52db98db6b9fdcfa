/**
 * Results recorded early and corrected (rules §6, §20), on a demo tournament of its own (so the shared demo's
 * figures, which other files check, do not move): the admin records a race from "Played early?" before its
 * planned start, pasting a racetime.gg time, then corrects it from the race's page with the prefilled form.
 * The race page, Past Races and the standings follow the corrected result, and the audit log keeps the
 * earlier one.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getOk } from './fixtures/api.ts';
import { FRESH_DEMO, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

// The configured servers take E2E_PORT_BASE and +1; this file's own server is +20, clear of every other.
const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 20;
const BASE_URL = `http://127.0.0.1:${String(PORT)}`;

interface StandingsRow {
  displayName: string;
  points: number;
  bye: boolean;
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE_URL });

let server: ExtraServer | null = null;
/** The race recorded early, and its racers in racer order. */
let raceId = '';
let racers: string[] = [];
let standingsAfterFirst: StandingsRow[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(PORT, FRESH_DEMO);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A clipboard paste into a field, as Ctrl+V delivers it (the headless browser has no clipboard to read). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

function timeFields(scope: Locator, racer: string) {
  const block = scope.getByRole('group', { name: racer, exact: true });
  return {
    block,
    hours: block.getByLabel('Hours', { exact: true }),
    minutes: block.getByLabel('Minutes', { exact: true }),
    seconds: block.getByLabel('Seconds', { exact: true }),
    ms: block.getByLabel('Ms', { exact: true }),
  };
}

async function expectTime(scope: Locator, racer: string, shown: [string, string, string, string]): Promise<void> {
  const fields = timeFields(scope, racer);
  await expect(fields.hours).toHaveValue(shown[0]);
  await expect(fields.minutes).toHaveValue(shown[1]);
  await expect(fields.seconds).toHaveValue(shown[2]);
  await expect(fields.ms).toHaveValue(shown[3]);
}

async function standings(page: Page): Promise<StandingsRow[]> {
  const body = (await getOk(page, '/api/tournament/standings')) as { standings: StandingsRow[] };
  return body.standings;
}

const rowOf = (rows: StandingsRow[], name: string) => {
  const row = rows.find((r) => r.displayName === name);
  if (!row) throw new Error(`${name} is not in the standings`);
  return row;
};

test('the admin records a race played before its planned start from Record Results', async ({ page }) => {
  test.setTimeout(90_000);
  await devLogin(page, 'admin');
  await page.goto('/admin/races/record');
  await settle(page);

  const early = page.getByRole('region', { name: 'Played early?' });
  const chooser = early.getByLabel('Race played early');
  // Started races are listed first; the played-early choice comes after them.
  await expect(page.getByRole('heading', { name: 'Played early?' })).toBeVisible();
  const firstRace = chooser.locator('option').nth(1);
  raceId = (await firstRace.getAttribute('value')) ?? '';
  expect(raceId).not.toBe('');
  await chooser.selectOption(raceId);
  await expect(early.getByText(/planned start is in the future/)).toBeVisible();
  racers = await early.locator('fieldset legend').allTextContents();
  expect(racers.length).toBeGreaterThanOrEqual(2);
  const [first = '', second = '', third] = racers;

  // rules §20: what a field shows is what is sent. 5 hours wraps to 0 at once; 1500 ms wraps to 0.
  const firstFields = timeFields(early, first);
  await firstFields.hours.pressSequentially('5');
  await expect(firstFields.hours).toHaveValue('0');
  await paste(firstFields.ms, '1500');
  await expect(firstFields.ms).toHaveValue('0');
  // A racetime.gg time pasted into one field fills all four.
  await paste(firstFields.minutes, '1:50:12.345');
  await expectTime(early, first, ['1', '50', '12', '345']);

  const secondFields = timeFields(early, second);
  await secondFields.hours.fill('1');
  await secondFields.minutes.fill('55');
  if (third) await timeFields(early, third).block.getByLabel('Status').selectOption('DNS');
  await early.getByLabel('Race ID').fill('pkmnred/early-bird-1234');
  await expectNoAxeViolations(page);
  await early.getByRole('button', { name: 'Record Results' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'recorded successfully!' })).toBeVisible();
  // Recorded: it is no longer offered as played early.
  await expect(chooser.locator(`option[value="${raceId}"]`)).toHaveCount(0);
  standingsAfterFirst = await standings(page);
});

test('the admin corrects it from the race page with the prefilled form, and every view follows', async ({ page }) => {
  test.setTimeout(90_000);
  const [first = '', second = ''] = racers;
  await devLogin(page, 'admin');
  await page.goto(`/races/${raceId}`);
  await settle(page);
  const results = page.getByRole('table');
  await expect(results.getByRole('row').nth(1)).toContainText(first);

  await page.getByRole('button', { name: /^Edit result/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit result/ });
  await expect(dialog.getByLabel('Race ID')).toHaveValue('pkmnred/early-bird-1234');
  await expectTime(dialog, first, ['1', '50', '12', '345']);
  await expectTime(dialog, second, ['1', '55', '0', '0']);
  await expectNoAxeViolations(page);
  // The dialog works on a 360 px phone too.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(dialog.getByRole('button', { name: 'Save corrected result' })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // The second racer was in fact faster.
  await paste(timeFields(dialog, second).seconds, '1:45:00.250');
  await expectTime(dialog, second, ['1', '45', '0', '250']);
  await dialog.getByRole('button', { name: 'Save corrected result' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'recorded successfully!' })).toBeVisible();
  await expect(results.getByRole('row').nth(1)).toContainText(second);
  await expect(results.getByRole('row').nth(2)).toContainText(first);

  // Past Races shows the corrected placing (the round filter starts on the current round).
  await page.goto('/races/past');
  await settle(page);
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/races/${raceId}"]`) });
  await expect(card.getByRole('listitem').first()).toContainText(second);
  await expect(card.getByRole('listitem').first()).toContainText('1:45:00.250');
  await expect(card.getByRole('button', { name: /^Edit result/ })).toBeVisible();

  // Standings: the new winner gained (points, or the Ascension BYE), the earlier winner lost it.
  const now = await standings(page);
  const before = { winner: rowOf(standingsAfterFirst, first), second: rowOf(standingsAfterFirst, second) };
  const after = { earlierWinner: rowOf(now, first), winner: rowOf(now, second) };
  expect(after.winner.bye || after.winner.points > before.second.points).toBe(true);
  expect(after.earlierWinner.bye).toBe(false);
  expect(before.winner.bye || after.earlierWinner.points < before.winner.points).toBe(true);
});

test('the audit log keeps the earlier result', async ({ page }) => {
  await devLogin(page, 'admin');
  await page.goto('/admin/audit?action=race.correct-results');
  await settle(page);
  const row = page.getByRole('row').filter({ hasText: raceId });
  await expect(row).toHaveCount(1);
  await row.getByText('Show changes').click();
  const [before, after] = await row.locator('pre').allTextContents();
  // 1:50:12.345 was the first racer's recorded time; the correction gave the second racer 1:45:00.250.
  expect(before).toContain('"finishTimeMs": 6612345');
  expect(before).not.toContain('6300250');
  expect(after).toContain('"finishTimeMs": 6300250');
  // The demo's own corrected result is listed too (the seed records one race wrong, then right).
  await expect(page.getByRole('row').filter({ hasText: 'race.correct-results' })).toHaveCount(2);
  await expectNoAxeViolations(page);
});
