/**
 * Historic hall-of-fame places (the data file's years, and years stored by name only) are trophies of the
 * user an admin linked them to, never of whoever bears the name: renaming yourself to a past winner gives
 * you nothing. The admin links and unlinks over /api/admin/hall-of-fame-links (audited; 400 on bad input,
 * 404 on an unknown place or user, 409 on a place the site recorded itself), and the demo shows a linked one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { hallOfFame, hallOfFameLinks } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { seedDemoIfEmpty } from '../src/demo/seed.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';

const LINKS = '/api/admin/hall-of-fame-links';

interface LinkItem {
  year: number;
  place: string;
  name: string;
  user: { _id: string; discordUsername: string; displayName: string } | null;
}

describe('hall-of-fame links', () => {
  let t: TestApp;
  let admin: Client;
  let winner: Client;
  let impostor: Client;
  const trophies = async (username: string) =>
    (await t.anonymous.get(`/api/user/${username}`)).json<{ trophies: unknown[] }>().trophies;
  const changes = async () => ({
    links: (await t.db.select({ n: count() }).from(hallOfFameLinks))[0]?.n,
    audit: (await t.db.select({ n: count() }).from(auditLog).where(like(auditLog.action, 'hallOfFame.%')))[0]?.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await freshWorld(t);
    admin = await t.as('hof_admin', { isAdmin: true });
    // The data file holds 2023 (gold Jiggles) and 2022 (silver Jiggles): both are the real winner's.
    winner = await t.as('jiggles_real', { displayName: 'Jiggles the First', role: 'runner' });
    // Someone who took the name, as display name and even as Discord username.
    impostor = await t.as('jiggles', { displayName: 'Jiggles', role: 'runner' });
    // 2024 ran on this site: its places carry their user ids, and need no link.
    await t.db.insert(hallOfFame).values({
      year: 2024,
      gold: { name: 'Jiggles the First', userId: winner.userId ?? '' },
      silver: { name: 'Somebody' },
      bronze: { name: '' },
      spotlightVideos: [],
    });
  });

  /** The admin links the data file's 2023 gold and 2022 silver to the real winner; the answers, in that order. */
  async function linkWinnersPlaces() {
    const responses = [];
    for (const place of ['gold', 'silver']) {
      const year = place === 'gold' ? 2023 : 2022;
      responses.push(await admin.post(LINKS, { year, place, discordUsername: 'JIGGLES_real' }));
    }
    return responses;
  }

  it('gives no historic trophy to anyone by name until an admin links it', async () => {
    expect(await trophies('jiggles')).toEqual([]);
    expect(await trophies('jiggles_real')).toEqual([{ year: 2024, position: '1st', emoji: '🥇' }]);
  });

  it('lists every historic named place for the admin, unlinked, and only for admins', async () => {
    const response = await admin.get(LINKS);
    expect(response.statusCode).toBe(200);
    expect(response.json<LinkItem[]>()).toEqual([
      { year: 2024, place: 'silver', name: 'Somebody', user: null },
      { year: 2023, place: 'gold', name: 'Jiggles', user: null },
      { year: 2023, place: 'silver', name: 'Pidgeotto_Pete', user: null },
      { year: 2023, place: 'bronze', name: 'SquirtleSquad', user: null },
      { year: 2022, place: 'gold', name: 'MewtwoMain', user: null },
      { year: 2022, place: 'silver', name: 'Jiggles', user: null },
      { year: 2022, place: 'bronze', name: 'BrockSolid', user: null },
    ]);
    expect((await impostor.get(LINKS)).statusCode).toBe(403);
    expect((await t.anonymous.get(LINKS)).statusCode).toBe(401);
  });

  it('refuses bad input with 400, unknown places and users with 404, a recorded place with 409, changing nothing', async () => {
    const before = await changes();
    const cases: [unknown, number, RegExp][] = [
      [{ year: '2023', place: 'gold', discordUsername: 'jiggles_real' }, 400, /year/i],
      [{ year: 2023.5, place: 'gold', discordUsername: 'jiggles_real' }, 400, /year/i],
      [{ year: 1990, place: 'gold', discordUsername: 'jiggles_real' }, 400, /year/i],
      [{ year: 2023, place: 'platinum', discordUsername: 'jiggles_real' }, 400, /place/i],
      [{ year: 2023, place: 'gold', discordUsername: 'Not A Name!' }, 400, /discordUsername/i],
      [{ year: 2023, place: 'gold' }, 400, /discordUsername/i],
      [{ year: 2019, place: 'gold', discordUsername: 'jiggles_real' }, 404, /no gold place in 2019/],
      [{ year: 2024, place: 'bronze', discordUsername: 'jiggles_real' }, 404, /no bronze place in 2024/],
      [{ year: 2023, place: 'gold', discordUsername: 'nobody_here' }, 404, /nobody_here/],
      [{ year: 2024, place: 'gold', discordUsername: 'jiggles' }, 409, /recorded by this site/],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.post(LINKS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ error: string }>().error, JSON.stringify(body)).toMatch(message);
    }
    const unlinkUnknown = await admin.post(`${LINKS}/unlink`, { year: 2023, place: 'gold' });
    expect(unlinkUnknown.statusCode).toBe(404);
    expect((await admin.post(`${LINKS}/unlink`, { year: 2023, place: 'first' })).statusCode).toBe(400);
    expect(await changes()).toEqual(before);
  });

  it('links a place to its user (audited): the trophy shows there, in the hall of fame, and nowhere else', async () => {
    for (const response of await linkWinnersPlaces()) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ message: string }>().message).toContain('Jiggles the First');
    }
    expect(await trophies('jiggles_real')).toEqual([
      { year: 2024, position: '1st', emoji: '🥇' },
      { year: 2023, position: '1st', emoji: '🥇' },
      { year: 2022, position: '2nd', emoji: '🥈' },
    ]);
    expect(await trophies('jiggles')).toEqual([]);
    const past = (await t.anonymous.get('/api/past-results')).json<{ tournamentYear: number; gold: unknown }[]>();
    expect(past.find((year) => year.tournamentYear === 2023)?.gold).toEqual({
      name: 'Jiggles',
      userId: winner.userId,
    });
    const listed = (await admin.get(LINKS)).json<LinkItem[]>().find((i) => i.year === 2023 && i.place === 'gold');
    expect(listed?.user).toEqual({
      _id: winner.userId,
      discordUsername: 'jiggles_real',
      displayName: 'Jiggles the First',
    });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'hallOfFame.link')).limit(1);
    expect(entry).toMatchObject({ actorId: admin.userId, targetType: 'user', targetId: winner.userId, before: null });
    expect(entry?.after).toMatchObject({ year: 2023, place: 'gold', userId: winner.userId, name: 'Jiggles' });
  });

  it('relinks and unlinks (audited): an unlinked place is again on no profile', async () => {
    for (const response of await linkWinnersPlaces()) expect(response.statusCode, response.body).toBe(200);
    const relinked = await admin.post(LINKS, { year: 2022, place: 'silver', discordUsername: 'jiggles' });
    expect(relinked.statusCode).toBe(200);
    expect(await trophies('jiggles')).toEqual([{ year: 2022, position: '2nd', emoji: '🥈' }]);
    const unlinked = await admin.post(`${LINKS}/unlink`, { year: 2022, place: 'silver' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await trophies('jiggles')).toEqual([]);
    expect((await admin.post(`${LINKS}/unlink`, { year: 2022, place: 'silver' })).statusCode).toBe(404);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith('hallOfFame.'))).toEqual([
      'hallOfFame.link',
      'hallOfFame.link',
      'hallOfFame.link',
      'hallOfFame.unlink',
    ]);
  });
});

describe('the demo hall of fame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, { year: TEST_YEAR });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("shows the data file's linked trophies on the runner Red's profile, and leaves other historic names for the admin", async () => {
    const runners = (await t.anonymous.get('/api/runners/')).json<{ displayName: string; discordUsername: string }[]>();
    const red = runners.find((runner) => runner.displayName === 'Red');
    expect(red).toBeTruthy();
    const trophiesOf = async (username: string) =>
      (await t.anonymous.get(`/api/user/${username}`)).json<{ trophies: unknown[] }>().trophies;
    // The data file's latest champion, Jiggles (2023 gold, 2022 silver), is linked to Red.
    expect(await trophiesOf(red?.discordUsername ?? '')).toEqual(
      expect.arrayContaining([
        { year: 2023, position: '1st', emoji: '🥇' },
        { year: 2022, position: '2nd', emoji: '🥈' },
      ]),
    );
    const admin = await t.as('admin');
    const links = (await admin.get(LINKS)).json<LinkItem[]>();
    expect(links.find((item) => item.year === 2023 && item.place === 'gold')?.user?.discordUsername).toBe(
      red?.discordUsername,
    );
    // The other historic names are nobody's until the admin links them; the years the demo played are its own.
    expect(links.find((item) => item.year === 2022 && item.place === 'gold')).toMatchObject({
      name: 'MewtwoMain',
      user: null,
    });
    expect(links.some((item) => item.year >= TEST_YEAR - 2)).toBe(false);
  });
});
