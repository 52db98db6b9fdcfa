/**
 * The playoff bracket with a drawn Quarterfinal (rules §17), on a server of its own (DEMO=off): the admin plays six
 * runners through the three Swiss rounds over the HTTP API (groups, racer 1 submits, results recorded, round ended),
 * then makes the two Quarterfinal groups and records one of them. /bracket then shows both groups, one with its
 * placing, winner and times, the other not raced yet; links to the races and to every runner; bracket letters as
 * text. At 360 px no name breaks inside a word (issue 15), on the bracket and on the standings.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { getOk, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { expectWordsUnbroken } from './fixtures/words.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 23;
const URL_BASE = `http://127.0.0.1:${String(PORT)}`;

/** One single-word name long enough to be split mid-word by a careless `overflow-wrap: anywhere`. */
const LONG = 'Kangaskhanchampion';
const GROUPS = [
  [LONG, 'Professor Samuel Oak', 'Misty'],
  ['Brock', 'Erika', 'Sabrina'],
] as const;
const SWISS = ['Round 1', 'Round 2', 'Round 3'] as const;

const usernameOf = (name: string) => name.toLowerCase().replaceAll(' ', '.');

let ids = new Map<string, string>();
const idOf = (name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`runner ${name} was not added`);
  return id;
};

/** Racer 1 of each group, logged in once (racer 1 is always the caller of Submit Race). */
const leaders = new Map<string, BrowserContext>();
async function submitAs(browser: Browser, members: readonly string[]): Promise<string> {
  const [first = '', ...others] = members;
  let context = leaders.get(first);
  if (!context) {
    context = await browser.newContext({ baseURL: URL_BASE });
    await devLogin(await context.newPage(), usernameOf(first));
    leaders.set(first, context);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const [racer2, racer3] = others.map(idOf);
  const answer = (await postOk(page, '/api/races/submit', {
    racer1: idOf(first),
    racer2,
    ...(racer3 ? { racer3 } : {}),
    raceDateTime: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
  })) as { race: { _id: string } };
  return answer.race._id;
}

/** Records a race played early, in `order` of finish (each round a different order, so points differ). */
async function record(admin: Page, raceId: string, order: readonly string[]): Promise<void> {
  await postOk(admin, `/api/races/${raceId}/complete`, {
    raceTimeId: `pkmnredblue/e2e-${raceId.slice(0, 8)}`,
    results: order.map((name, index) => ({
      racer: idOf(name),
      status: 'Finished',
      finishTime: { hours: 1, minutes: 50 + index * 3, seconds: index * 7, milliseconds: 0 },
      dnfOrder: null,
    })),
  });
}

/** The group in a finishing order that changes with the round. */
const rotate = (members: readonly string[], by: number) => [...members.slice(by), ...members.slice(0, by)];

test.describe('playoff bracket with a drawn Quarterfinal (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL_BASE });

  let server: ExtraServer | null = null;
  /** The Quarterfinal races: group 1 recorded, group 2 scheduled. */
  let quarterfinals: string[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    server = await startServer(PORT, EMPTY_TOURNAMENT);
    const context = await browser.newContext({ baseURL: URL_BASE });
    const admin = await context.newPage();
    await devLogin(admin, 'admin');
    for (const name of GROUPS.flat()) {
      await postOk(admin, '/api/admin/add-user', {
        discordUsername: usernameOf(name),
        displayName: name,
        role: 'runner',
        isAdmin: false,
        pronouns: '',
        country: '',
      });
    }
    const runners = (await getOk(admin, '/api/runners/')) as { _id: string; displayName: string }[];
    ids = new Map(runners.map((runner) => [runner.displayName, runner._id]));

    const makeGroups = async () => {
      for (const [pot1, pot2, pot3] of GROUPS)
        await postOk(admin, '/api/groups', { pot1UserId: idOf(pot1), pot2UserId: idOf(pot2), pot3UserId: idOf(pot3) });
    };
    for (const [index] of SWISS.entries()) {
      await makeGroups();
      for (const members of GROUPS) await record(admin, await submitAs(browser, members), rotate(members, index));
      await postOk(admin, '/api/tournament/end-round');
    }
    const round = (await getOk(admin, '/api/tournament/round')) as { currentRound: string };
    expect(round.currentRound).toBe('Quarterfinals');
    await makeGroups();
    quarterfinals = [await submitAs(browser, GROUPS[0]), await submitAs(browser, GROUPS[1])];
    await record(admin, quarterfinals[0] ?? '', GROUPS[0]);
    await context.close();
    for (const leader of leaders.values()) await leader.close();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280] as const) {
      test(`the bracket shows the Quarterfinal groups, placings and links at ${String(width)} px in ${scheme} mode`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/bracket');
        await settle(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Playoff Bracket' })).toBeVisible();

        const quarters = page.getByRole('region', { name: 'Quarterfinals' });
        const raced = quarters.getByRole('article', { name: 'Quarterfinals group 1' });
        const waiting = quarters.getByRole('article', { name: 'Quarterfinals group 2' });
        await expect(quarters.getByRole('article')).toHaveCount(2);

        // Group 1: placed in finishing order with times, the winner told in words, a link to the race.
        const places = raced.getByRole('listitem');
        await expect(places).toHaveCount(3);
        for (const [index, name] of GROUPS[0].entries()) {
          await expect(places.nth(index)).toContainText(`${String(index + 1)}.`);
          await expect(places.nth(index).getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            `/user/${usernameOf(name)}`,
          );
          await expect(places.nth(index)).toContainText(/\d:\d\d:\d\d/);
        }
        await expect(places.first()).toContainText('To the Semifinals');
        await expect(raced.getByRole('link', { name: 'Race of Quarterfinals group 1' })).toHaveAttribute(
          'href',
          `/races/${quarterfinals[0] ?? ''}`,
        );

        // Group 2: its members in pot order, not raced yet, its race linked.
        await expect(waiting).toContainText('Not raced yet');
        for (const name of GROUPS[1]) await expect(waiting.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(waiting.getByRole('link', { name: 'Race of Quarterfinals group 2' })).toHaveAttribute(
          'href',
          `/races/${quarterfinals[1] ?? ''}`,
        );

        // The later rounds say what they wait for; the bracket letters stand as text beside the colours.
        await expect(page.getByRole('region', { name: 'Semifinals' })).toContainText(
          'Drawn once the Quarterfinals end',
        );
        await expect(page.getByRole('region', { name: 'Champion' })).toContainText('Decided by the Final.');
        const chips = quarters.locator('[data-bracket-chip]');
        await expect(chips).toHaveCount(6);
        await expect(chips.first()).toHaveText(/^P\(Playoffs bracket\)$/);

        expect(await expectWordsUnbroken(page, LONG)).toBeGreaterThan(0);
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('at 360 px the stats and the profile keep the long name whole', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/stats');
    await settle(page);
    // The charts are the stats page's own business; here only: wherever the name shows, it is not split.
    await expectWordsUnbroken(page, LONG);
    await page.goto(`/user/${usernameOf(LONG)}`);
    await settle(page);
    expect(await expectWordsUnbroken(page, LONG)).toBeGreaterThan(0);
  });

  test('at 360 px the standings keep the long name whole and open its row with race-by-race points and the reason', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/standings');
    await settle(page);
    expect(await expectWordsUnbroken(page, LONG)).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: /Tournament standings/ });
    const toggle = table.getByRole('button', { name: `Races and rank of ${LONG}` });
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    const races = page.getByRole('table', { name: `${LONG}'s Swiss races and their points` });
    await expect(races.getByRole('link', { name: /^Round \d$/ })).toHaveCount(3);
    await expect(page.getByText(/^Ranked \d+(st|nd|rd|th)/)).toBeVisible();
    expect(await expectWordsUnbroken(page, LONG)).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(page);
  });
});
