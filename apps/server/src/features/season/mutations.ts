/**
 * Admins change a season's settings (rules §33), start the next season and enter its runners (rules §34); every
 * change audited.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import { seasonSettingsProblems } from '@pokered/core/seasonSettings';
import { signupSettingsProblems } from '@pokered/core/signups';
import type { SignupSettings } from '@pokered/core/schemas/signups';
import type { SeasonSettingsAnswer, SeasonSettingsPatch } from '@pokered/core/schemas/seasonSettings';
import type { Db } from '../../db/client.ts';
import { lockTournament } from '../../db/locks.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { tournament, users } from '../../db/schema.ts';
import { seasons } from '../../db/seasonSchema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { findSeason, readSeasonSettingsOf, splitSignupPatch } from './queries.ts';
import { fromSeconds, lockSignupSeason, signupSettingsOf } from '../signups/queries.ts';

export interface StartedSeason {
  message: string;
  season: SeasonSummary;
}

/**
 * `PATCH /api/admin/seasons/{year}`: the fields sent replace the season's, and the whole must pass the rule. 404 for
 * a year that is no season, 409 once it is completed (rules §34: a completed season is read-only).
 */
export async function changeSeasonSettings(
  db: Db,
  actorId: string,
  year: number,
  patch: SeasonSettingsPatch,
  fallbackPrizePoolUrl: string | null,
): Promise<{ message: string; settings: SeasonSettingsAnswer; signup: SignupSettings }> {
  const { signup: signupPatch, season: seasonPatch } = splitSignupPatch(patch);
  return db.transaction(async (tx) => {
    // 'update' queues two admins saving at once: the second one's `before` is the first one's `after`.
    await lockTournament(tx, 'update');
    const [season] = await tx.select({ status: seasons.status }).from(seasons).where(eq(seasons.year, year));
    if (!season) throw notFound(`No season ${String(year)}.`);
    if (season.status === 'completed') throw conflict(`Season ${String(year)} is completed.`);
    const before = await readSeasonSettingsOf(tx, year, fallbackPrizePoolUrl);
    const after = { ...before, ...seasonPatch };
    const problems = seasonSettingsProblems(after);
    const signupBefore = signupSettingsOf(await lockSignupSeason(tx, year));
    const signupAfter = { ...signupBefore, ...signupPatch };
    problems.push(...signupSettingsProblems(signupAfter));
    if (problems.length > 0) throw badRequest(problems.join(' '));
    await tx
      .update(seasons)
      .set({
        ...(Object.keys(seasonPatch).length > 0 ? { settings: after } : {}),
        signupsOpenAt: fromSeconds(signupAfter.signupsOpenAt),
        signupsCloseAt: fromSeconds(signupAfter.signupsCloseAt),
        checkInOpensAt: fromSeconds(signupAfter.checkInOpensAt),
        signupCap: signupAfter.signupCap,
        requireRacetime: signupAfter.requireRacetime,
        updatedAt: new Date(),
      })
      .where(eq(seasons.year, year));
    const signupChanged = Object.keys(signupPatch).length > 0;
    await recordAudit(tx, {
      actorId,
      action: 'season.settings',
      targetType: 'season',
      targetId: String(year),
      before: signupChanged ? { ...before, ...signupBefore } : before,
      after: signupChanged ? { ...after, ...signupAfter } : after,
    });
    return {
      message: `The ${String(year)} season's settings are saved.`,
      settings: { year, ...after },
      signup: signupAfter,
    };
  });
}

/**
 * `POST /api/admin/seasons {year}` (rules §34): once the current season is completed, the next one starts in Round 1
 * with no entrants and becomes the current season. Two admins at once queue on the tournament row: one season.
 */
export async function startSeason(db: Db, actorId: string, year: number): Promise<StartedSeason> {
  return db.transaction(async (tx) => {
    const current = await lockTournament(tx, 'update');
    // A year taken is a conflict whatever its place (a second admin starting the same year gets this one).
    const [taken] = await tx.select({ year: seasons.year }).from(seasons).where(eq(seasons.year, year));
    if (taken) throw conflict(`Season ${String(year)} already exists.`);
    if (year <= current.year)
      throw badRequest(
        `A new season comes after ${String(current.year)}: choose ${String(current.year + 1)} or later.`,
      );
    if (current.stage !== 'completed')
      throw conflict(`The ${String(current.year)} season is not completed: its Final has not ended yet.`);
    await tx.insert(seasons).values({ year, status: 'upcoming', stage: 'Round 1' });
    await tx
      .update(tournament)
      .set({ year, stage: 'Round 1', updatedAt: sql`now()` })
      .where(eq(tournament.id, 1));
    await recordAudit(tx, {
      actorId,
      action: 'season.start',
      targetType: 'season',
      targetId: String(year),
      before: { year: current.year, stage: current.stage },
      after: { year, stage: 'Round 1' },
    });
    const season = await findSeason(tx, year);
    if (!season) throw new Error('the new season was not stored');
    return { message: `The ${String(year)} season has started. Add its runners from Admin → Runners.`, season };
  });
}

/**
 * `POST /api/admin/seasons/{year}/entrants {userIds}` (rules §34): enters each user in the season in Normal (§4);
 * users already entered stay as they are. 404 for a year that is no season or an unknown user, 409 for a
 * completed season; nothing is written then.
 */
export async function addSeasonEntrants(
  db: Db,
  actorId: string,
  year: number,
  userIds: readonly string[],
): Promise<{ message: string; added: number }> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, 'update');
    const [season] = await tx.select({ status: seasons.status }).from(seasons).where(eq(seasons.year, year));
    if (!season) throw notFound(`No season ${String(year)}.`);
    if (season.status === 'completed') throw conflict(`Season ${String(year)} is completed.`);
    const known = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = userIds.find((id) => !knownIds.has(id));
    if (unknown !== undefined) throw notFound(`No user ${unknown}.`);
    const added = await tx
      .insert(seasonEntries)
      .values(userIds.map((userId) => ({ year, userId, bracket: 'Normal' as const })))
      .onConflictDoNothing()
      .returning({ userId: seasonEntries.userId });
    await recordAudit(tx, {
      actorId,
      action: 'season.entrants',
      targetType: 'season',
      targetId: String(year),
      before: null,
      after: { added: added.map((row) => row.userId), alreadyEntered: userIds.length - added.length },
    });
    const already = userIds.length - added.length;
    const runners = (n: number) => `${String(n)} runner${n === 1 ? '' : 's'}`;
    return {
      message:
        `${runners(added.length)} added to the ${String(year)} season.` +
        (already > 0 ? ` ${runners(already)} already entered.` : ''),
      added: added.length,
    };
  });
}
