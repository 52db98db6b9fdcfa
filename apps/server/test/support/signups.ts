/**
 * Sign-ups through the HTTP API (rules §38): an admin opens a season's window, runners enter the way /register does.
 */
import { expect } from 'vitest';
import type { SignupSettingsPatch } from '@pokered/core/schemas/signups';
import type { Client, TestApp } from './app.ts';
import { nowSeconds } from './tournamentFixtures.ts';
import { and, asc, eq } from 'drizzle-orm';
import { seasons } from '../../src/db/seasonSchema.ts';
import { auditLog } from '../../src/db/privateSchema.ts';

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

/** An audit row as a sign-up write records it (rules §38): the Entrants row before and after, with the year. */
export interface EntryAuditRow {
  actorId: string | null;
  before: { year: number; status: string; reason?: string | null; blocked?: boolean } | null;
  after: { year: number; status: string; reason?: string | null; blocked?: boolean } | null;
}

/** The audit rows of `action` on the person `userId` in `year`, oldest first. */
export async function entryAudits(t: TestApp, action: string, userId: string | null, year: number) {
  const rows = await t.db
    .select({
      actorId: auditLog.actorId,
      before: auditLog.before,
      after: auditLog.after,
      targetType: auditLog.targetType,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))))
    .orderBy(asc(auditLog.at));
  expect(rows.every((row) => row.targetType === 'user')).toBe(true);
  return rows
    .map((row): EntryAuditRow => ({
      actorId: row.actorId,
      before: row.before as EntryAuditRow['before'],
      after: row.after as EntryAuditRow['after'],
    }))
    .filter((row) => (row.after ?? row.before)?.year === year);
}

/** Exactly one audit row of `action` on `userId` in `year`, by `actorId`, from status `from` to status `to`. */
export async function expectEntryAudit(
  t: TestApp,
  {
    action,
    userId,
    year,
    actorId,
    from,
    to,
  }: {
    action: string;
    userId: string | null;
    year: number;
    actorId: string | null;
    from: string | null;
    to: string;
  },
): Promise<EntryAuditRow> {
  const rows = await entryAudits(t, action, userId, year);
  expect(rows, `${action} on ${String(userId)}`).toHaveLength(1);
  const [row] = rows;
  expect(row?.actorId).toBe(actorId);
  expect(row?.before?.status ?? null).toBe(from);
  expect(row?.after?.status).toBe(to);
  return row as EntryAuditRow;
}
