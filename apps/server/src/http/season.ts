/**
 * Which season a season-bound read is of (rules §36): `?season={year}` names one, its absence the current one.
 * An unknown year is a 404 before any read runs.
 */
import { eq } from 'drizzle-orm';
import type { SeasonStatus } from '@pokered/core/schemas/seasons';
import type { Db, Tx } from '../db/client.ts';
import { currentSeasonYear, seasonYearOf, type SeasonYear } from '../db/currentSeason.ts';
import { seasons } from '../db/seasonSchema.ts';
import { tournament } from '../db/schema.ts';
import { conflict, notFound } from './errors.ts';

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

/**
 * The one spelling of a season-bound read's query that the read cache keeps (`cacheQuery`, src/http/readCache.ts):
 * `{path}?season={four digits}`, so at most one answer per season on record (404s are not kept).
 */
export function oneSeasonSpelling(path: `/api/${string}`): RegExp {
  return new RegExp(`^${path.replaceAll('/', '\\/')}\\?season=\\d{4}$`);
}

/**
 * rules §36: a completed season is read-only. A write into it answers 409 'Season {year} is completed.' and changes
 * nothing, except an admin's correction of a recorded result (`correction`). Answers the season's status.
 */
export async function requireOpenSeason(
  tx: Tx,
  year: number,
  { correction = false }: { correction?: boolean } = {},
): Promise<SeasonStatus> {
  const [row] = await tx.select({ status: seasons.status }).from(seasons).where(eq(seasons.year, year));
  const status = row?.status ?? 'upcoming';
  if (status === 'completed' && !correction) throw conflict(`Season ${String(year)} is completed.`);
  return status;
}
