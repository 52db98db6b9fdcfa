/**
 * The published seeding (rules §39) against a fake racetime.gg on loopback: last season's final rank first, then
 * racetime.gg leaderboard times of the season's goal, then claimed personal bests, then none; the leaderboard read
 * at most once a day; a failed read changes nothing; the Round 1 draft uses the seed order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import { racetimeLeaderboardReads } from '../src/db/signupSchema.ts';
import {
  leaderboardJson,
  startFakeRacetime,
  type FakeLeaderboardGoal,
  type FakeRacetime,
} from './support/fakeRacetime.ts';
import { makeAdmin } from './support/tournamentFixtures.ts';
import { applicant, enter, ENTRY, openWindow, ownSeason, setSignups } from './support/signups.ts';

let t: TestApp;
let fake: FakeRacetime;
let admin: Client;

beforeAll(async () => {
  fake = await startFakeRacetime();
  t = await createTestApp({ RACETIME_BASE_URL: fake.baseUrl }, { racetime: { timeoutMs: 500 } });
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const Y = TEST_YEAR;
const SEEDING = `/api/admin/seasons/${String(Y)}/seeding`;
const BOARD = 'pkmnredblue/leaderboards';

describe('seeding (rules §39)', () => {
  it('seeds from the best source, reads racetime.gg once a day, and the Round 1 draft follows the seeds', async () => {
    // Last season: three runners with their final standings.
    await t.db.insert(seasons).values({ year: Y - 1, status: 'completed', stage: 'completed' });
    const [champion, third, second] = await Promise.all(
      ['Champ', 'Bronze', 'Silver'].map((name) => applicant(t, name)),
    );
    await t.db.insert(seasonEntries).values([
      { year: Y - 1, userId: String(champion?.userId), points: 30 },
      { year: Y - 1, userId: String(second?.userId), points: 20 },
      { year: Y - 1, userId: String(third?.userId), points: 10 },
    ]);
    await setSignups(admin, Y, openWindow());
    const settings = await admin.request('PATCH', `/api/admin/seasons/${String(Y)}`, {
      racetimeGoal: 'Any% Glitchless',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const [fast, slow, claimer, nobody, quiet] = await Promise.all(
      ['Fast', 'Slow', 'Claimer', 'Nobody', 'Quiet'].map((name) => applicant(t, name)),
    );
    for (const runner of [third, champion, fast, slow, nobody, quiet])
      expect((await enter(runner as Client, Y)).statusCode).toBe(201);
    await enter(claimer as Client, Y, { ...ENTRY, personalBest: { timeMs: 7_300_000 } });
    const added = await applicant(t, 'AddedLate');
    await admin.post(`/api/admin/seasons/${String(Y)}/entrants`, { userIds: [added.userId] });

    // rules §39: a season with sign-ups waits for its seeding: no draft before it, nothing written.
    const early = await admin.post('/api/admin/draws', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'Publish the seeding first: Round 1 is drawn in its order (rules §39).' });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'draw.create'))).length).toBe(0);

    // racetime.gg failing: 502, nothing published.
    fake.misbehave(BOARD, 'server-error');
    const failed = await admin.post(SEEDING);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ error: string }>().error).toMatch(/racetime\.gg answered 503/);
    const unseeded = (await t.anonymous.get(`/api/seasons/${String(Y)}/entrants`)).json<SeasonEntrant[]>();
    expect(unseeded.every((row) => row.seed === null && row.seedSource === null)).toBe(true);

    fake.setLeaderboard('pkmnredblue', [
      {
        goal: 'Any% Glitchless',
        rankings: [
          { user: { id: 'rtSlow', name: 'Slow' }, bestTime: 'P0DT01H55M00.250000S' },
          { user: { id: 'rtFast', name: 'Fast' }, bestTime: 'P0DT01H50M00S' },
          { user: { id: 'rtAddedLate', name: 'AddedLate' }, bestTime: 'P0DT02H10M00S' },
          { user: { id: 'rtChamp', name: 'Champ' }, bestTime: 'P0DT01H40M00S' },
        ],
      },
      // Another goal does not count when the season names its goal.
      { goal: 'Any%', rankings: [{ user: { id: 'rtClaimer', name: 'Claimer' }, bestTime: 'P0DT01H30M00S' }] },
    ]);
    const audited = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'season.seeding'))).length;
    const seeded = await admin.post(SEEDING);
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json()).toEqual({ seeded: 8 });
    const list = (await t.anonymous.get(`/api/seasons/${String(Y)}/entrants`)).json<SeasonEntrant[]>();
    const bySeed = list
      .filter((row) => row.seed !== null)
      .sort((a, b) => Number(a.seed) - Number(b.seed))
      .map((row) => [row.displayName, row.seed, row.seedSource]);
    expect(bySeed).toEqual([
      ['Champ', 1, 'last-season'],
      ['Bronze', 2, 'last-season'],
      ['Fast', 3, 'racetime'],
      ['Slow', 4, 'racetime'],
      ['AddedLate', 5, 'racetime'],
      ['Claimer', 6, 'claimed'],
    ]);
    expect(list.filter((row) => row.seed === null).map((row) => [row.displayName, row.seedSource])).toEqual([
      ['Nobody', 'none'],
      ['Quiet', 'none'],
    ]);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'season.seeding'))).length).toBe(audited + 1);
    // Seeding again within the day reads the stored leaderboard: racetime.gg was read once after the failure.
    expect(fake.reads(BOARD)).toBe(2);
    expect((await admin.post(SEEDING)).statusCode).toBe(200);
    expect(fake.reads(BOARD)).toBe(2);
    expect((await fast?.post(SEEDING))?.statusCode).toBe(403);

    // The draft uses the published order; an order of the admin's own is refused.
    const own = await admin.post('/api/admin/draws', { order: list.map((row) => row.userId) });
    expect(own.statusCode).toBe(400);
    const draft = await admin.post('/api/admin/draws', {});
    expect(draft.statusCode, draft.body).toBe(201);
    const order = draft.json<{ order: { runners: string[] }[] }>().order.flatMap((bracket) => bracket.runners);
    const seededIds = [champion, third, fast, slow, added, claimer].map((client) => client?.userId);
    expect(order.slice(0, 6)).toEqual(seededIds);
    expect(new Set(order.slice(6))).toEqual(new Set([nobody?.userId, quiet?.userId]));
    const late = await admin.post(SEEDING);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe('The Round 1 draft is made: the seeding is published before it.');
  });
});

/** A season of its own reading its own racetime.gg category, so its leaderboard reads are its own. */
async function seasonOfCategory(category: string): Promise<{ year: number; runner: Client }> {
  const year = await ownSeason(t, admin);
  const settings = await admin.request('PATCH', `/api/admin/seasons/${String(year)}`, { racetimeCategory: category });
  expect(settings.statusCode, settings.body).toBe(200);
  const runner = await applicant(t, `Lb${category}`);
  expect((await enter(runner, year)).statusCode).toBe(201);
  return { year, runner };
}

const entrantsOf = async (year: number) =>
  (await t.anonymous.get(`/api/seasons/${String(year)}/entrants`)).json<SeasonEntrant[]>();

describe('reading the leaderboard (rules §39)', () => {
  it('answers 504 when racetime.gg does not answer in time, and writes nothing', async () => {
    const { year } = await seasonOfCategory('pkmnslow');
    fake.misbehave('pkmnslow/leaderboards', 'slow');
    const response = await admin.post(`/api/admin/seasons/${String(year)}/seeding`);
    expect(response.statusCode).toBe(504);
    expect(response.json<{ error: string }>().error).toMatch(/did not answer within 0\.5 s/);
    expect((await entrantsOf(year)).map((row) => [row.seed, row.seedSource])).toEqual([[null, null]]);
    const [season] = await t.db.select().from(seasons).where(eq(seasons.year, year));
    expect(season?.seedingPublishedAt).toBeNull();
    const reads = await t.db
      .select()
      .from(racetimeLeaderboardReads)
      .where(eq(racetimeLeaderboardReads.category, 'pkmnslow'));
    expect(reads).toEqual([]);
    const audits = and(eq(auditLog.action, 'season.seeding'), eq(auditLog.targetId, String(year)));
    expect(await t.db.select().from(auditLog).where(audits)).toEqual([]);
  });

  it('reads a full leaderboard of real size (over 1 MB), sorted by best time', async () => {
    const { year, runner } = await seasonOfCategory('pkmnbig');
    const goals: FakeLeaderboardGoal[] = ['Any%', 'Any% Glitchless', 'Catch Em All'].map((goal, g) => ({
      goal,
      rankings: Array.from({ length: 1000 }, (_, i) => ({
        user: { id: `rtBig${String(g)}x${String(i)}`, name: `Runner${String(g)}x${String(i)}` },
        bestTime: `P0DT02H${String(10 + (i % 50)).padStart(2, '0')}M00S`,
      })),
    }));
    const ours = goals[1]?.rankings[900];
    if (ours) ours.user = { id: 'rtLbpkmnbig', name: 'Lbpkmnbig' };
    expect(JSON.stringify(leaderboardJson(goals)).length).toBeGreaterThan(1_500_000);
    fake.setLeaderboard('pkmnbig', goals);
    const response = await admin.post(`/api/admin/seasons/${String(year)}/seeding`);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.lastQuery('pkmnbig/leaderboards')).toBe('?sort=best_time');
    const [row] = await entrantsOf(year);
    expect([row?.userId, row?.seed, row?.seedSource]).toEqual([runner.userId, 1, 'racetime']);
  });
});
