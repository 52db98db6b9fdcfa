/**
 * Every dialog of the site works on a cold visit (rules §22): opened from a fresh browser context straight on its
 * page, it is drawn in the viewport over an overlay, holds the focus, and closing it gives the focus back to the
 * button that opened it. A dialog whose Mantine styles came only with another page (the Edit result dialog before
 * §22) is drawn unstyled below the footer and fails here. At 360 and 1280 px.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectWorkingDialog, expectWorkingDropdown } from './dialogChecks.ts';
import { getOk } from './fixtures/api.ts';
import { FRESH_DEMO, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, settle } from './support.ts';

// The configured servers take E2E_PORT_BASE and +1; this file's own server is +30, clear of every other.
const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 30;
const BASE_URL = `http://127.0.0.1:${String(PORT)}`;
const WIDTHS = [360, 1280] as const;

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

/** A fresh context logged in as the admin, on `path` loaded from scratch (no other page's CSS in the document). */
async function coldAdminPage(browser: Browser, path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 740 } });
  const page = await context.newPage();
  await devLogin(page, 'admin');
  await page.goto(path);
  await settle(page);
  return page;
}

const pressEscape = (page: Page) => async () => {
  await page.keyboard.press('Escape');
};
const clickCancel = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: /^(Cancel|Keep.*|Stay on)$/ }).click();
};

for (const width of WIDTHS) {
  test(`Edit result on Past Races, cold, at ${String(width)} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await coldAdminPage(browser, '/races/past', width);
    await expectWorkingDialog(
      page,
      page.getByRole('button', { name: /^Edit result/ }).first(),
      /^Edit result/,
      pressEscape(page),
    );
    await page.context().close();
  });

  test(`Edit result on a race page, cold, at ${String(width)} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const probe = await coldAdminPage(browser, '/', width);
    const completed = (await getOk(probe, '/api/races/completed')) as { _id: string }[];
    await probe.context().close();
    expect(completed.length).toBeGreaterThan(0);
    const page = await coldAdminPage(browser, `/races/${completed[0]?._id ?? ''}`, width);
    await expectWorkingDialog(
      page,
      page.getByRole('button', { name: /^Edit result/ }).first(),
      /^Edit result/,
      clickCancel,
    );
    await page.context().close();
  });

  test(`Cancel Race asks first, cold, at ${String(width)} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await coldAdminPage(browser, '/admin/races/upcoming/edit', width);
    await expectWorkingDialog(
      page,
      page.getByRole('button', { name: /^Cancel Race/ }).first(),
      /^Cancel the race/,
      clickCancel,
    );
    await page.context().close();
  });

  test(`Withdraw asks first, cold, at ${String(width)} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await coldAdminPage(browser, '/admin/runners', width);
    await expectWorkingDialog(
      page,
      page.getByRole('button', { name: /^Withdraw / }).first(),
      /^Withdraw /,
      pressEscape(page),
    );
    await page.context().close();
  });
  test(`the Country and the group slots' lists, cold, at ${String(width)} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const addUser = await coldAdminPage(browser, '/admin/users/add', width);
    await expectWorkingDropdown(addUser, addUser.getByRole('combobox', { name: 'Country' }));
    await addUser.context().close();
    const createGroups = await coldAdminPage(browser, '/admin/groups/add', width);
    await expectWorkingDropdown(createGroups, createGroups.getByRole('combobox').first());
    await createGroups.context().close();
  });
}

test('Cancel, Uncancel and Pull Out act only once confirmed, and say who Discord tells', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await coldAdminPage(browser, '/admin/races/upcoming/edit', 1280);
  const cancelButton = page.getByRole('button', { name: /^Cancel Race/ }).first();
  const label = (await cancelButton.getAttribute('aria-label')) ?? '';
  const names = label.replace(/^Cancel Race: /, '');
  await cancelButton.click();
  const cancelDialog = page.getByRole('dialog', { name: /^Cancel the race/ });
  await expect(cancelDialog).toContainText(names);
  await expect(cancelDialog).toContainText(/Discord/);
  await cancelDialog.getByRole('button', { name: 'Cancel the race' }).click();
  const uncancelButton = page.getByRole('button', { name: `Uncancel Race: ${names}` });
  await expect(uncancelButton).toBeVisible();

  await expectWorkingDialog(page, uncancelButton, /^Uncancel the race/, clickCancel);
  await uncancelButton.click();
  const uncancelDialog = page.getByRole('dialog', { name: /^Uncancel the race/ });
  await expect(uncancelDialog).toContainText(/Discord is not told/);
  await uncancelDialog.getByRole('button', { name: 'Uncancel the race' }).click();
  await expect(page.getByRole('button', { name: `Cancel Race: ${names}` })).toBeVisible();

  await page.goto('/races/upcoming');
  await settle(page);
  await page.getByRole('button', { name: 'Commentate' }).first().click();
  const pullOut = page.getByRole('button', { name: 'Pull Out' }).first();
  await expect(pullOut).toBeVisible();
  // The sign-up's refetch settles first, so the card is not redrawn under the open dialog.
  await settle(page);
  await expectWorkingDialog(page, pullOut, /^Pull out/, clickCancel);
  // Still a commentator: staying on sent nothing.
  await expect(pullOut).toBeVisible();
  await pullOut.click();
  await expect(page.getByRole('dialog', { name: /^Pull out/ })).toContainText(/Discord/);
  await page.context().close();
});
