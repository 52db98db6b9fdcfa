/**
 * The demo's current season entered through sign-ups (rules §38) and was seeded (rules §39): /entrants shows seeds
 * and their sources (racetime.gg among them), one runner withdrew before the draw, one missed check-in, one moved up
 * from the waitlist and was announced.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import type { AdminEntry } from '@pokered/core/schemas/signups';
import { notificationOutbox } from '../src/db/privateSchema.ts';
import { users } from '../src/db/schema.ts';
import { racetimeLeaderboardTimes, seasonSignups } from '../src/db/signupSchema.ts';
import { seedDemoIfEmpty } from '../src/demo/seed.ts';
import { createTestApp, TEST_YEAR, type TestApp } from './support/app.ts';
import { makeAdmin } from './support/tournamentFixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.db, { year: TEST_YEAR })).toBe(true);
});
afterAll(async () => t.close());

describe('the demo season through sign-ups', () => {
  it('lists seeds with their sources, a withdrawal and a missed check-in', async () => {
    const list = (await t.anonymous.get(`/api/seasons/${String(TEST_YEAR)}/entrants`)).json<SeasonEntrant[]>();
    const count = (status: string) => list.filter((row) => row.status === status).length;
    expect(count('withdrawn')).toBe(1);
    expect(count('missed')).toBe(1);
    expect(count('checked-in')).toBeGreaterThan(30);
    const sources = new Set(list.map((row) => row.seedSource));
    for (const source of ['last-season', 'racetime', 'claimed', 'none']) expect(sources).toContain(source);
    const seeds = list.flatMap((row) => (row.seed === null ? [] : [row.seed])).sort((a, b) => a - b);
    expect(seeds).toEqual(seeds.map((_, index) => index + 1));
    const admin = await makeAdmin(t);
    const entries = (await admin.get(`/api/admin/seasons/${String(TEST_YEAR)}/entries`)).json<AdminEntry[]>();
    expect(entries.every((entry) => entry.restreamConsent !== null && entry.rulesVersion !== null)).toBe(true);
    const state = (await t.anonymous.get(`/api/seasons/${String(TEST_YEAR)}/signup`)).json();
    expect(state).toMatchObject({ phase: 'closed', checkInOpen: false, signupCap: state.registered });
  });

  it('announced the runner who moved up from the waitlist, as a promotion does', async () => {
    const promoted = await t.db
      .select({ name: users.displayName })
      .from(seasonSignups)
      .innerJoin(users, eq(users.id, seasonSignups.userId))
      .where(and(eq(seasonSignups.year, TEST_YEAR), isNotNull(seasonSignups.promotedAt)));
    expect(promoted).toHaveLength(1);
    const queued = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.event, 'waitlist-promoted'));
    expect(queued).toMatchObject([
      {
        channel: 'announcements',
        state: 'sent',
        facts: { event: 'waitlist-promoted', year: TEST_YEAR, runner: promoted[0]?.name },
      },
    ]);
  });

  it("seeds from racetime.gg's leaderboard by the linked account's best time, as the seeding stores it", async () => {
    const seeded = await t.db
      .select({ racetimeId: users.racetimeId })
      .from(seasonSignups)
      .innerJoin(users, eq(users.id, seasonSignups.userId))
      .where(and(eq(seasonSignups.year, TEST_YEAR), eq(seasonSignups.seedSource, 'racetime')));
    expect(seeded.length).toBeGreaterThan(0);
    const ids = seeded.map((row) => row.racetimeId ?? '');
    const times = await t.db
      .select({ racetimeId: racetimeLeaderboardTimes.racetimeId })
      .from(racetimeLeaderboardTimes)
      .where(inArray(racetimeLeaderboardTimes.racetimeId, ids));
    expect(times.map((row) => row.racetimeId).sort()).toEqual([...ids].sort());
  });
});
