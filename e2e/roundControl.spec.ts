/**
 * The round control centre (rules §8), end to end, on a server of its own (DEMO=off): the admin builds Round 1 over
 * the HTTP API (runners, three groups in three states, one runner left out), then works from the End Round
 * checklist: reads each group's state and what blocks the end, withdraws the runner in no group, and ends the round
 * once the last results are in. The Runners page then reinstates them, and the standings label them meanwhile.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { getOk, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 20;
const URL_BASE = `http://127.0.0.1:${String(PORT)}`;

/** Three groups of Round 1 and Gengar, who is in none of them. */
const GROUPS = [
  ['Abra', 'Kadabra', 'Alakazam'],
  ['Gastly', 'Haunter'],
  ['Onix', 'Geodude', 'Graveler'],
] as const;
const LEFT_OUT = 'Gengar';

interface RunnerItem {
  _id: string;
  displayName: string;
}

let ids = new Map<string, string>();
const idOf = (name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`runner ${name} was not added`);
  return id;
};

/** The group's first runner submits their race three days from now (racer 1 is always the caller). */
async function scheduleRace(browser: Browser, members: readonly string[]): Promise<string> {
  const context = await browser.newContext({ baseURL: URL_BASE });
  const page = await context.newPage();
  await devLogin(page, (members[0] ?? '').toLowerCase());
  const [racer1, racer2, racer3] = members.map(idOf);
  const answer = (await postOk(page, '/api/races/submit', {
    racer1,
    racer2,
    ...(racer3 ? { racer3 } : {}),
    raceDateTime: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
  })) as { race: { _id: string } };
  await context.close();
  return answer.race._id;
}

/** Records a race as the admin through the API (a race played early may be recorded before its start, rules §6). */
async function recordRace(page: Page, raceId: string, members: readonly string[]): Promise<void> {
  await postOk(page, `/api/races/${raceId}/complete`, {
    raceTimeId: `pkmnredblue/e2e-${raceId.slice(0, 8)}`,
    results: members.map((name, index) => ({
      racer: idOf(name),
      status: 'Finished',
      finishTime: { hours: 1, minutes: 50 + index, seconds: 0, milliseconds: 0 },
      dnfOrder: null,
    })),
  });
}

test.describe('round control centre (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL_BASE });

  let server: ExtraServer | null = null;
  /** The races of groups 1 and 2, scheduled in the set-up. */
  let races: string[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startServer(PORT, EMPTY_TOURNAMENT);
    const context = await browser.newContext({ baseURL: URL_BASE });
    const page = await context.newPage();
    await devLogin(page, 'admin');
    for (const name of [...GROUPS.flat(), LEFT_OUT]) {
      await postOk(page, '/api/admin/add-user', {
        discordUsername: name.toLowerCase(),
        displayName: name,
        role: 'runner',
        isAdmin: false,
        pronouns: '',
        country: '',
      });
    }
    const runners = (await getOk(page, '/api/runners/')) as RunnerItem[];
    ids = new Map(runners.map((runner) => [runner.displayName, runner._id]));
    for (const [pot1, pot2, pot3] of GROUPS) {
      await postOk(page, '/api/groups', {
        pot1UserId: idOf(pot1),
        pot2UserId: idOf(pot2),
        ...(pot3 ? { pot3UserId: idOf(pot3) } : {}),
      });
    }
    // Group 1 raced early and is recorded; group 2 has a race planned; group 3 has none yet.
    races = [await scheduleRace(browser, GROUPS[0]), await scheduleRace(browser, GROUPS[1])];
    await recordRace(page, races[0] ?? '', GROUPS[0]);
    await context.close();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the checklist shows each group’s state and what blocks the end; the admin withdraws the runner in no group and ends the round', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await devLogin(page, 'admin');
    await page.goto('/admin/round/end');
    await settle(page);

    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(figure('Current Round')).toHaveText('Round 1');
    await expect(figure('Total Races Expected')).toHaveText('3');
    await expect(figure('Total Races Completed')).toHaveText('1');

    const groups = page.getByRole('region', { name: 'Groups of Round 1' });
    const card = (state: string, name: string) =>
      groups.getByRole('region', { name: state }).getByRole('article', { name });
    await expect(card('Completed (1)', 'Group 1 · Normal')).toContainText('Alakazam');
    await expect(card('Scheduled (1)', 'Group 2 · Normal')).toContainText('Haunter');
    await expect(card('Unscheduled (1)', 'Group 3 · Normal')).toContainText('No race scheduled yet');
    await expect(groups.getByRole('link', { name: 'Open the race of group 2' })).toHaveAttribute(
      'href',
      `/races/${races[1] ?? ''}`,
    );

    const blockers = page.getByRole('list', { name: 'What still blocks the end' }).getByRole('listitem');
    await expect(blockers).toHaveCount(2);
    await expect(blockers.nth(0)).toContainText('Cannot end round: not all races are completed.');
    await expect(blockers.nth(0)).toContainText('group 2 (Scheduled), group 3 (Unscheduled)');
    await expect(blockers.nth(1)).toHaveText(
      `Cannot end round: ${LEFT_OUT} is in no group this round. Group them or withdraw them first.`,
    );
    await expect(page.getByRole('button', { name: 'End Round' })).toBeDisabled();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Withdraw the runner in no group, from the screen, after a confirmation naming them.
    const ungrouped = page.getByRole('list', { name: 'Runners in no group' });
    await ungrouped.getByRole('button', { name: `Withdraw ${LEFT_OUT}` }).click();
    await expect(page.getByRole('dialog', { name: `Withdraw ${LEFT_OUT} from the tournament?` })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${LEFT_OUT} withdrawn.` })).toBeVisible();
    await expect(page.getByText('Every runner of the round is in a group.')).toBeVisible();
    await expect(blockers).toHaveCount(1);

    // The last results come in (through the API, as Record Results sends them).
    races.push(await scheduleRace(browser, GROUPS[2]));
    await recordRace(page, races[1] ?? '', GROUPS[1]);
    await recordRace(page, races[2] ?? '', GROUPS[2]);
    await page.reload();
    await settle(page);
    await expect(page.getByText('Nothing: the round can end.')).toBeVisible();
    await expect(groups.getByRole('region', { name: 'Completed (3)' })).toBeVisible();

    await page.getByRole('button', { name: 'End Round' }).click();
    await page.getByRole('button', { name: 'Yes, end the round' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Round 1 ended. Round 2 has begun.' })).toBeVisible();
    // The checklist reloads on the new round: no groups yet, with the ways to make them.
    await expect(figure('Current Round')).toHaveText('Round 2');
    const next = page.getByRole('region', { name: 'Groups of Round 2' });
    await expect(next.getByRole('link', { name: 'Draw the round' })).toHaveAttribute('href', '/admin/groups/draw');
    await expect(blockers.nth(0)).toHaveText('Cannot end round: no groups have been created for this round.');
    await expect(page.getByRole('button', { name: 'End Round' })).toBeDisabled();
    const round = (await getOk(page, '/api/tournament/round')) as { currentRound: string };
    expect(round.currentRound).toBe('Round 2');
  });

  test('the standings label the withdrawn runner; the Runners page reinstates them', async ({ page }) => {
    test.setTimeout(90_000);
    await devLogin(page, 'admin');
    await page.goto('/standings');
    await settle(page);
    const standingsRow = page.getByRole('row').filter({ hasText: LEFT_OUT });
    await expect(standingsRow).toContainText('Withdrawn');
    await expectNoAxeViolations(page);

    await page.goto('/admin/runners');
    await settle(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page);
    }
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${LEFT_OUT}`) }) });
    await expect(row).toContainText('Withdrawn');
    await row.getByRole('button', { name: `Reinstate ${LEFT_OUT}` }).click();
    await page.getByRole('button', { name: 'Yes, reinstate' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${LEFT_OUT} reinstated.` })).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: `Withdraw ${LEFT_OUT}` })).toBeVisible();

    await page.goto('/standings');
    await settle(page);
    await expect(page.getByRole('row').filter({ hasText: LEFT_OUT })).not.toContainText('Withdrawn');
  });
});
