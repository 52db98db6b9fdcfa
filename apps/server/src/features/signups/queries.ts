/**
 * Sign-ups (rules §38): the season's sign-up settings, where Round 1's draw stands, and what
 * `GET /api/seasons/{year}/signup` answers.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  RULES_VERSION,
  canCheckIn,
  canSelfWithdraw,
  checkInOpen,
  entryChecklist,
  signupPhase,
  type ChecklistLine,
} from '@pokered/core/signups';
import type { ChecklistItem, OwnEntry, SignupSettings, SignupState } from '@pokered/core/schemas/signups';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { draws, groups, users } from '../../db/schema.ts';
import { seasons } from '../../db/seasonSchema.ts';
import { seasonSignups, userBlocks } from '../../db/signupSchema.ts';
import { conflict, notFound } from '../../http/errors.ts';

export const toSeconds = (at: Date | null): number | null => (at === null ? null : Math.floor(at.getTime() / 1000));
export const fromSeconds = (at: number | null): Date | null => (at === null ? null : new Date(at * 1000));
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const seasonColumns = {
  year: seasons.year,
  status: seasons.status,
  signupsOpenAt: seasons.signupsOpenAt,
  signupsCloseAt: seasons.signupsCloseAt,
  checkInOpensAt: seasons.checkInOpensAt,
  signupCap: seasons.signupCap,
  requireRacetime: seasons.requireRacetime,
  seedingPublishedAt: seasons.seedingPublishedAt,
  settings: seasons.settings,
};

export interface SignupSeason extends SignupSettings {
  year: number;
  status: 'upcoming' | 'running' | 'completed';
  seedingPublished: boolean;
}

function toSignupSeason(row: {
  year: number;
  status: 'upcoming' | 'running' | 'completed';
  signupsOpenAt: Date | null;
  signupsCloseAt: Date | null;
  checkInOpensAt: Date | null;
  signupCap: number | null;
  requireRacetime: boolean;
  seedingPublishedAt: Date | null;
}): SignupSeason {
  return {
    year: row.year,
    status: row.status,
    signupsOpenAt: toSeconds(row.signupsOpenAt),
    signupsCloseAt: toSeconds(row.signupsCloseAt),
    checkInOpensAt: toSeconds(row.checkInOpensAt),
    signupCap: row.signupCap,
    requireRacetime: row.requireRacetime,
    seedingPublished: row.seedingPublishedAt !== null,
  };
}

/** The settings part of a season (rules §38). */
export const signupSettingsOf = (season: SignupSettings): SignupSettings => ({
  signupsOpenAt: season.signupsOpenAt,
  signupsCloseAt: season.signupsCloseAt,
  checkInOpensAt: season.checkInOpensAt,
  signupCap: season.signupCap,
  requireRacetime: season.requireRacetime,
});

/** The season of `year`, or 404. */
export async function readSignupSeason(db: Db | Tx, year: number): Promise<SignupSeason> {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.year, year));
  if (!row) throw notFound(`No season ${String(year)}.`);
  return toSignupSeason(row);
}

/**
 * The season row locked until the transaction ends (rules §38): every write that counts places under the cap
 * queues here, in every server process, so two runners taking the last place get one place and one waitlist spot.
 * 404 for a year that is no season, 409 once it is completed.
 */
export async function lockSignupSeason(tx: Tx, year: number): Promise<SignupSeason> {
  const [row] = await tx.select(seasonColumns).from(seasons).where(eq(seasons.year, year)).for('update');
  if (!row) throw notFound(`No season ${String(year)}.`);
  if (row.status === 'completed') throw conflict(`Season ${String(year)} is completed.`);
  return toSignupSeason(row);
}

/** Where Round 1's draw of `year` stands: a draft made (or confirmed), and confirmed (or groups made by hand). */
export async function roundOneDraw(db: Db | Tx, year: number): Promise<{ draftMade: boolean; confirmed: boolean }> {
  const rows = await db
    .select({ status: draws.status })
    .from(draws)
    .where(and(eq(draws.year, year), eq(draws.round, 'Round 1'), inArray(draws.status, ['draft', 'confirmed'])));
  const [grouped] = await db
    .select({ n: count() })
    .from(groups)
    .where(and(eq(groups.year, year), eq(groups.round, 'Round 1')));
  const confirmed = rows.some((row) => row.status === 'confirmed') || (grouped?.n ?? 0) > 0;
  return { confirmed, draftMade: confirmed || rows.length > 0 };
}

/** Places taken (rules §38): the season's entries not withdrawn, admin-added runners included. */
export async function countEntered(db: Db | Tx, year: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(seasonEntries)
    .where(and(eq(seasonEntries.year, year), eq(seasonEntries.withdrawn, false)));
  return row?.n ?? 0;
}

/** The waitlist in order: first queued first (ties by user id). */
export async function waitlist(db: Db | Tx, year: number): Promise<string[]> {
  const rows = await db
    .select({ userId: seasonSignups.userId })
    .from(seasonSignups)
    .where(and(eq(seasonSignups.year, year), eq(seasonSignups.status, 'waitlisted')))
    .orderBy(asc(seasonSignups.queuedAt), asc(seasonSignups.userId));
  return rows.map((row) => row.userId);
}

/** 1-based place of `userId` on the waitlist, or null. */
export async function waitlistPosition(db: Db | Tx, year: number, userId: string): Promise<number | null> {
  const [row] = rowsOf<{ position: number }>(
    await db.execute(sql`
    select 1 + (select count(*)::int from season_signups o
      where o.year = s.year and o.status = 'waitlisted'
        and (o.queued_at, o.user_id) < (s.queued_at, s.user_id)) as position
    from season_signups s where s.year = ${year} and s.user_id = ${userId} and s.status = 'waitlisted'`),
  );
  return row?.position ?? null;
}

/** What the checklist is made of, for one person (rules §38). */
export async function checklistFacts(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ racetimeId: users.racetimeId, country: users.country, blockReason: userBlocks.reason })
    .from(users)
    .leftJoin(userBlocks, eq(userBlocks.userId, users.id))
    .where(eq(users.id, userId));
  return {
    racetimeLinked: (row?.racetimeId ?? null) !== null,
    country: row?.country ?? null,
    blockReason: row?.blockReason ?? null,
  };
}

/** Where each item is fixed (the web's paths: the settings page links racetime.gg and sets the country). */
const FIX_PATHS: Record<ChecklistLine['key'], string | null> = {
  racetime: '/user/settings#racetime',
  country: '/user/settings',
  'not-blocked': null,
};

export const withFixPaths = (lines: readonly ChecklistLine[]): ChecklistItem[] =>
  lines.map((line) => ({ ...line, fixPath: line.met ? null : FIX_PATHS[line.key] }));

/** The caller's entry: their sign-up, or the entry an admin gave them (counted as registered). */
async function ownEntry(
  db: Db,
  season: SignupSeason,
  userId: string,
  draw: { draftMade: boolean; confirmed: boolean },
  now: number,
  blockReason: string | null,
): Promise<OwnEntry | null> {
  const [signup] = await db
    .select()
    .from(seasonSignups)
    .where(and(eq(seasonSignups.year, season.year), eq(seasonSignups.userId, userId)));
  const [entry] = await db
    .select({ withdrawn: seasonEntries.withdrawn })
    .from(seasonEntries)
    .where(and(eq(seasonEntries.year, season.year), eq(seasonEntries.userId, userId)));
  if (!signup && !entry) return null;
  const status = entry?.withdrawn === true ? 'withdrawn' : (signup?.status ?? 'registered');
  const open = checkInOpen(season, now, draw.draftMade);
  const rulesVersion = signup?.rulesVersion ?? RULES_VERSION;
  return {
    status,
    position: status === 'waitlisted' ? await waitlistPosition(db, season.year, userId) : null,
    restreamConsent: signup?.restreamConsent ?? 'no',
    personalBest:
      signup?.personalBestMs != null ? { timeMs: signup.personalBestMs, url: signup.personalBestUrl } : null,
    rulesVersion,
    rulesOutdated: rulesVersion !== RULES_VERSION,
    canWithdraw: canSelfWithdraw(status, draw.confirmed),
    canCheckIn: canCheckIn(status, open),
    reason: signup?.reason ?? blockReason,
    promotedAt: toSeconds(signup?.promotedAt ?? null),
  };
}

/** `GET /api/seasons/{year}/signup`: the window and counts for anyone; the checklist and entry for the caller. */
export async function readSignupState(db: Db, year: number, userId: string | null): Promise<SignupState> {
  const season = await readSignupSeason(db, year);
  const now = nowSeconds();
  const draw = await roundOneDraw(db, year);
  const counts = await db
    .select({ status: seasonSignups.status, n: count() })
    .from(seasonSignups)
    .where(eq(seasonSignups.year, year))
    .groupBy(seasonSignups.status);
  const waitlisted = counts.find((row) => row.status === 'waitlisted')?.n ?? 0;
  let checklist: ChecklistItem[] | null = null;
  let entry: OwnEntry | null = null;
  if (userId !== null) {
    const facts = await checklistFacts(db, userId);
    checklist = withFixPaths(
      entryChecklist({ requireRacetime: season.requireRacetime, ...facts, blocked: facts.blockReason !== null }),
    );
    entry = await ownEntry(db, season, userId, draw, now, facts.blockReason);
  }
  return {
    year,
    ...signupSettingsOf(season),
    phase: signupPhase(season, now),
    checkInOpen: checkInOpen(season, now, draw.draftMade),
    registered: await countEntered(db, year),
    waitlisted,
    rulesVersion: RULES_VERSION,
    checklist,
    entry,
  };
}
