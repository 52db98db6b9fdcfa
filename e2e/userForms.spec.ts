/**
 * Add User and Edit User (rules §25), end to end on a server of its own (DEMO=off): the country field filters as
 * typed and Enter picks the highlighted country without submitting; a taken username is refused with a link to Edit
 * User, which saves the changes; Admin → Runners links there too. At 360 and 1280 px, light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, expectNoHorizontalOverflow, settle } from './support.ts';

// Beside the configured servers' ports (E2E_PORT_BASE moves them all); +33 is this file's.
const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 33;
const URL_BASE = `http://127.0.0.1:${String(PORT)}`;

test.describe('Add User and Edit User (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL_BASE });
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer(PORT, EMPTY_TOURNAMENT);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  async function adminPage(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    await devLogin(page, 'admin');
  }

  for (const width of [360, 1280]) {
    test(`adds, refuses a taken username and edits, at ${String(width)} px`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await adminPage(page, width);
      const username = `newrunner_${String(width)}`;
      await page.goto('/admin/users/add');
      await page.getByRole('textbox', { name: 'Discord Username', exact: true }).fill(username);
      await page.getByLabel('Display Name').fill('New Runner');

      const country = page.getByRole('combobox', { name: 'Country' });
      await country.click();
      await country.pressSequentially('Fin');
      await expect(country).toHaveValue('Fin');
      await expect(page.getByRole('option', { name: 'Finland' })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(country).toHaveValue('Finland');
      // Enter picked the country and submitted nothing.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveCount(0);
      expect((await page.request.get(`/api/admin/users/${username}`)).status()).toBe(404);

      await page.getByRole('button', { name: 'Add User' }).click();
      await expect(page.getByText(`User ${username} added.`)).toBeVisible();

      await page.getByRole('textbox', { name: 'Discord Username', exact: true }).fill(username.toUpperCase());
      await page.getByLabel('Display Name').fill('Someone Else');
      await page.getByRole('button', { name: 'Add User' }).click();
      await expect(page.getByText(`User ${username} already exists: edit them instead.`)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`add-taken-${String(width)}.png`), fullPage: true });

      await page.getByRole('link', { name: `Edit ${username}` }).click();
      await expect(page).toHaveURL(`/admin/users/${username}/edit`);
      await expect(page.getByLabel('Display Name')).toHaveValue('New Runner');
      await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Finland');
      await page.getByLabel('Display Name').fill(`Renamed ${String(width)}`);
      await page.getByLabel('Pronouns').fill('they/them');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(`User ${username} updated.`)).toBeVisible();
      await settle(page);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: testInfo.outputPath(`edit-${scheme}-${String(width)}.png`), fullPage: true });
      }

      await page.goto('/admin/runners');
      await page.getByRole('link', { name: `Edit Renamed ${String(width)}` }).click();
      await expect(page).toHaveURL(`/admin/users/${username}/edit`);
      await expect(page.getByLabel('Pronouns')).toHaveValue('they/them');
    });
  }
});
