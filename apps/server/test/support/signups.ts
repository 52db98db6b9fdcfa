/**
 * Sign-ups through the HTTP API (rules §38): an admin opens a season's window, runners enter the way /register does.
 */
import { expect } from 'vitest';
import type { SignupSettingsPatch } from '@pokered/core/schemas/signups';
import type { Client, TestApp } from './app.ts';
import { nowSeconds } from './tournamentFixtures.ts';
import { seasons } from '../../src/db/seasonSchema.ts';

/** The season's sign-up settings changed by the admin; fails the test unless saved. */
export async function setSignups(admin: Client, year: number, patch: SignupSettingsPatch): Promise<void> {
  const response = await admin.request('PATCH', `/api/admin/seasons/${String(year)}`, patch);
  expect(response.statusCode, response.body).toBe(200);
}

/** Sign-ups open since an hour ago, closing in a day; the rest as given. */
export const openWindow = (extra: SignupSettingsPatch = {}): SignupSettingsPatch => ({
  signupsOpenAt: nowSeconds() - 3600,
  signupsCloseAt: nowSeconds() + 24 * 3600,
  ...extra,
});

/** A person who meets the checklist: a country and a linked racetime.gg account. */
export async function applicant(t: TestApp, name: string, extra: Record<string, unknown> = {}): Promise<Client> {
  return t.as(name, { country: 'DE', racetimeId: `rt${name}`, ...extra });
}

export const ENTRY = { restreamConsent: 'yes', rulesAccepted: true } as const;

/** POST /api/seasons/{year}/entries with the usual answers. */
export const enter = (client: Client, year: number, body: object = ENTRY) =>
  client.post(`/api/seasons/${String(year)}/entries`, body);

/** The caller's status as GET /api/seasons/{year}/signup tells it. */
export async function statusOf(client: Client, year: number): Promise<string | null> {
  const state = (await client.get(`/api/seasons/${String(year)}/signup`)).json<{ entry: { status: string } | null }>();
  return state.entry?.status ?? null;
}

let nextYear = 2100;

/**
 * A season of its own for one test (tests run shuffled): an upcoming year after the current one, with these sign-up
 * settings saved by the admin. Sign-ups work for any season that is not completed.
 */
export async function ownSeason(t: TestApp, admin: Client, patch: SignupSettingsPatch = openWindow()): Promise<number> {
  const year = nextYear++;
  await t.db.insert(seasons).values({ year, status: 'upcoming' });
  if (Object.keys(patch).length > 0) await setSignups(admin, year, patch);
  return year;
}
