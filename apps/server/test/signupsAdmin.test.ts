/**
 * Check-in and the Round 1 draft (rules §38), Admin → Entrants (refuse, block, unblock, promote, re-admit,
 * withdraw, the CSV) and the public entrants list, over HTTP. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEntry } from '@pokered/core/schemas/signups';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import { createTestApp, TEST_YEAR, type Client, type TestApp } from './support/app.ts';
import { makeAdmin, nowSeconds } from './support/tournamentFixtures.ts';
import { count } from 'drizzle-orm';
import { draws } from '../src/db/schema.ts';
import { racetimeLeaderboardReads } from '../src/db/signupSchema.ts';
import {
  applicant,
  enter,
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

const entries = async (year: number) =>
  (await admin.get(`/api/admin/seasons/${String(year)}/entries`)).json<AdminEntry[]>();
const act = (year: number, userId: string | null, body: object) =>
  admin.request('PATCH', `/api/admin/seasons/${String(year)}/entries/${String(userId)}`, body);
/** Exactly one `entry.{action}` row on the runner in `year`, by the admin, from one status to another. */
const audited = (action: string, year: number, runner: Client, from: string, to: string) =>
  expectEntryAudit(t, { action: `entry.${action}`, year, userId: runner.userId, actorId: admin.userId, from, to });

describe('check-in and the Round 1 draft (rules §38)', () => {
  it('opens check-in at its time, closes it with the draft, and leaves out who missed it', async () => {
    const year = TEST_YEAR;
    const checkIn = `/api/seasons/${String(year)}/entries/me/check-in`;
    await setSignups(admin, year, openWindow({ checkInOpensAt: nowSeconds() + 3600 }));
    const names = ['Ci1', 'Ci2', 'Ci3', 'Ci4', 'Ci5', 'Ci6', 'Ci7'];
    const runners = await Promise.all(names.map((name) => applicant(t, name)));
    for (const runner of runners) expect((await enter(runner, year)).statusCode).toBe(201);
    const [first, ...rest] = runners;
    if (!first) throw new Error('no runner');
    const early = await first.post(checkIn);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe('Check-in has not opened yet.');

    await setSignups(admin, year, { checkInOpensAt: nowSeconds() - 60 });
    expect((await first.get(`/api/seasons/${String(year)}/signup`)).json()).toMatchObject({
      checkInOpen: true,
      entry: { status: 'registered', canCheckIn: true },
    });
    for (const runner of rest.slice(0, 5))
      expect((await runner.post(checkIn)).json()).toEqual({ status: 'checked-in' });
    expect((await rest[0]?.post(checkIn))?.statusCode).toBe(200);
    const checkedIn = { action: 'entry.check-in', year, userId: rest[0]?.userId ?? null };
    // Checking in twice writes nothing the second time: one audit row.
    await expectEntryAudit(t, { ...checkedIn, actorId: checkedIn.userId, from: 'registered', to: 'checked-in' });

    // rules §39: a season with sign-ups is drawn in its published seeding: none yet, so no draft, nobody missed.
    const unseeded = await admin.post('/api/admin/draws', {});
    expect(unseeded.statusCode).toBe(409);
    expect(unseeded.json()).toEqual({ error: 'Publish the seeding first: Round 1 is drawn in its order (rules §39).' });
    expect((await t.db.select({ n: count() }).from(draws))[0]?.n).toBe(0);
    expect(await statusOf(first, year)).toBe('registered');
    expect(await entryAudits(t, 'entry.missed', first.userId, year)).toEqual([]);
    // Today's leaderboard is stored already, so the seeding reads nothing from racetime.gg.
    await t.db.insert(racetimeLeaderboardReads).values({ category: 'pkmnredblue', readAt: new Date() });
    const seeding = await admin.post(`/api/admin/seasons/${String(year)}/seeding`);
    expect(seeding.statusCode, seeding.body).toBe(200);

    // The draft closes check-in: `first` and the last runner did not check in, so they are missed and not drawn.
    const draft = await admin.post('/api/admin/draws', {});
    expect(draft.statusCode, draft.body).toBe(201);
    const drawn = draft.json<{ _id: string; groups: { members: string[] }[] }>();
    const members = drawn.groups.flatMap((group) => group.members);
    expect(members).toHaveLength(5);
    expect(members).not.toContain(first.userId);
    expect(await statusOf(first, year)).toBe('missed');
    expect(await statusOf(runners[6] as Client, year)).toBe('missed');
    // Each marked missed by the admin who made the draft, in the draft's transaction.
    for (const missed of [first, runners[6] as Client])
      await expectEntryAudit(t, {
        action: 'entry.missed',
        year,
        userId: missed.userId,
        actorId: admin.userId,
        from: 'registered',
        to: 'missed',
      });
    expect(await entryAudits(t, 'entry.missed', rest[0]?.userId ?? null, year)).toEqual([]);
    const late = await first.post(checkIn);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe('Check-in is closed for this season.');

    // Withdrawing stays possible until the draw is confirmed; after that only admins withdraw.
    const leaver = rest[4] as Client;
    const dropped = await admin.request('DELETE', `/api/admin/draws/${drawn._id}`);
    expect(dropped.statusCode, dropped.body).toBe(200);
    // Dropping the draft reopens check-in: a missed runner may check in again.
    expect((await first.post(checkIn)).json()).toEqual({ status: 'checked-in' });
    expect((await leaver.request('DELETE', `/api/seasons/${String(year)}/entries/me`)).statusCode).toBe(200);
    const left = { action: 'entry.self-withdraw', year, userId: leaver.userId, actorId: leaver.userId };
    await expectEntryAudit(t, { ...left, from: 'checked-in', to: 'withdrawn' });
    const second = (await admin.post('/api/admin/draws', {})).json<{ _id: string }>();
    const confirmed = await admin.post(`/api/admin/draws/${second._id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const refused = await (rest[1] as Client).request('DELETE', `/api/seasons/${String(year)}/entries/me`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/confirmed/);
    expect((await (rest[1] as Client).get(`/api/seasons/${String(year)}/signup`)).json().entry).toMatchObject({
      status: 'checked-in',
      canWithdraw: false,
    });
  });
});

describe('Admin → Entrants (rules §38)', () => {
  it('lists every entry with its answers, and exports the same as CSV', async () => {
    const year = await ownSeason(t, admin, openWindow({ signupCap: 1 }));
    const a = await applicant(t, 'ListA', { displayName: '=Formula, "quoted"' });
    const b = await applicant(t, 'ListB');
    await enter(a, year, { restreamConsent: 'clean-audio', rulesAccepted: true, personalBest: { timeMs: 7_000_000 } });
    await enter(b, year);
    const list = await entries(year);
    expect(list.map((row) => [row.discordUsername, row.status, row.position])).toEqual([
      ['lista', 'registered', null],
      ['listb', 'waitlisted', 1],
    ]);
    expect(list[0]).toMatchObject({
      restreamConsent: 'clean-audio',
      personalBest: { timeMs: 7_000_000, url: null },
      blocked: false,
      seed: null,
      seedSource: null,
      checkedInAt: null,
    });
    expect(list[0]?.enteredAt).toBeGreaterThan(nowSeconds() - 600);
    const csv = await admin.get(`/api/admin/seasons/${String(year)}/entries.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'userId,displayName,discordUsername,country,status,position,seed,seedSource,restreamConsent,personalBestMs,personalBestUrl,rulesVersion,reason,blocked,enteredAt,checkedInAt',
    );
    expect(lines[1]).toContain(
      `${String(a.userId)},"'=Formula, ""quoted""",lista,DE,registered,,,,clean-audio,7000000,`,
    );
    expect(lines).toHaveLength(3);
    expect((await a.get(`/api/admin/seasons/${String(year)}/entries`)).statusCode).toBe(403);
    expect((await a.get(`/api/admin/seasons/${String(year)}/entries.csv`)).statusCode).toBe(403);
  });

  it('refuses with a reason (the waitlist moves up), blocks and unblocks, re-admits; each audited', async () => {
    const year = await ownSeason(t, admin, openWindow({ signupCap: 1 }));
    const a = await applicant(t, 'ActA');
    const b = await applicant(t, 'ActB');
    await enter(a, year);
    await enter(b, year);
    expect((await act(year, a.userId, { action: 'refuse' })).statusCode).toBe(400);
    expect((await act(year, a.userId, { action: 'dance' })).statusCode).toBe(400);
    expect(await statusOf(a, year)).toBe('registered');
    const refused = await act(year, a.userId, { action: 'refuse', reason: 'Not a Pokémon Red run.' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'Not a Pokémon Red run.' });
    expect(await statusOf(b, year)).toBe('registered');
    expect((await audited('refuse', year, a, 'registered', 'refused')).after?.reason).toBe('Not a Pokémon Red run.');
    // The place the refusal freed moved the waitlist up: audited by the admin whose refusal freed it.
    await audited('waitlist-promote', year, b, 'waitlisted', 'registered');
    const again = await enter(a, year);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('An organiser refused your entry: Not a Pokémon Red run.');
    // Refused entries are not listed publicly.
    const entrants = (await t.anonymous.get(`/api/seasons/${String(year)}/entrants`)).json<SeasonEntrant[]>();
    expect(entrants.map((row) => row.discordUsername)).toEqual(['actb']);

    expect((await act(year, a.userId, { action: 'readmit' })).statusCode).toBe(409); // the cap is full
    await setSignups(admin, year, { signupCap: 2 });
    expect((await act(year, a.userId, { action: 'readmit' })).json()).toMatchObject({ status: 'registered' });
    await audited('readmit', year, a, 'refused', 'registered'); // one row: the refused attempt wrote none

    const blocked = await act(year, b.userId, { action: 'block', reason: 'Cheated in 2025.' });
    expect(blocked.json()).toMatchObject({ status: 'refused', blocked: true, reason: 'Cheated in 2025.' });
    const blockAudit = await audited('block', year, b, 'registered', 'refused');
    expect([blockAudit.before?.blocked, blockAudit.after?.blocked, blockAudit.after?.reason]).toEqual([
      false,
      true,
      'Cheated in 2025.',
    ]);
    const other = await ownSeason(t, admin);
    const forbidden = await enter(b, other);
    expect(forbidden.statusCode).toBe(403);
    expect((await b.get(`/api/seasons/${String(other)}/signup`)).json().checklist[2]).toMatchObject({
      key: 'not-blocked',
      met: false,
    });
    expect((await act(year, b.userId, { action: 'readmit' })).statusCode).toBe(409); // blocked
    expect((await act(year, b.userId, { action: 'unblock' })).json()).toMatchObject({ blocked: false });
    expect((await act(year, b.userId, { action: 'unblock' })).statusCode).toBe(409);
    const unblockAudit = await audited('unblock', year, b, 'refused', 'refused');
    expect([unblockAudit.before?.blocked, unblockAudit.after?.blocked]).toEqual([true, false]);
    expect(await entryAudits(t, 'entry.readmit', b.userId, year)).toEqual([]);
    expect((await enter(b, other)).statusCode).toBe(201);

    expect((await act(year, a.userId, { action: 'withdraw' })).json()).toMatchObject({ status: 'withdrawn' });
    expect((await act(year, a.userId, { action: 'withdraw' })).statusCode).toBe(409);
    await audited('withdraw', year, a, 'registered', 'withdrawn');
    expect((await act(year, '00000000-0000-4000-8000-000000000000', { action: 'withdraw' })).statusCode).toBe(404);
    expect(
      (
        await a.request('PATCH', `/api/admin/seasons/${String(year)}/entries/${String(a.userId)}`, {
          action: 'readmit',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('promotes a waitlisted runner while a place is free, never past the cap', async () => {
    const year = await ownSeason(t, admin, openWindow({ signupCap: 1 }));
    const [a, b, c] = await Promise.all(['ProA', 'ProB', 'ProC'].map((name) => applicant(t, name)));
    for (const runner of [a, b, c]) await enter(runner as Client, year);
    const full = await act(year, (c as Client).userId, { action: 'promote' });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ error: string }>().error).toMatch(/Every place is taken/);
    await setSignups(admin, year, { signupCap: 2 });
    const promoted = await act(year, (c as Client).userId, { action: 'promote' });
    expect(promoted.json()).toMatchObject({ status: 'registered', position: null });
    expect((await act(year, (a as Client).userId, { action: 'promote' })).statusCode).toBe(409);
    await audited('promote', year, c as Client, 'waitlisted', 'registered'); // one row: the refusals wrote none
    expect(await entryAudits(t, 'entry.promote', (b as Client).userId, year)).toEqual([]);
    expect(await statusOf(b as Client, year)).toBe('waitlisted');
    expect((await (c as Client).get(`/api/seasons/${String(year)}/signup`)).json().entry.promotedAt).toBeGreaterThan(0);
  });
});

describe('public entrants (rules §38)', () => {
  it('lists sign-ups and admin-added runners with status, seed and source', async () => {
    const year = await ownSeason(t, admin, openWindow({ signupCap: 1 }));
    const added = await applicant(t, 'Added');
    const response = await admin.post(`/api/admin/seasons/${String(year)}/entrants`, { userIds: [added.userId] });
    expect(response.statusCode, response.body).toBe(200);
    const waiting = await applicant(t, 'Waiting');
    expect((await enter(waiting, year)).json()).toEqual({ status: 'waitlisted', position: 1 });
    const list = (await t.anonymous.get(`/api/seasons/${String(year)}/entrants`)).json<SeasonEntrant[]>();
    expect(list.map((row) => [row.discordUsername, row.status, row.seed, row.seedSource])).toEqual([
      ['added', 'registered', null, null],
      ['waiting', 'waitlisted', null, null],
    ]);
    // The admin-added runner is registered on their own page too, and may withdraw.
    expect((await added.get(`/api/seasons/${String(year)}/signup`)).json().entry).toMatchObject({
      status: 'registered',
      canWithdraw: true,
    });
  });
});
