/**
 * Calendars (rules §14), end to end on the demo server: 'Add to calendar' downloads a one-race .ics that a real
 * RFC 5545 parser reads, 'Copy Discord timestamp' puts `<t:EPOCH:F>` in the clipboard and says so, and Settings shows
 * the personal feed, whose reset makes the old URL answer 404. Only the caller's own calendar token is written.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { DEV_URL } from '../playwright.config.ts';
import { devLogin, expectNoAxeViolations, settle } from './support.ts';

function eventsOf(ics: string): ICAL.Event[] {
  const calendar = ICAL.Component.fromString(ics);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

test.describe('calendars (rules §14)', () => {
  test('Add to calendar downloads the race as a valid .ics', async ({ page }) => {
    await page.goto('/races/upcoming');
    await settle(page);
    const link = page.getByRole('link', { name: /^Add to calendar/ }).first();
    const href = (await link.getAttribute('href')) ?? '';
    const raceId = /\/api\/calendar\/race\/([0-9a-f-]{36})\.ics$/.exec(href)?.[1] ?? '';
    expect(raceId).not.toBe('');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`race-${raceId}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    const events = eventsOf(ics);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.uid.startsWith(`${raceId}@`)).toBe(true);
    const race = (await (await page.request.get(`/api/races/${raceId}`)).json()) as { raceDateTime: number };
    expect(event?.startDate.toUnixTime()).toBe(race.raceDateTime);
    expect(event?.endDate.toUnixTime()).toBe(race.raceDateTime + 9000);
    await expect(page.getByRole('link', { name: 'Subscribe to all races' })).toHaveAttribute(
      'href',
      /^webcal:\/\/[^/]+\/api\/calendar\/races\.ics$/,
    );
    await expectNoAxeViolations(page);
  });

  test('Copy Discord timestamp puts <t:EPOCH:F> in the clipboard and says Copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEV_URL });
    await page.goto('/races/upcoming');
    await settle(page);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Copy Discord timestamp' }) });
    const href =
      (await card
        .first()
        .getByRole('link', { name: /^Add to calendar/ })
        .getAttribute('href')) ?? '';
    // Found by its race, not by the button's name, which changes to 'Copied'.
    const first = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
    const raceId = /race\/([0-9a-f-]{36})\.ics$/.exec(href)?.[1] ?? '';
    const race = (await (await page.request.get(`/api/races/${raceId}`)).json()) as { raceDateTime: number };
    // The page comes server-rendered: a click before hydration does nothing, so click until the app answers.
    await expect(async () => {
      await first.getByRole('button', { name: 'Copy Discord timestamp' }).click({ timeout: 1000 });
      await expect(first.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(first.getByRole('status')).toHaveText('Discord timestamp copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`<t:${String(race.raceDateTime)}:F>`);
    // The feedback goes after 2 s; the button is back.
    await expect(first.getByRole('button', { name: 'Copy Discord timestamp' })).toBeVisible({ timeout: 5000 });
  });

  test('the race page offers both', async ({ page }) => {
    await page.goto('/races/upcoming');
    await settle(page);
    const href =
      (await page
        .getByRole('link', { name: /^Add to calendar/ })
        .first()
        .getAttribute('href')) ?? '';
    const raceId = /race\/([0-9a-f-]{36})\.ics$/.exec(href)?.[1] ?? '';
    await page.goto(`/races/${raceId}`);
    await settle(page);
    await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', href);
    await expect(page.getByRole('button', { name: 'Copy Discord timestamp' })).toBeVisible();
  });

  test('Settings shows the personal feed; Reset asks first, then the old URL answers 404', async ({ page }) => {
    await devLogin(page, 'admin');
    await page.goto('/user/settings');
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Your calendar' })).toBeVisible();
    const field = page.getByLabel('Your personal calendar link');
    await expect(field).toHaveValue(/\/api\/calendar\/u\/[A-Za-z0-9_-]{43}\.ics$/);
    const old = new URL(await field.inputValue()).pathname;
    const feed = await page.request.get(old);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    eventsOf(await feed.text());
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset link' }).click();
    await expect(page.getByText('Reset your calendar link?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByText(/Your calendar link was reset/)).toBeVisible();
    await expect(field).not.toHaveValue(new RegExp(old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect((await page.request.get(old)).status()).toBe(404);
    expect((await page.request.get(new URL(await field.inputValue()).pathname)).status()).toBe(200);
  });
});
