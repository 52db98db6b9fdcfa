/**
 * The demo's current season entered through sign-ups (rules §38) and was seeded (rules §39): /entrants shows seeds
 * and their sources, one runner withdrew before the draw, one missed check-in, one moved up from the waitlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import type { AdminEntry } from '@pokered/core/schemas/signups';
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
  it('lists seeds with their sources, a withdrawal, a missed check-in and a promotion', async () => {
    const list = (await t.anonymous.get(`/api/seasons/${String(TEST_YEAR)}/entrants`)).json<SeasonEntrant[]>();
    const count = (status: string) => list.filter((row) => row.status === status).length;
    expect(count('withdrawn')).toBe(1);
    expect(count('missed')).toBe(1);
    expect(count('checked-in')).toBeGreaterThan(30);
    const sources = new Set(list.map((row) => row.seedSource));
    for (const source of ['last-season', 'claimed', 'none']) expect(sources).toContain(source);
    const seeds = list.flatMap((row) => (row.seed === null ? [] : [row.seed])).sort((a, b) => a - b);
    expect(seeds).toEqual(seeds.map((_, index) => index + 1));
    const admin = await makeAdmin(t);
    const entries = (await admin.get(`/api/admin/seasons/${String(TEST_YEAR)}/entries`)).json<AdminEntry[]>();
    expect(entries.every((entry) => entry.restreamConsent !== null && entry.rulesVersion !== null)).toBe(true);
    const state = (await t.anonymous.get(`/api/seasons/${String(TEST_YEAR)}/signup`)).json();
    expect(state).toMatchObject({ phase: 'closed', checkInOpen: false, signupCap: state.registered });
  });
});
