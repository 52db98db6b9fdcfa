/**
 * Sign-ups, waitlist and withdrawals (rules §38) over HTTP: the settings, the checklist, the cap and the waitlist, a
 * withdrawal moving the waitlist up, and every refusal changing nothing. Each test has a season of its own (they run
 * shuffled). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RULES_VERSION } from '@pokered/core/signups';
import { auditLog } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { makeAdmin, nowSeconds } from './support/tournamentFixtures.ts';
import { seasonSignups } from '../src/db/signupSchema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import {
  applicant,
  enter,
  ENTRY,
  entryAudits,
  expectEntryAudit,
  openWindow,
  ownSeason,
  setSignups,
  statusOf,
} from './support/signups.ts';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => t.close());

const audits = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
const signupOf = (year: number) => `/api/seasons/${String(year)}/signup`;
const withdraw = (client: Client, year: number) => client.request('DELETE', `/api/seasons/${String(year)}/entries/me`);

describe('sign-up settings (rules §38)', () => {
  it('refuses a window that closes before it opens, or check-in before the opening, and changes nothing', async () => {
    const year = await ownSeason(t, admin, { signupCap: 5 });
    const before = (await admin.get(signupOf(year))).json();
    const now = nowSeconds();
    for (const patch of [
      { signupsOpenAt: now, signupsCloseAt: now - 10 },
      { signupsCloseAt: now },
      { signupsOpenAt: now, checkInOpensAt: now - 1 },
      { signupCap: 0 },
      { signupCap: 1.5 },
      { requireRacetime: 'no' },
    ]) {
      const response = await admin.request('PATCH', `/api/admin/seasons/${String(year)}`, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await admin.get(signupOf(year))).json()).toEqual(before);
    expect(before).toMatchObject({ phase: 'not-open', signupCap: 5, requireRacetime: true, checkInOpen: false });
  });

  it('saves the window, audited, and answers it beside the season settings', async () => {
    const year = await ownSeason(t, admin, {});
    const audited = await audits('season.settings');
    const response = await admin.request('PATCH', `/api/admin/seasons/${String(year)}`, openWindow({ signupCap: 3 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      settings: { racetimeCategory: 'pkmnredblue' },
      signup: { signupCap: 3, requireRacetime: true, checkInOpensAt: null },
    });
    expect(await audits('season.settings')).toBe(audited + 1);
    expect((await t.anonymous.get(signupOf(year))).json()).toMatchObject({ phase: 'open', signupCap: 3 });
  });

  it('only admins change it', async () => {
    const year = await ownSeason(t, admin);
    const runner = await applicant(t, 'Nosy');
    expect((await runner.request('PATCH', `/api/admin/seasons/${String(year)}`, { signupCap: 9 })).statusCode).toBe(
      403,
    );
    expect(
      (await t.anonymous.request('PATCH', `/api/admin/seasons/${String(year)}`, { signupCap: 9 })).statusCode,
    ).toBe(401);
  });
});

describe('entering (rules §38)', () => {
  it('shows anyone the window and counts, and a logged-in person their checklist with the fixing links', async () => {
    const year = await ownSeason(t, admin);
    const anonymous = (await t.anonymous.get(signupOf(year))).json();
    expect(anonymous).toMatchObject({
      year,
      phase: 'open',
      registered: 0,
      waitlisted: 0,
      checklist: null,
      entry: null,
    });
    expect(anonymous.rulesVersion).toBe(RULES_VERSION);
    const state = (await (await t.as('Bare')).get(signupOf(year))).json();
    expect(state.checklist).toEqual([
      { key: 'racetime', met: false, label: 'Link your racetime.gg account.', fixPath: '/user/settings#racetime' },
      { key: 'country', met: false, label: 'Choose your country on your profile.', fixPath: '/user/settings' },
      { key: 'not-blocked', met: true, label: 'Your account may enter.', fixPath: null },
    ]);
    expect(state.entry).toBeNull();
    expect((await t.anonymous.get(signupOf(2999))).statusCode).toBe(404);
  });

  it('refuses an unmet checklist with the unmet items (400) and enters once it is met (201)', async () => {
    const year = await ownSeason(t, admin);
    const bare = await t.as('Unready');
    const refused = await enter(bare, year);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Before you enter, link your racetime.gg account and choose your country.',
      unmet: ['racetime', 'country'],
    });
    expect(await statusOf(bare, year)).toBeNull();
    const fixed = await t.as('Unready', { country: 'FR', racetimeId: 'rtUnready' });
    const pb = { timeMs: 6_900_000, url: 'https://example.com/pb' };
    const entered = await enter(fixed, year, { ...ENTRY, personalBest: pb });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toEqual({ status: 'registered' });
    // Audited as the runner's own write; the refused attempt wrote nothing.
    const audit = await expectEntryAudit(t, {
      action: 'entry.enter',
      userId: fixed.userId,
      year,
      actorId: fixed.userId,
      from: null,
      to: 'registered',
    });
    expect(audit.after).toMatchObject({ restreamConsent: 'yes', personalBest: pb, rulesVersion: RULES_VERSION });
    expect((await fixed.get(signupOf(year))).json().entry).toMatchObject({
      status: 'registered',
      position: null,
      restreamConsent: 'yes',
      personalBest: pb,
      rulesVersion: RULES_VERSION,
      rulesOutdated: false,
      canWithdraw: true,
      canCheckIn: false,
      reason: null,
      promotedAt: null,
    });
  });

  it('does not ask for racetime.gg when the season does not require it', async () => {
    const year = await ownSeason(t, admin, openWindow({ requireRacetime: false }));
    const noRacetime = await t.as('NoRacetime', { country: 'SE' });
    expect((await enter(noRacetime, year)).statusCode).toBe(201);
  });

  it('refuses bad answers (400) and a second entry (409), changing nothing', async () => {
    const year = await ownSeason(t, admin);
    const careless = await applicant(t, 'Careless');
    for (const body of [
      { restreamConsent: 'maybe', rulesAccepted: true },
      { restreamConsent: 'yes', rulesAccepted: false },
      { ...ENTRY, personalBest: { timeMs: 5 } },
      { ...ENTRY, personalBest: { timeMs: 6_000_000, url: 'javascript:alert(1)' } },
    ])
      expect((await enter(careless, year, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await statusOf(careless, year)).toBeNull();
    expect((await enter(careless, year)).statusCode).toBe(201);
    const again = await enter(careless, year);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(`You have already entered the ${String(year)} season.`);
    expect((await enter(careless, 2999)).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/seasons/${String(year)}/entries`, ENTRY)).statusCode).toBe(401);
  });

  it('waitlists entries past the cap, in order, and a withdrawal moves the first one up', async () => {
    const year = await ownSeason(t, admin, openWindow({ signupCap: 2 }));
    const [a, b, c, d] = await Promise.all(['CapA', 'CapB', 'CapC', 'CapD'].map((name) => applicant(t, name)));
    if (!a || !b || !c || !d) throw new Error('applicants missing');
    expect((await enter(a, year)).json()).toEqual({ status: 'registered' });
    expect((await enter(b, year)).json()).toEqual({ status: 'registered' });
    expect((await enter(c, year)).json()).toEqual({ status: 'waitlisted', position: 1 });
    expect((await enter(d, year)).json()).toEqual({ status: 'waitlisted', position: 2 });
    expect((await t.anonymous.get(signupOf(year))).json()).toMatchObject({ registered: 2, waitlisted: 2 });
    const withdrawn = await withdraw(a, year);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ status: 'withdrawn' });
    const withdrawal = { year, userId: a.userId, actorId: a.userId };
    await expectEntryAudit(t, { ...withdrawal, action: 'entry.self-withdraw', from: 'registered', to: 'withdrawn' });
    // The promotion the withdrawal caused is audited too, by the runner whose withdrawal freed the place.
    const moved = { action: 'entry.waitlist-promote', year, userId: c.userId, actorId: a.userId };
    await expectEntryAudit(t, { ...moved, from: 'waitlisted', to: 'registered' });
    expect(await entryAudits(t, 'entry.waitlist-promote', d.userId, year)).toEqual([]);
    const promoted = (await c.get(signupOf(year))).json();
    expect(promoted.entry).toMatchObject({ status: 'registered', position: null });
    expect(promoted.entry.promotedAt).toBeGreaterThan(0);
    expect((await d.get(signupOf(year))).json().entry).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await withdraw(a, year)).statusCode).toBe(409);
    // A withdrawn runner may enter again while the window is open: at the back of the queue.
    expect((await enter(a, year)).json()).toEqual({ status: 'waitlisted', position: 2 });
    const entries = await entryAudits(t, 'entry.enter', a.userId, year);
    expect(entries.map((row) => [row.actorId, row.before?.status ?? null, row.after?.status])).toEqual([
      [a.userId, null, 'registered'],
      [a.userId, 'withdrawn', 'waitlisted'],
    ]);
    // A waitlisted runner withdrawing leaves the queue.
    expect((await withdraw(d, year)).statusCode).toBe(200);
    expect((await a.get(signupOf(year))).json().entry).toMatchObject({ status: 'waitlisted', position: 1 });
  });

  it('refuses entering outside the window (409), changing nothing', async () => {
    const year = await ownSeason(t, admin, {
      signupsOpenAt: nowSeconds() - 7200,
      signupsCloseAt: nowSeconds() - 3600,
    });
    const late = await applicant(t, 'Late');
    const closed = await enter(late, year);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ error: string }>().error).toBe(`Sign-ups for the ${String(year)} season are closed.`);
    await setSignups(admin, year, { signupsOpenAt: nowSeconds() + 3600, signupsCloseAt: null });
    const early = await enter(late, year);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe(`Sign-ups for the ${String(year)} season are not open yet.`);
    expect(await statusOf(late, year)).toBeNull();
  });

  it('records the current rules version when the runner accepts them again', async () => {
    const year = await ownSeason(t, admin);
    const runner = await applicant(t, 'Reader');
    const rules = `/api/seasons/${String(year)}/entries/me/rules`;
    expect((await runner.post(rules, { rulesAccepted: true })).statusCode).toBe(404);
    expect((await enter(runner, year)).statusCode).toBe(201);
    const response = await runner.post(rules, { rulesAccepted: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rulesVersion: RULES_VERSION });
    expect((await runner.post(rules, { rulesAccepted: false })).statusCode).toBe(400);
    const at = { action: 'entry.rules-accept', year, userId: runner.userId, actorId: runner.userId };
    await expectEntryAudit(t, { ...at, from: 'registered', to: 'registered' });
  });

  it('asks again for rules accepted in an older version, until the runner accepts the current ones', async () => {
    const year = await ownSeason(t, admin);
    const runner = await applicant(t, 'OldReader');
    expect((await enter(runner, year)).statusCode).toBe(201);
    const mine = and(eq(seasonSignups.year, year), eq(seasonSignups.userId, String(runner.userId)));
    await t.db.update(seasonSignups).set({ rulesVersion: '2020-01-01' }).where(mine);
    expect((await runner.get(signupOf(year))).json().entry).toMatchObject({
      rulesVersion: '2020-01-01',
      rulesOutdated: true,
    });
    const accepted = await runner.post(`/api/seasons/${String(year)}/entries/me/rules`, { rulesAccepted: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await runner.get(signupOf(year))).json().entry).toMatchObject({
      rulesVersion: RULES_VERSION,
      rulesOutdated: false,
    });
    const [stored] = await t.db.select({ version: seasonSignups.rulesVersion }).from(seasonSignups).where(mine);
    expect(stored?.version).toBe(RULES_VERSION);
    const audit = await expectEntryAudit(t, {
      action: 'entry.rules-accept',
      year,
      userId: runner.userId,
      actorId: runner.userId,
      from: 'registered',
      to: 'registered',
    });
    expect([audit.before, audit.after]).toMatchObject([
      { rulesVersion: '2020-01-01' },
      { rulesVersion: RULES_VERSION },
    ]);
  });

  it('refuses entering a completed season (409), changing nothing', async () => {
    const year = await ownSeason(t, admin);
    await t.db.update(seasons).set({ status: 'completed' }).where(eq(seasons.year, year));
    const runner = await applicant(t, 'TooLate');
    const response = await enter(runner, year);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: `Season ${String(year)} is completed.` });
    expect(await t.db.select().from(seasonSignups).where(eq(seasonSignups.year, year))).toEqual([]);
    expect(await entryAudits(t, 'entry.enter', runner.userId, year)).toEqual([]);
  });
});
