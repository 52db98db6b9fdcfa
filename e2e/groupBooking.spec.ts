/**
 * Booking a group's race and saying where races stand (rules §23), on the demo tournament at phone and desktop
 * widths: groups in words with the start linked, race pages headed by round and racers, webcal feeds, and an admin
 * booking an unscheduled group from the round checklist.
 */
import { expect, test } from '@playwright/test';
import { devLogin, expectNoAxeViolations, settle } from './support.ts';

for (const width of [360, 1280] as const) {
  test(`groups say their race's state in words and race pages are headed by round and racers at ${String(width)} px`, async ({
    page,
  }) => {
    // Two pages and an axe pass: three times the default budget on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/groups');
    await settle(page);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    const booked = page.getByRole('article').filter({ hasText: /Race booked:|Race result recorded:|Racing now:/ });
    await expect(booked.first()).toBeVisible();
    await booked.first().getByRole('link', { name: / · / }).click();
    await page.waitForURL(/\/races\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Round \d · .+ vs .+/ })).toBeVisible();

    await page.goto('/races/upcoming');
    await settle(page);
    await expect(page.getByRole('link', { name: 'Subscribe to all races' })).toHaveAttribute(
      'href',
      /^webcal:\/\/[^/]+\/api\/calendar\/races\.ics$/,
    );
    await expect(page.getByRole('button', { name: 'Copy the all races feed URL' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an admin books an unscheduled group from the round checklist, the whole group by default', async ({ page }) => {
  test.slow();
  await devLogin(page, 'admin');
  await page.goto('/admin/round/end');
  await settle(page);
  const book = page.getByRole('button', { name: /^Book race of group \d+$/ }).first();
  // The demo's current round keeps unscheduled groups (apps/server/src/demo), so there is one to book.
  await expect(book).toBeVisible();
  const groupNumber = /(\d+)$/.exec((await book.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await book.click();
  const form = page.getByRole('form', { name: /^Book race of group \d+$/ });
  await expect(form.getByText('The whole group races.')).toBeVisible();
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  await form
    .getByRole('textbox', { name: 'Date', exact: true })
    .fill(`${String(inTwoDays.getFullYear())}-${pad(inTwoDays.getMonth() + 1)}-${pad(inTwoDays.getDate())}`);
  await form.getByRole('textbox', { name: 'Time', exact: true }).fill('18:30');
  await form.getByRole('button', { name: 'Book race' }).click();
  // The group is booked: it moves to the Scheduled section of the checklist.
  await expect(
    page.getByRole('region', { name: /^Scheduled/ }).getByText(new RegExp(`^Group ${groupNumber}( ·|$)`)),
  ).toBeVisible();
});
