/**
 * One date, read one way (rules §24): the audit log, the Discord deliveries, the group draws and a race row write
 * their dates with the one formatter, the same text for an en-US and an en-GB browser, in the viewer's zone; a
 * day-first choice changes every one of them. A demo tournament on a server of its own, with a fake Discord webhook.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatDate, formatDateTime, type DateTimeStyle } from '../packages/core/src/dateTime.ts';
import { startFakeDiscordWebhook, type FakeDiscordWebhook } from '../apps/server/test/support/fakeDiscordWebhook.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 32;
const URL = `http://127.0.0.1:${String(PORT)}`;
const ZONE = 'Asia/Kathmandu';

/**
 * The first `<time>` inside `where` once it reads what `expected` writes for its instant (a server-rendered page
 * shows UTC until it hydrates): its text, and the expected one.
 */
async function firstTime(where: Locator, expected: (epochSeconds: number) => string) {
  const time = where.locator('time').first();
  await expect(time).toBeVisible();
  const want = expected(Date.parse((await time.getAttribute('datetime')) ?? '') / 1000);
  await expect(time).toHaveText(want);
  return { shown: (await time.textContent()) ?? '', expected: want };
}

/** Every date the four pages show, each beside what the formatter writes for its instant in `style`. */
async function datesOnPages(page: Page, style: DateTimeStyle): Promise<{ shown: string; expected: string }[]> {
  const results: { shown: string; expected: string }[] = [];
  const check = async (where: Locator, expected: (epochSeconds: number) => string) => {
    results.push(await firstTime(where, expected));
  };
  const log = (epochSeconds: number) => formatDateTime(epochSeconds, style, { seconds: true });

  await page.goto('/admin/audit');
  await check(page.getByRole('table', { name: 'Audit log, newest first' }), log);
  await page.goto('/admin/notifications');
  await check(page.getByRole('table', { name: 'The last 50 Discord messages' }), log);
  await page.goto('/draws');
  await check(page.getByRole('listitem').filter({ hasText: 'confirmed' }).first(), (at) => formatDate(at, style));
  await page.goto('/races/upcoming');
  await settle(page);
  await check(page.getByRole('article').first(), (at) => formatDateTime(at, style));
  return results;
}

test.describe('dates read one way (a demo server of its own)', () => {
  // Four pages a test on a shared two-core machine: more than the default 30 s.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ baseURL: URL, timezoneId: ZONE });

  let server: ExtraServer | null = null;
  let fake: FakeDiscordWebhook | null = null;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fake = await startFakeDiscordWebhook();
    server = await startServer(PORT, {
      ...EMPTY_TOURNAMENT,
      DEMO: 'on',
      DISCORD_WEBHOOK_BASE_URL: fake.baseUrl,
      NOTIFY_INTERVAL_MS: '200',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('a delivery to list: the admin sends a test message', async ({ page }) => {
    if (!fake) throw new Error('no fake');
    await devLogin(page, 'admin');
    await page.goto('/admin/notifications');
    await page.getByLabel('Results webhook URL').fill(fake.url('500000000000000032'));
    await page.getByRole('button', { name: 'Save webhooks' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Webhooks saved.' })).toBeVisible();
    await page.getByRole('button', { name: 'Send test to results' }).click();
    const table = page.getByRole('table', { name: 'The last 50 Discord messages' });
    await expect(table.getByRole('row').filter({ hasText: 'Test message' })).toBeVisible();
  });

  const monthFirst: DateTimeStyle = { clock: '12h', dateOrder: 'month-first', timeZone: ZONE };
  const seen = new Map<string, string[]>();

  for (const locale of ['en-US', 'en-GB']) {
    test.describe(`an ${locale} browser`, () => {
      test.use({ locale });

      test('reads the audit log, deliveries, draws and a race row the same way, weekday first', async ({ page }) => {
        await devLogin(page, 'admin');
        const dates = await datesOnPages(page, monthFirst);
        for (const { shown, expected } of dates) {
          expect(shown).toBe(expected);
          expect(shown).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}\/\d{1,2}\/\d{2}\b/);
        }
        seen.set(
          locale,
          dates.map((date) => date.shown),
        );
        if (seen.size === 2) expect(seen.get('en-GB')).toEqual(seen.get('en-US'));
      });
    });
  }

  test.describe('with the day-first choice saved', () => {
    test.use({ locale: 'en-GB' });

    test('puts the day first on every one of those pages', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('pokered-date-format', 'day-first'));
      await devLogin(page, 'admin');
      await page.goto('/races/upcoming');
      await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('day-first');
      for (const { shown, expected } of await datesOnPages(page, { ...monthFirst, dateOrder: 'day-first' })) {
        expect(shown).toBe(expected);
      }
    });
  });
});
