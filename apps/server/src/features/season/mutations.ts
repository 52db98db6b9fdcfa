/** An admin saves the current season's settings (rules §33), audited with the settings before and after. */
import type { SeasonSettings } from '@pokered/core/seasonSettings';
import type { SeasonSettingsAnswer } from '@pokered/core/schemas/seasonSettings';
import type { Db } from '../../db/client.ts';
import { lockTournament } from '../../db/locks.ts';
import { seasons } from '../../db/seasonSchema.ts';
import { conflict } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { readSeasonSettingsOf } from './queries.ts';

/** `PUT /api/admin/season/settings`: 409 once the season is completed, read-only from then on (rules §33). */
export async function saveSeasonSettings(
  db: Db,
  actorId: string,
  settings: SeasonSettings,
  fallbackPrizePoolUrl: string | null,
): Promise<{ message: string; settings: SeasonSettingsAnswer }> {
  return db.transaction(async (tx) => {
    // 'update' queues two admins saving at once: the second one's `before` is the first one's `after`.
    const { year, stage } = await lockTournament(tx, 'update');
    if (stage === 'completed') throw conflict(`Season ${String(year)} is completed.`);
    const before = await readSeasonSettingsOf(tx, year, fallbackPrizePoolUrl);
    await tx
      .insert(seasons)
      .values({ year, settings })
      .onConflictDoUpdate({ target: seasons.year, set: { settings, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId,
      action: 'season.settings',
      targetType: 'season',
      targetId: String(year),
      before,
      after: settings,
    });
    return { message: `The ${String(year)} season's settings are saved.`, settings: { year, ...settings } };
  });
}
