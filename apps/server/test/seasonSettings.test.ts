/**
 * A season's settings (rules §33): /info's schedule and prize split, the prize pool link and the racetime.gg room
 * an import expects. Anyone reads them; an admin saves them, audited; bad input is refused and changes nothing; a
 * completed season's settings are read-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { DEFAULT_SIGNUP_SETTINGS } from '@pokered/core/signups';
import { defaultSeasonSettings } from '@pokered/core/seasonSettings';
import { auditLog } from '../src/db/privateSchema.ts';
import { tournament } from '../src/db/schema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';

const READ = '/api/season/settings';
const SAVE = `/api/admin/seasons/${String(TEST_YEAR)}`;
const POOL = 'https://example.test/pool';

describe('season settings', () => {
  let t: TestApp;
  let admin: Client;
  let runner: Client;
  const audits = async () =>
    (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'season.settings')))[0]?.n;
  const edited = () => ({
    ...defaultSeasonSettings(TEST_YEAR),
    schedule: defaultSeasonSettings(TEST_YEAR).schedule.map((entry, index) =>
      index === 0 ? { ...entry, from: '2026-09-01', to: '2026-09-14' } : entry,
    ),
    prizePoolUrl: 'https://example.test/pool-2026',
    prizeSplit: [
      { label: 'Champion', percent: 70 },
      { label: 'Runner-up', percent: 30 },
    ],
    racetimeGoal: 'Any% Glitchless',
  });

  beforeAll(async () => {
    t = await createTestApp({ PRIZE_POOL_URL: POOL });
    admin = await t.as('season_admin', { isAdmin: true });
    runner = await t.as('season_runner', { role: 'runner' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the specification's schedule and split for the year until an admin saves settings", async () => {
    await t.db.update(seasons).set({ settings: null });
    const response = await t.anonymous.get(READ);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ year: TEST_YEAR, ...defaultSeasonSettings(TEST_YEAR, POOL) });
    expect(response.json<{ schedule: unknown[] }>().schedule[0]).toEqual({
      round: 'Round 1',
      from: '2026-09-15',
      to: '2026-09-24',
    });
    expect((await t.anonymous.get('/api/config')).json<{ prizePoolUrl: string }>().prizePoolUrl).toBe(POOL);
  });

  it('lets only an admin save', async () => {
    const auditsBefore = await audits();
    expect((await t.anonymous.request('PATCH', SAVE, edited())).statusCode).toBe(401);
    expect((await runner.request('PATCH', SAVE, edited())).statusCode).toBe(403);
    expect(await audits()).toBe(auditsBefore);
  });

  it('saves, audited, and every reader sees the new settings, the navbar link included', async () => {
    const auditsBefore = (await audits()) ?? 0;
    const saved = await admin.request('PATCH', SAVE, edited());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: "The 2026 season's settings are saved.",
      settings: { year: TEST_YEAR, ...edited() },
      // The sign-up settings (rules §38), untouched by this change.
      signup: DEFAULT_SIGNUP_SETTINGS,
    });
    expect((await t.anonymous.get(READ)).json()).toEqual({ year: TEST_YEAR, ...edited() });
    expect((await t.anonymous.get('/api/config')).json<{ prizePoolUrl: string }>().prizePoolUrl).toBe(
      'https://example.test/pool-2026',
    );
    // The newest entry: ids are random, so order by time (each save is its own transaction, one after another).
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'season.settings'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(await audits()).toBe(auditsBefore + 1);
    expect(entry).toMatchObject({ actorId: admin.userId, targetType: 'season', targetId: String(TEST_YEAR) });
    expect(entry?.after).toEqual(edited());
  });

  it('refuses a schedule or split that does not add up, with the reason, and changes nothing', async () => {
    const before = (await t.anonymous.get(READ)).json();
    const auditsBefore = await audits();
    const cases: [unknown, RegExp][] = [
      [{ ...edited(), prizeSplit: [{ label: 'Champion', percent: 90 }] }, /add up to 90 %/],
      [{ ...edited(), schedule: edited().schedule.slice(1) }, /every round once, in order/],
      [{ ...edited(), schedule: edited().schedule.map((e) => ({ ...e, to: '2026-02-30' })) }, /calendar day/],
      [{ ...edited(), prizePoolUrl: 'javascript:alert(1)' }, /http\(s\) link/],
      [{ ...edited(), racetimeCategory: 'Pokemon Red' }, /category/],
      [{ ...edited(), racetimeGoal: 'Any%\u202e' }, /control characters/],
      [{ schedule: [] }, /every round once/],
      [{}, /Nothing to change: send at least one setting\./],
    ];
    for (const [body, reason] of cases) {
      const response = await admin.request('PATCH', SAVE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(reason);
    }
    expect((await t.anonymous.get(READ)).json()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('changes only the settings sent, and names a year that is no season', async () => {
    await admin.request('PATCH', SAVE, edited());
    const split = [
      { label: 'Champion', percent: 60 },
      { label: 'Runner-up', percent: 40 },
    ];
    const changed = await admin.request('PATCH', SAVE, { prizeSplit: split });
    expect(changed.statusCode).toBe(200);
    expect((await t.anonymous.get(READ)).json()).toEqual({ year: TEST_YEAR, ...edited(), prizeSplit: split });
    const auditsBefore = await audits();
    const nextYear = await admin.request('PATCH', '/api/admin/seasons/2031', { prizeSplit: split });
    expect(nextYear.statusCode).toBe(404);
    expect(nextYear.json()).toEqual({ error: 'No season 2031.' });
    expect((await admin.request('PATCH', '/api/admin/seasons/next', { prizeSplit: split })).statusCode).toBe(400);
    expect(await audits()).toBe(auditsBefore);
  });

  it('keeps a completed season read-only: 409 with the reason, nothing saved', async () => {
    const before = (await t.anonymous.get(READ)).json();
    await t.db.update(tournament).set({ stage: 'completed' });
    await t.db.update(seasons).set({ status: 'completed' });
    try {
      const response = await admin.request('PATCH', SAVE, { ...edited(), racetimeGoal: null });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Season 2026 is completed.' });
      expect((await t.anonymous.get(READ)).json()).toEqual(before);
    } finally {
      await t.db.update(tournament).set({ stage: 'Round 1' });
      await t.db.update(seasons).set({ status: 'running' });
    }
  });
});
