/**
 * racetime.gg (rules §16), end to end, on a server of its own (DEMO=off) whose RACETIME_BASE_URL is a fake
 * racetime.gg on loopback (apps/server/test/support/fakeRacetime.ts, the server tests' own). A racer attaches the
 * room on the race page (read at once, so "Watch" links the entrants' streams there and on the race card); once the
 * race has started the admin imports the finished room into the Record Results form, reads how each racer was
 * matched and every warning, records it, and the standings move exactly as they would for the same result typed by
 * hand (Round 1, Normal: 10 for 1st, 9 for a DNF in 2nd, 0 for a DNS).
 */
import { expect, test, type Browser } from '@playwright/test';
import { startFakeRacetime, type FakeRacetime } from '../apps/server/test/support/fakeRacetime.ts';
import { getOk, postOk } from './fixtures/api.ts';
import { EMPTY_TOURNAMENT, startServer, type ExtraServer } from './fixtures/server.ts';
import { devLogin, expectNoAxeViolations, settle } from './support.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 21;
const FAKE_PORT = Number(process.env.E2E_PORT_BASE ?? '3055') + 22;
const URL_BASE = `http://127.0.0.1:${String(PORT)}`;
const ROOM = 'pkmnredblue/e2e-import-0001';
/** The race starts this long after the set-up: long enough to attach the room first, short enough to wait for. */
const START_IN_SECONDS = 25;

const RACERS = ['Ash', 'Gary', 'Misty'] as const;

interface StandingsAnswer {
  standings: { displayName: string; points: number }[];
}

test.describe('racetime.gg import (a server of its own, a fake racetime.gg)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: URL_BASE });

  let fake: FakeRacetime | null = null;
  let server: ExtraServer | null = null;
  let raceId = '';
  let startsAt = 0;

  async function asUser(browser: Browser, username: string) {
    const context = await browser.newContext({ baseURL: URL_BASE });
    const page = await context.newPage();
    await devLogin(page, username);
    return { context, page };
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    fake = await startFakeRacetime(FAKE_PORT);
    server = await startServer(PORT, {
      ...EMPTY_TOURNAMENT,
      RACETIME_BASE_URL: fake.baseUrl,
    });
    const admin = await asUser(browser, 'admin');
    for (const name of RACERS) {
      await postOk(admin.page, '/api/admin/add-user', {
        discordUsername: name.toLowerCase(),
        displayName: name,
        role: 'runner',
        isAdmin: false,
        pronouns: '',
        country: '',
        // Ash's racetime.gg account is linked: matched by it whatever name Ash uses in the room.
        ...(name === 'Ash' ? { racetime: `${fake.baseUrl}/user/rtAshLinked01/ash` } : {}),
      });
    }
    const runners = (await getOk(admin.page, '/api/runners/')) as { _id: string; displayName: string }[];
    const idOf = (name: string) => runners.find((runner) => runner.displayName === name)?._id ?? '';
    await postOk(admin.page, '/api/groups', {
      pot1UserId: idOf('Ash'),
      pot2UserId: idOf('Gary'),
      pot3UserId: idOf('Misty'),
    });
    await admin.context.close();

    const ash = await asUser(browser, 'ash');
    startsAt = Math.floor(Date.now() / 1000) + START_IN_SECONDS;
    const answer = (await postOk(ash.page, '/api/races/submit', {
      racer1: idOf('Ash'),
      racer2: idOf('Gary'),
      racer3: idOf('Misty'),
      raceDateTime: startsAt,
    })) as { race: { _id: string } };
    raceId = answer.race._id;
    await ash.context.close();

    // The room: Ash (linked) finished under another name, Gary (by name) forfeited, Misty never joined, and a
    // stranger who is no racer of this race finished too.
    fake.setRoom(ROOM, {
      entrants: [
        {
          user: { id: 'rtAshLinked01', name: 'PalletTownAsh', twitch_name: 'PalletTownAsh' },
          status: 'done',
          finishTime: 'P0DT01H52M13.456789S',
        },
        { user: { id: 'rtGary0001', name: 'gary', twitch_name: 'gary_oak_tv' }, status: 'dnf' },
        { user: { id: 'rtStranger01', name: 'Stranger' }, status: 'done', finishTime: 'P0DT02H01M00S' },
      ],
      log: ['gary has forfeited from the race.'],
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('a racer attaches the room on the race page; it links to the configured racetime.gg, and Watch to the entrants’ streams', async ({
    page,
  }) => {
    await devLogin(page, 'ash');
    await page.goto(`/races/${raceId}`);
    await settle(page);
    await page.getByRole('button', { name: 'Attach room' }).click();
    await page.getByRole('textbox', { name: 'racetime.gg room' }).fill(`https://racetime.gg/${ROOM}`);
    await page.getByRole('button', { name: 'Save Room' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Race room set to ${ROOM}.` })).toBeVisible();
    await expect(page.getByRole('link', { name: /Race room/ })).toHaveAttribute(
      'href',
      `${fake?.baseUrl ?? ''}/${ROOM}`,
    );
    await expect(page.getByRole('button', { name: 'Change room' })).toBeVisible();
    // The race starts within the hour: the room was read at once, and its entrants' Twitch channels give Watch.
    const watchUrl = 'https://multistre.am/pallettownash/gary_oak_tv/';
    await expect(page.getByRole('link', { name: /^Watch / })).toHaveAttribute('href', watchUrl);
    await expectNoAxeViolations(page);
    // The race card of the upcoming races links it too.
    await page.goto('/races/upcoming');
    await settle(page);
    const card = page.getByRole('article').filter({ hasText: 'Ash vs Gary vs Misty' });
    await expect(card.getByRole('link', { name: /^Watch / })).toHaveAttribute('href', watchUrl);
  });

  test('the admin imports the room into Record Results, reads matches and warnings, records it, and the standings move', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await devLogin(page, 'admin');
    const before = (await getOk(page, '/api/tournament/standings')) as StandingsAnswer;
    expect(before.standings.map((row) => row.points)).toEqual([0, 0, 0]);
    // Record Results lists the race once it has started.
    await expect
      .poll(() => Date.now() / 1000, { timeout: (START_IN_SECONDS + 10) * 1000 })
      .toBeGreaterThan(startsAt + 1);

    await page.goto('/admin/races/record');
    await settle(page);
    const card = page.getByRole('article').filter({ hasText: 'Ash vs Gary vs Misty' });
    const room = card.getByRole('textbox', { name: 'Import from racetime.gg' });
    // Prefilled with the room the racer attached.
    await expect(room).toHaveValue(ROOM);
    const record = card.getByRole('button', { name: 'Record Results' });
    await expect(record).toBeDisabled();
    await card.getByRole('button', { name: 'Import' }).click();

    const matches = card.getByRole('list', { name: 'Matches' }).getByRole('listitem');
    await expect(matches).toHaveText([
      'Ash is PalletTownAsh in the room (matched by their linked racetime.gg account), who finished in 1:52:13.457.',
      'Gary is gary in the room (matched by name only — check it), who did not finish.',
      'Misty: not found in the room, so marked DNS.',
    ]);
    const warnings = card.getByRole('list', { name: 'Warnings' });
    await expect(warnings).toContainText('Gary');
    await expect(warnings).toContainText('Misty');
    await expect(warnings).toContainText('Stranger');
    await expect(warnings).toContainText(/DNF order/i);
    await expect(card.getByPlaceholder('Enter Race ID')).toHaveValue(ROOM);
    await expectNoAxeViolations(page);

    // Nothing is stored by the import: the standings are as they were until Record Results.
    expect(
      ((await getOk(page, '/api/tournament/standings')) as StandingsAnswer).standings.map((r) => r.points),
    ).toEqual([0, 0, 0]);
    await expect(record).toBeEnabled();
    await record.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Race between Ash, Gary, and Misty recorded successfully!' }),
    ).toBeVisible();

    const after = (await getOk(page, '/api/tournament/standings')) as StandingsAnswer;
    expect(after.standings.map((row) => [row.displayName, row.points])).toEqual([
      ['Ash', 10],
      ['Gary', 9],
      ['Misty', 0],
    ]);
    const race = (await getOk(page, `/api/races/${raceId}`)) as { raceTimeId: string; completed: boolean };
    expect(race).toMatchObject({ raceTimeId: ROOM, completed: true });
  });
});
