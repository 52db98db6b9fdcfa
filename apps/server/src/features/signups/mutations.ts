/**
 * A runner's own sign-up writes (rules §38): enter, withdraw, check in, accept changed rules; and what a free place
 * and the Round 1 draft do to the waitlist and to those who did not check in. Each holds the tournament row (shared)
 * and then the season row (for update), so the cap holds across server processes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  RULES_VERSION,
  canCheckIn,
  canSelfWithdraw,
  checkInOpen,
  entryChecklist,
  fitsUnderCap,
  signupPhase,
  unmetItems,
} from '@pokered/core/signups';
import type { AdminEntry, ChecklistKey, EnterSeasonRequest, EntryStatus } from '@pokered/core/schemas/signups';
import type { Tx, Db } from '../../db/client.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { lockTournament } from '../../db/locks.ts';
import { seasonSignups } from '../../db/signupSchema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { notifyPromoted } from './announcements/mutations.ts';
import { readEntry } from './admin/queries.ts';
import { recordAudit } from '../audit/mutations.ts';
import {
  checklistFacts,
  countEntered,
  lockSignupSeason,
  nowSeconds,
  roundOneDraw,
  waitlist,
  waitlistPosition,
  type SignupSeason,
} from './queries.ts';

/**
 * The audit of a sign-up write (rules §38): every write is audited, the runner's own as an admin's, as
 * `entry.{action}` on the person, with the Entrants row before and after (the admin's changes record the same shape).
 */
interface EntryAudit {
  /** The runner for their own writes; the admin (or runner) whose write caused it otherwise. */
  actorId: string;
  action: string;
  year: number;
  userId: string;
  /** The row read at the start of the transaction (null: no entry yet). */
  before: AdminEntry | null;
}

/** Records the change, reading the row after it in the same transaction (so the log and the write land together). */
export async function auditEntry(tx: Tx, { actorId, action, year, userId, before }: EntryAudit): Promise<void> {
  const after = await readEntry(tx, year, userId);
  await recordAudit(tx, {
    actorId,
    action,
    targetType: 'user',
    targetId: userId,
    before: before === null ? null : { year, ...before },
    after: after === null ? null : { year, ...after },
  });
}

export type EnterResult =
  | { kind: 'entered'; status: 'registered' | 'waitlisted'; position?: number }
  | { kind: 'unmet'; unmet: ChecklistKey[] };

/** The caller's sign-up and entry rows, and the status they add up to (an admin-added runner is registered). */
export async function entryOf(tx: Tx, year: number, userId: string) {
  const [signup] = await tx
    .select()
    .from(seasonSignups)
    .where(and(eq(seasonSignups.year, year), eq(seasonSignups.userId, userId)));
  const [entry] = await tx
    .select({ withdrawn: seasonEntries.withdrawn })
    .from(seasonEntries)
    .where(and(eq(seasonEntries.year, year), eq(seasonEntries.userId, userId)));
  const status: EntryStatus | null =
    entry?.withdrawn === true ? 'withdrawn' : (signup?.status ?? (entry ? 'registered' : null));
  return { signup, entry, status };
}

/** Gives `userId` a place: the season entry that makes them a runner (rules §34), in Normal (rules §4). */
export async function givePlace(tx: Tx, year: number, userId: string): Promise<void> {
  await tx
    .insert(seasonEntries)
    .values({ year, userId, bracket: 'Normal' })
    .onConflictDoUpdate({ target: [seasonEntries.year, seasonEntries.userId], set: { withdrawn: false } });
}

/** Takes the place back (before Round 1 is drawn, an entry holds no result). */
export async function takePlace(tx: Tx, year: number, userId: string): Promise<void> {
  await tx.delete(seasonEntries).where(and(eq(seasonEntries.year, year), eq(seasonEntries.userId, userId)));
}

/** Writes the sign-up's status (inserting the row of an admin-added runner, who has none yet). */
export async function setStatus(
  tx: Tx,
  year: number,
  userId: string,
  status: EntryStatus,
  extra: Partial<typeof seasonSignups.$inferInsert> = {},
): Promise<void> {
  const now = new Date();
  await tx
    .insert(seasonSignups)
    .values({ year, userId, status, ...extra })
    .onConflictDoUpdate({
      target: [seasonSignups.year, seasonSignups.userId],
      set: { status, updatedAt: now, ...extra },
    });
}

/**
 * Free places go to the waitlist in order (rules §38) while the cap allows and Round 1 is not drawn; each runner
 * promoted is told on the personal home (`promotedAt`) and in the announcements channel, and each promotion is
 * audited as `entry.waitlist-promote` by `actorId`, whose write freed the place. Returns who moved up.
 */
export async function promoteWhileFree(tx: Tx, season: SignupSeason, actorId: string): Promise<string[]> {
  const promoted: string[] = [];
  const queue = await waitlist(tx, season.year);
  let entered = await countEntered(tx, season.year);
  for (const userId of queue) {
    if (!fitsUnderCap(season.signupCap, entered)) break;
    const before = await readEntry(tx, season.year, userId);
    await promote(tx, season.year, userId);
    await auditEntry(tx, { actorId, action: 'entry.waitlist-promote', year: season.year, userId, before });
    promoted.push(userId);
    entered += 1;
  }
  return promoted;
}

/** One waitlisted runner moves up: registered, with a place, told. */
export async function promote(tx: Tx, year: number, userId: string): Promise<void> {
  await setStatus(tx, year, userId, 'registered', { promotedAt: new Date(), reason: null });
  await givePlace(tx, year, userId);
  await notifyPromoted(tx, year, userId);
}

/** `POST /api/seasons/{year}/entries` (rules §38). */
export async function enterSeason(
  db: Db,
  userId: string,
  year: number,
  body: EnterSeasonRequest,
): Promise<EnterResult> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, 'share');
    const season = await lockSignupSeason(tx, year);
    const facts = await checklistFacts(tx, userId);
    if (facts.blockReason !== null)
      throw forbidden(`An organiser blocked this account from entering: ${facts.blockReason}`);
    const phase = signupPhase(season, nowSeconds());
    if (phase === 'not-open') throw conflict(`Sign-ups for the ${String(year)} season are not open yet.`);
    if (phase === 'closed') throw conflict(`Sign-ups for the ${String(year)} season are closed.`);
    const current = await entryOf(tx, year, userId);
    const before = await readEntry(tx, year, userId);
    if (current.status === 'refused')
      throw conflict(`An organiser refused your entry${current.signup?.reason ? `: ${current.signup.reason}` : '.'}`);
    if (current.status !== null && current.status !== 'withdrawn')
      throw conflict(`You have already entered the ${String(year)} season.`);
    const unmet = unmetItems(entryChecklist({ requireRacetime: season.requireRacetime, ...facts, blocked: false }));
    if (unmet.length > 0) return { kind: 'unmet', unmet };
    const fits = fitsUnderCap(season.signupCap, await countEntered(tx, year));
    const now = new Date();
    const answers = {
      restreamConsent: body.restreamConsent,
      rulesVersion: RULES_VERSION,
      personalBestMs: body.personalBest?.timeMs ?? null,
      personalBestUrl: body.personalBest?.url ?? null,
      reason: null,
      checkedInAt: null,
      promotedAt: null,
      seed: null,
      seedSource: null,
      enteredAt: now,
      queuedAt: now,
    };
    const audit = { actorId: userId, action: 'entry.enter', year, userId, before };
    if (!fits) {
      await setStatus(tx, year, userId, 'waitlisted', answers);
      const position = await waitlistPosition(tx, year, userId);
      await auditEntry(tx, audit);
      return { kind: 'entered', status: 'waitlisted', position: position ?? 1 };
    }
    await setStatus(tx, year, userId, 'registered', answers);
    await givePlace(tx, year, userId);
    await auditEntry(tx, audit);
    return { kind: 'entered', status: 'registered' };
  });
}

/** `DELETE /api/seasons/{year}/entries/me` (rules §38): until the Round 1 draw is confirmed. */
export async function withdrawSelf(db: Db, userId: string, year: number): Promise<{ status: 'withdrawn' }> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, 'share');
    const season = await lockSignupSeason(tx, year);
    const { status } = await entryOf(tx, year, userId);
    if (status === null) throw notFound(`You have not entered the ${String(year)} season.`);
    const draw = await roundOneDraw(tx, year);
    if (draw.confirmed)
      throw conflict('The Round 1 draw is confirmed: only an organiser can withdraw you now (rules §8).');
    if (!canSelfWithdraw(status, false)) throw conflict(`Your entry is ${status}: there is nothing to withdraw.`);
    const before = await readEntry(tx, year, userId);
    await setStatus(tx, year, userId, 'withdrawn', { checkedInAt: null });
    await takePlace(tx, year, userId);
    await auditEntry(tx, { actorId: userId, action: 'entry.self-withdraw', year, userId, before });
    await promoteWhileFree(tx, season, userId);
    return { status: 'withdrawn' as const };
  });
}

/** `POST /api/seasons/{year}/entries/me/check-in` (rules §38): from its time until the Round 1 draft is made. */
export async function checkIn(db: Db, userId: string, year: number): Promise<{ status: 'checked-in' }> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, 'share');
    const season = await lockSignupSeason(tx, year);
    const draw = await roundOneDraw(tx, year);
    const open = checkInOpen(season, nowSeconds(), draw.draftMade);
    if (!open)
      throw conflict(
        season.checkInOpensAt === null || draw.draftMade
          ? 'Check-in is closed for this season.'
          : 'Check-in has not opened yet.',
      );
    const { status } = await entryOf(tx, year, userId);
    if (status === null) throw notFound(`You have not entered the ${String(year)} season.`);
    if (status === 'checked-in') return { status: 'checked-in' as const };
    if (!canCheckIn(status, open)) throw conflict(`Your entry is ${status}: only a registered runner checks in.`);
    const before = await readEntry(tx, year, userId);
    if (status === 'missed') {
      if (!fitsUnderCap(season.signupCap, await countEntered(tx, year)))
        throw conflict('Every place is taken now: ask an organiser to re-admit you.');
      await givePlace(tx, year, userId);
    }
    await setStatus(tx, year, userId, 'checked-in', { checkedInAt: new Date() });
    await auditEntry(tx, { actorId: userId, action: 'entry.check-in', year, userId, before });
    return { status: 'checked-in' as const };
  });
}

/** `POST /api/seasons/{year}/entries/me/rules`: the current rules accepted again (rules §38). */
export async function acceptRules(
  db: Db,
  userId: string,
  year: number,
): Promise<{ message: string; rulesVersion: string }> {
  return db.transaction(async (tx) => {
    await lockSignupSeason(tx, year);
    const { status } = await entryOf(tx, year, userId);
    if (status === null) throw notFound(`You have not entered the ${String(year)} season.`);
    const before = await readEntry(tx, year, userId);
    await setStatus(tx, year, userId, status, { rulesVersion: RULES_VERSION });
    await auditEntry(tx, { actorId: userId, action: 'entry.rules-accept', year, userId, before });
    return { message: 'Thank you: the current rules are accepted.', rulesVersion: RULES_VERSION };
  });
}

/**
 * The Round 1 draft closes check-in (rules §38): when the season set a check-in time, every entrant who did not
 * check in is `missed` and loses their place, so the draft does not draw them. Called by the draft's own
 * transaction (it holds the tournament row), each runner audited as `entry.missed` by the admin making the draft;
 * answers who missed.
 */
export async function markMissedCheckIn(tx: Tx, year: number, actorId: string): Promise<string[]> {
  const season = await lockSignupSeason(tx, year);
  if (season.checkInOpensAt === null) return [];
  const entered = await tx
    .select({ userId: seasonEntries.userId, status: seasonSignups.status })
    .from(seasonEntries)
    .leftJoin(seasonSignups, and(eq(seasonSignups.year, year), eq(seasonSignups.userId, seasonEntries.userId)))
    .where(and(eq(seasonEntries.year, year), eq(seasonEntries.withdrawn, false)));
  const missed = entered.filter((row) => row.status !== 'checked-in').map((row) => row.userId);
  if (missed.length === 0) return [];
  const before = new Map<string, AdminEntry | null>();
  for (const userId of missed) before.set(userId, await readEntry(tx, year, userId));
  for (const userId of missed) await setStatus(tx, year, userId, 'missed');
  await tx.delete(seasonEntries).where(and(eq(seasonEntries.year, year), inArray(seasonEntries.userId, missed)));
  for (const userId of missed)
    await auditEntry(tx, { actorId, action: 'entry.missed', year, userId, before: before.get(userId) ?? null });
  return missed;
}
