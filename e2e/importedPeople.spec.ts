/**
 * Admin → Imported people (rules §40), end to end on the demo: its oldest season comes from the importer and one
 * imported person is left undecided with a likely match. At 360 px (dark) the admin keeps them apart; at 1280 px
 * (light) the admin confirms the likely match through the dialog, and the page shows each new status. Both write,
 * so the file runs on a fresh demo server of its own: the configured servers' demo stays as other files expect it.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { ImportedPerson, ImportedUser } from '@pokered/core/schemas/importedPeople';
import { getOk } from './fixtures/api.ts';
import { FRESH_DEMO, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

// The configured servers take E2E_PORT_BASE and +1; this file's own server is +36, clear of every other.
const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 36;
const BASE_URL = `http://127.0.0.1:${String(PORT)}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE_URL });

let server: ExtraServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(PORT, FRESH_DEMO);
});

test.afterAll(async () => {
  await server?.stop();
});

async function adminPage(browser: Browser, width: number, scheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await devLogin(page, 'admin');
  return page;
}

/** The one person the demo leaves undecided with a likely match, as the API gives them. */
async function pendingPerson(page: Page): Promise<{ person: ImportedPerson; match: ImportedUser }> {
  const people = (await getOk(page, '/api/admin/imported-people')) as ImportedPerson[];
  const pending = people.filter((person) => person.status !== 'confirmed' && person.likelyMatch !== null);
  expect(pending, 'the demo leaves one likely match undecided').toHaveLength(1);
  const [person] = pending;
  if (!person?.likelyMatch) throw new Error('no undecided person with a likely match');
  return { person, match: person.likelyMatch };
}

async function openCard(page: Page, name: string): Promise<Locator> {
  await page.goto('/admin/imported-people');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Imported People', level: 2 })).toBeVisible();
  return page.getByRole('listitem', { name, exact: true });
}

test('at 360 px (dark) an undecided person shows their likely match, and Keep apart marks them kept apart', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser, 360, 'dark');
  const { person, match } = await pendingPerson(page);
  const card = await openCard(page, person.name);
  await expect(card.getByText('Undecided', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Likely match: ${match.displayName}`);
  // The profile link and the match link may read alike (the same display name): the match is the one after the words.
  const matchLink = card.locator('p', { hasText: 'Likely match:' }).getByRole('link', { name: match.displayName });
  await expect(matchLink).toHaveAttribute('href', `/user/${match.discordUsername}`);
  await expect(card).toContainText(`Imported seasons: ${person.years.join(', ')}`);
  await card.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // The confirmation dialog, dismissed with "Not yet": nothing changes.
  await card.getByRole('button', { name: `Confirm ${match.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm ${person.name} as ${match.displayName}?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Undecided', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Keep apart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'stays a profile of their own' })).toBeVisible();
  await expect(card.getByText('Kept apart', { exact: true })).toBeVisible();
  // Kept apart is still open to a later confirmation, but no longer to Keep apart.
  await expect(card.getByRole('button', { name: 'Keep apart' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Confirm ${match.displayName}` })).toBeVisible();
  expect((await pendingPerson(page)).person.status).toBe('apart');
  await settle(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.context().close();
});

test('at 1280 px (light) the admin confirms the likely match through the dialog, and the page shows it confirmed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser, 1280, 'light');
  const { person, match } = await pendingPerson(page);
  const card = await openCard(page, person.name);
  await expect(card.getByText('Kept apart', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await card.getByRole('button', { name: `Confirm ${match.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm ${person.name} as ${match.displayName}?` });
  await expect(dialog).toContainText(`imported seasons (${person.years.join(', ')})`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `is confirmed as ${match.displayName}` })).toBeVisible();

  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Confirmed as ${match.displayName}`);
  await expect(card.getByRole('button', { name: /^Confirm / })).toHaveCount(0);
  await expect(card.getByLabel("Another user's Discord username")).toHaveCount(0);
  // The decision is the server's too: after a reload the person is confirmed as the match.
  const people = (await getOk(page, '/api/admin/imported-people')) as ImportedPerson[];
  expect(people.find((p) => p.id === person.id)).toMatchObject({ status: 'confirmed', mergedInto: match });
  await page.reload();
  await settle(page);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.context().close();
});
