/**
 * Tournament core, end to end on the demo tournament (Round 2 under way): a runner schedules their group's
 * race, a commentator signs up for it, the admin records results (one with a DNF), the standings move by
 * exactly the Round 2 points of the rules, and the round cannot end while groups still have no result.
 *
 * The steps build on each other (the race ash schedules is the one oak commentates), so they run in order.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { postAs } from './fixtures/api.ts';
import { devLogin, settle } from './support.ts';

test.describe.configure({ mode: 'serial' });

/** Round 2 points by bracket, 1st / middle / last (rules §7). 'BYE' = a playoff place, no points. */
const ROUND_2_POINTS = {
  Normal: [10, 6, 3],
  Ascension: ['BYE', 10, 6],
} as const;

interface RaceRacer {
  _id: string;
  displayName: string;
}
interface ReadyRace {
  _id: string;
  round: string;
  bracket: string | null;
  racer1: RaceRacer;
  racer2: RaceRacer;
  racer3: RaceRacer | null;
}

/** The date and time inputs' values for a start two days from now at 18:30, and how the race card shows it. */
function startInTwoDays(): { date: string; time: string; shown: string } {
  const day = new Date();
  day.setDate(day.getDate() + 2);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  // rules §19, §24: the weekday, date format M/d/yy, 12-hour clock by default.
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getDay()] ?? '';
  const shown = `${weekday} ${String(day.getMonth() + 1)}/${String(day.getDate())}/${String(day.getFullYear() % 100).padStart(2, '0')} · 6:30 PM`;
  return { date, time: '18:30', shown };
}

/** The race card (an article) on the upcoming list whose racers include this name. */
function raceCardOf(page: Page, racerName: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: racerName, exact: true }) });
}

/** The standings row of a runner, found by the link on their name. */
function standingsRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

interface StandingsFigures {
  points: number;
  bye: boolean;
  tiebreaker: string;
}

/**
 * The standings are windowed (rules §32): rows past the first window wait behind 'Show all N runners', as for a
 * visitor looking for a runner further down. Clicks it until it is gone: before the page has hydrated, a click does nothing.
 */
async function showEveryRow(page: Page): Promise<void> {
  const showAll = page.getByRole('button', { name: /^Show all \d+ runners$/ });
  // The table first (a logged-in visit draws it once its data has come), then its window.
  await expect(page.getByRole('button', { name: /^Races and rank of / }).first()).toBeVisible();
  await expect(async () => {
    if ((await showAll.count()) > 0) await showAll.first().click();
    await expect(showAll).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function readStandings(page: Page, name: string): Promise<StandingsFigures> {
  // Cells: rank, name (with its flag), points, tiebreaker, details toggle (rules §9, §17).
  const cells = standingsRow(page, name).getByRole('cell');
  const pointsText = (await cells.nth(2).innerText()).trim();
  const match = /^(\d+)/.exec(pointsText);
  if (!match?.[1]) throw new Error(`no points in the standings row of ${name}: "${pointsText}"`);
  return {
    points: Number(match[1]),
    bye: pointsText.includes('BYE'),
    tiebreaker: (await cells.nth(3).innerText()).trim(),
  };
}

/** "1:45:30.250" → ms; the table's "–" (no time) → null. */
function tiebreakerMs(text: string): number | null {
  const match = /^(\d+):(\d{2}):(\d{2})\.(\d{3})$/.exec(text);
  if (!match) return null;
  const [, h, m, s, ms] = match.map(Number) as [number, number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

/** Fills a Finished racer's time on a Record Results card. */
async function fillTime(racer: Locator, time: { h: number; m: number; s: number; ms: number }): Promise<void> {
  await racer.getByLabel('Hours').fill(String(time.h));
  await racer.getByLabel('Minutes').fill(String(time.m));
  await racer.getByLabel('Seconds').fill(String(time.s));
  await racer.getByLabel('Ms').fill(String(time.ms));
}

let ash = '';
let ashGroup: string[] = [];

test('a runner schedules their group race and lands on the upcoming races with it listed', async ({ page }) => {
  await devLogin(page, 'ash');
  await page.goto('/races/submit');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Race' })).toBeVisible();

  ash = await page.getByLabel('Racer 1').inputValue();
  expect(ash).not.toBe('');
  const racer2 = page.getByLabel('Racer 2');
  const members = (await racer2.locator('option').allTextContents()).filter((label) => label !== 'Select a racer');
  expect(members.length).toBeGreaterThanOrEqual(1);
  expect(members).not.toContain(ash);

  const start = startInTwoDays();
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(start.date);
  await page.getByRole('textbox', { name: 'Time', exact: true }).fill(start.time);
  await racer2.selectOption({ label: members[0] ?? '' });
  const third = members[1];
  if (third !== undefined) {
    // The racer chosen as Racer 2 cannot be chosen again as Racer 3.
    await expect(page.getByLabel('Racer 3').locator('option', { hasText: members[0] })).toBeDisabled();
    await page.getByLabel('Racer 3').selectOption({ label: third });
  }
  ashGroup = [ash, ...members];

  await page.getByRole('button', { name: 'Submit Race' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Race submitted successfully!' })).toBeVisible();
  // rules §20: after 2 s the runner is taken to the upcoming races.
  await page.waitForURL((url) => url.pathname === '/races/upcoming');
  await settle(page);

  const card = raceCardOf(page, ash);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText(start.shown);
  for (const member of ashGroup) await expect(card.getByRole('link', { name: member, exact: true })).toBeVisible();
  await expect(card.getByText('No commentators', { exact: true })).toBeVisible();

  // Back on the form: the group now has its race, so the page shows that race with Move instead (rules §6).
  await page.goto('/races/submit');
  await expect(
    page.getByText('A race has already been scheduled for this group. Contact @organizers if you have an issue.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: "Your group's race" }).getByText(start.shown)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Race' })).toHaveCount(0);
});

test('a commentator signs up on that race and can pull out', async ({ page }) => {
  expect(ash, 'the race scheduled in the previous step').not.toBe('');
  await devLogin(page, 'oak');
  await page.goto('/races/upcoming');
  await settle(page);

  const card = raceCardOf(page, ash);
  await expect(card.getByRole('button', { name: 'Pull Out' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Commentate' }).click();
  await expect(card.getByText('Commentators: Professor Oak')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pull Out' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Commentate' })).toHaveCount(0);

  // The sign-up is stored, not just shown: it is still there after a reload.
  await page.reload();
  await settle(page);
  await expect(raceCardOf(page, ash).getByText('Commentators: Professor Oak')).toBeVisible();
  await expect(raceCardOf(page, ash).getByRole('button', { name: 'Pull Out' })).toBeVisible();

  // Pulling out frees the slot again, and signing up once more puts the name back.
  await raceCardOf(page, ash).getByRole('button', { name: 'Pull Out' }).click();
  await page
    .getByRole('dialog', { name: /^Pull out of commentating/ })
    .getByRole('button', { name: 'Pull out' })
    .click();
  await expect(raceCardOf(page, ash).getByText('No commentators', { exact: true })).toBeVisible();
  await raceCardOf(page, ash).getByRole('button', { name: 'Commentate' }).click();
  await expect(raceCardOf(page, ash).getByText('Commentators: Professor Oak')).toBeVisible();
});

test('the admin records a race with a DNF and the standings gain exactly the Round 2 points', async ({ page }) => {
  await devLogin(page, 'admin');
  const ready = (await (await page.request.get('/api/races/ready-to-complete')).json()) as ReadyRace[];
  // A three-racer race shows every place (1st, middle, last); prefer a Normal one, where the winner scores points.
  const threes = ready.filter((race) => race.racer3 !== null);
  const race = threes.find((r) => r.bracket === 'Normal') ?? threes[0] ?? ready[0];
  if (!race) throw new Error('the demo has no race awaiting results');
  expect(race.round).toBe('Round 2');
  const bracket = race.bracket === 'Ascension' ? 'Ascension' : 'Normal';
  const [winner, dnf, dns] = [race.racer1, race.racer2, race.racer3].map((r) => r?.displayName);
  if (winner === undefined || dnf === undefined) throw new Error('a race without two racers');

  await page.goto('/standings');
  await showEveryRow(page);
  await settle(page);
  const before = {
    winner: await readStandings(page, winner),
    dnf: await readStandings(page, dnf),
    dns: dns === undefined ? null : await readStandings(page, dns),
  };

  await page.goto('/admin/races/record');
  await settle(page);
  const names = [winner, dnf, dns].filter((name) => name !== undefined);
  const card = page.getByRole('article').filter({ hasText: `${race.round} · ${names.join(' vs ')}` });
  await expect(card).toHaveCount(1);
  const record = card.getByRole('button', { name: 'Record Results' });
  // Every racer starts Finished with a zero time: nothing can be recorded yet.
  await expect(record).toBeDisabled();

  const time = { h: 1, m: 45, s: 30, ms: 250 };
  await fillTime(card.getByRole('group', { name: winner }), time);

  const dnfRacer = card.getByRole('group', { name: dnf });
  await dnfRacer.getByLabel('Status').selectOption('DNF');
  // rules §20: DNF takes the next DNF order (1 here); the time fields give way to the order field.
  await expect(dnfRacer.getByLabel('DNF order')).toHaveValue('1');
  await expect(dnfRacer.getByLabel('Hours')).toHaveCount(0);
  await expect(dnfRacer.getByLabel('Ms')).toHaveCount(0);

  if (dns !== undefined) {
    const dnsRacer = card.getByRole('group', { name: dns });
    await dnsRacer.getByLabel('Status').selectOption('DNS');
    await expect(dnsRacer.getByLabel('Hours')).toHaveCount(0);
    await expect(dnsRacer.getByLabel('DNF order')).toHaveCount(0);
  }

  // Still no race ID: not recordable.
  await expect(record).toBeDisabled();
  await card.getByPlaceholder('Enter Race ID').fill('pkmnredblue/e2e-dnf-race');
  await expect(record).toBeEnabled();
  await record.click();

  const list = names.length === 3 ? `${names[0]}, ${names[1]}, and ${names[2]}` : `${names[0]} and ${names[1]}`;
  await expect(
    page.getByRole('status').filter({ hasText: `Race between ${list} recorded successfully!` }),
  ).toBeVisible();
  // The list reloads: the recorded race is gone from it.
  await expect(card).toHaveCount(0);

  // Placing: the Finished racer first, then the DNF, then the DNS (who earns nothing).
  const table = ROUND_2_POINTS[bracket];
  const award = (place: number) => (dns === undefined && place === 1 ? table[2] : table[place]);
  const pointsOf = (value: number | 'BYE' | undefined) => (typeof value === 'number' ? value : 0);

  await page.goto('/standings');
  await showEveryRow(page);
  await settle(page);
  const after = {
    winner: await readStandings(page, winner),
    dnf: await readStandings(page, dnf),
    dns: dns === undefined ? null : await readStandings(page, dns),
  };
  expect(after.winner.points).toBe(before.winner.points + pointsOf(award(0)));
  expect(after.winner.bye).toBe(before.winner.bye || award(0) === 'BYE');
  expect(after.dnf.points).toBe(before.dnf.points + pointsOf(award(1)));
  if (before.dns && after.dns) expect(after.dns.points).toBe(before.dns.points);

  // The tiebreaker is the best time of the year: the new finish replaces it only when faster.
  const newMs = ((time.h * 60 + time.m) * 60 + time.s) * 1000 + time.ms;
  const previous = tiebreakerMs(before.winner.tiebreaker);
  expect(after.winner.tiebreaker).toBe(
    previous === null || newMs < previous ? '1:45:30.250' : before.winner.tiebreaker,
  );
  // DNF and DNS times never count.
  expect(after.dnf.tiebreaker).toBe(before.dnf.tiebreaker);
});

test('the admin records every other waiting race; the round cannot end while groups lack a result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await devLogin(page, 'admin');
  await page.goto('/admin/races/record');
  await settle(page);

  const cards = page.getByRole('article');
  const waiting = await cards.count();
  expect(waiting, 'the demo has more races awaiting results').toBeGreaterThan(0);
  for (let recorded = 0; recorded < waiting; recorded++) {
    const card = cards.first();
    const racers = card.getByRole('group');
    const count = await racers.count();
    for (let i = 0; i < count; i++) {
      await fillTime(racers.nth(i), { h: 1, m: 50 + i, s: 10 + recorded, ms: 0 });
    }
    await card.getByPlaceholder('Enter Race ID').fill(`pkmnredblue/e2e-race-${String(recorded)}`);
    await card.getByRole('button', { name: 'Record Results' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'recorded successfully!' })).toBeVisible();
    await expect(cards).toHaveCount(waiting - recorded - 1);
    await page.getByRole('button', { name: 'Dismiss' }).click();
  }
  await expect(page.getByText('No races ready to complete')).toBeVisible();

  await page.getByRole('link', { name: 'End Round' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/round/end');
  await settle(page);
  const figure = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(figure('Current Round')).toHaveText('Round 2');
  await expect(figure('Total Races Awaiting Results')).toHaveText('0');
  // A figure still loading is a skeleton whose text is empty (Number('') is 0): wait for each number first.
  await expect(figure('Total Races Expected')).toHaveText(/^\d+$/);
  await expect(figure('Total Races Completed')).toHaveText(/^\d+$/);
  const expected = Number(await figure('Total Races Expected').innerText());
  const completed = Number(await figure('Total Races Completed').innerText());
  // Ash's group raced nothing yet (its race is upcoming), and other groups are still to race.
  expect(completed).toBeLessThan(expected);
  await expect(page.getByRole('button', { name: 'End Round' })).toBeDisabled();
  await expect(page.getByText('Cannot end round: not all races are completed.')).toBeVisible();

  // The server refuses too, whatever a browser sends (rules §8), and the round stays where it was.
  const refused = await postAs(page, '/api/tournament/end-round');
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: 'Cannot end round: not all races are completed.' });
  await page.reload();
  await settle(page);
  await expect(figure('Current Round')).toHaveText('Round 2');
});
