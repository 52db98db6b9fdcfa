/** An admin changes a season's settings (rules §33), audited with the settings before and after. */
import { eq } from 'drizzle-orm';
import { seasonSettingsProblems } from '@pokered/core/seasonSettings';
import type { SeasonSettingsAnswer, SeasonSettingsPatch } from '@pokered/core/schemas/seasonSettings';
import type { Db } from '../../db/client.ts';
import { lockTournament } from '../../db/locks.ts';
import { seasons } from '../../db/seasonSchema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { readSeasonSettingsOf } from './queries.ts';

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
): Promise<{ message: string; settings: SeasonSettingsAnswer }> {
  return db.transaction(async (tx) => {
    // 'update' queues two admins saving at once: the second one's `before` is the first one's `after`.
    await lockTournament(tx, 'update');
    const [season] = await tx.select({ status: seasons.status }).from(seasons).where(eq(seasons.year, year));
    if (!season) throw notFound(`No season ${String(year)}.`);
    if (season.status === 'completed') throw conflict(`Season ${String(year)} is completed.`);
    const before = await readSeasonSettingsOf(tx, year, fallbackPrizePoolUrl);
    const after = { ...before, ...patch };
    const problems = seasonSettingsProblems(after);
    if (problems.length > 0) throw badRequest(problems.join(' '));
    await tx.update(seasons).set({ settings: after, updatedAt: new Date() }).where(eq(seasons.year, year));
    await recordAudit(tx, {
      actorId,
      action: 'season.settings',
      targetType: 'season',
      targetId: String(year),
      before,
      after,
    });
    return { message: `The ${String(year)} season's settings are saved.`, settings: { year, ...after } };
  });
}
