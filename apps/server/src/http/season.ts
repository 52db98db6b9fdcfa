/**
 * Which season a season-bound read is of (rules §36): `?season={year}` names one, its absence the current one.
 * An unknown year is a 404 before any read runs.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { currentSeasonYear, seasonYearOf, type SeasonYear } from '../db/currentSeason.ts';
import { seasons } from '../db/seasonSchema.ts';
import { tournament } from '../db/schema.ts';
import { notFound } from './errors.ts';

/** A resolved season: the SQL year the reads filter by, and whether it is the current one. */
export interface ResolvedSeason {
  year: SeasonYear;
  current: boolean;
}

export const CURRENT_SEASON: ResolvedSeason = { year: currentSeasonYear, current: true };

/**
 * The season `?season=` names. The current season's year resolves to the current season itself, so its reads are
 * the specification's reads (and its stage the tournament row's); another year must be a season on record.
 */
export async function resolveSeason(db: Db, requested: number | undefined): Promise<ResolvedSeason> {
  if (requested === undefined) return CURRENT_SEASON;
  const [row] = await db
    .select({ year: seasons.year, currentYear: tournament.year })
    .from(seasons)
    .leftJoin(tournament, eq(tournament.id, 1))
    .where(eq(seasons.year, requested));
  if (!row) throw notFound(`No season ${String(requested)}.`);
  return row.year === row.currentYear ? CURRENT_SEASON : { year: seasonYearOf(row.year), current: false };
}
