/**
 * Sign-up announcements (rules §38) through the notification queue (rules §15): sign-ups open, a day before they
 * close (each once, whichever process looks first), and a waitlisted runner moved up, sent to a fake Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { startFakeDiscordWebhook, type FakeDiscordWebhook } from './support/fakeDiscordWebhook.ts';
import { makeAdmin, nowSeconds } from './support/tournamentFixtures.ts';
import { applicant, enter, openWindow, ownSeason } from './support/signups.ts';

const ANN = '100000000000000001';

let t: TestApp;
let fake: FakeDiscordWebhook;
let admin: Client;

beforeAll(async () => {
  fake = await startFakeDiscordWebhook({ retryAfterSeconds: 1 });
  t = await createTestApp(
    { DISCORD_WEBHOOK_BASE_URL: fake.baseUrl, PUBLIC_URL: 'https://race.example' },
    { notifier: { timeoutMs: 300 } },
  );
  admin = await makeAdmin(t);
  const set = await admin.request('PUT', '/api/admin/notifications', { announcements: fake.url(ANN) });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const queued = async (event: string) =>
  (await t.db.select().from(notificationOutbox)).filter((row) => row.event === event).map((row) => row.facts);

describe('sign-up announcements (rules §38)', () => {
  it('announces sign-ups opening and closing within a day, once each, and a promotion', async () => {
    const year = await ownSeason(
      t,
      admin,
      openWindow({ signupsOpenAt: nowSeconds() - 600, signupsCloseAt: nowSeconds() + 3600, signupCap: 1 }),
    );
    // A window that opened long ago and closes in a week is no news.
    const quiet = await ownSeason(
      t,
      admin,
      openWindow({ signupsOpenAt: nowSeconds() - 3 * 86_400, signupsCloseAt: nowSeconds() + 7 * 86_400 }),
    );
    await t.app.notifier.remindOnce();
    await t.app.notifier.remindOnce();
    const opened = await queued('signups-open');
    expect(opened).toEqual([{ event: 'signups-open', year, closesAt: expect.any(Number) }]);
    expect(await queued('signups-closing')).toEqual([{ event: 'signups-closing', year, closesAt: expect.any(Number) }]);
    expect(JSON.stringify(await queued('signups-open'))).not.toContain(String(quiet));

    const [a, b] = await Promise.all([applicant(t, 'AnnA'), applicant(t, 'AnnB')]);
    await enter(a, year);
    await enter(b, year);
    await a.request('DELETE', `/api/seasons/${String(year)}/entries/me`);
    expect(await queued('waitlist-promoted')).toEqual([{ event: 'waitlist-promoted', year, runner: 'AnnB' }]);

    await t.app.notifier.drainOnce();
    const sent = fake.received().map((request) => request.body.content ?? '');
    expect(sent.some((text) => text.includes(`Sign-ups for the ${String(year)} season are open until`))).toBe(true);
    expect(sent.some((text) => text.includes('AnnB moved up from the waitlist'))).toBe(true);
  });
});
