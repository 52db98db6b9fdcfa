/** The current season's settings (rules §33): the stored row, else the defaults for its year. */
import { eq } from 'drizzle-orm';
import { defaultSeasonSettings, type SeasonSettings } from '@pokered/core/seasonSettings';
import type { SeasonSettingsAnswer } from '@pokered/core/schemas/seasonSettings';
import type { Db, Tx } from '../../db/client.ts';
import { tournament } from '../../db/schema.ts';
import { seasons } from '../../db/seasonSchema.ts';

/**
 * `fallbackPrizePoolUrl` is the server's PRIZE_POOL_URL: what a season shows until an admin saves its own link,
 * so a site set up before season settings existed keeps its navbar link.
 */
export async function readSeasonSettingsOf(
  db: Db | Tx,
  year: number,
  fallbackPrizePoolUrl: string | null,
): Promise<SeasonSettings> {
  const [row] = await db.select({ settings: seasons.settings }).from(seasons).where(eq(seasons.year, year));
  return row?.settings ?? defaultSeasonSettings(year, fallbackPrizePoolUrl);
}

/**
 * `GET /api/season/settings`: the season the tournament row names, else the server's TOURNAMENT_YEAR (a database
 * the server has not set up yet, as in a bare test app: `/api/config` must still answer).
 */
export async function readCurrentSeasonSettings(
  db: Db,
  fallback: { year: number; prizePoolUrl: string | null },
): Promise<SeasonSettingsAnswer> {
  const [row] = await db.select({ year: tournament.year }).from(tournament).where(eq(tournament.id, 1));
  const year = row?.year ?? fallback.year;
  return { year, ...(await readSeasonSettingsOf(db, year, fallback.prizePoolUrl)) };
}
