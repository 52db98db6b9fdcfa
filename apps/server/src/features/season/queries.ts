/** Seasons (rules §34) and the current season's settings (rules §33: the stored row, else the year's defaults). */
import { eq, sql } from 'drizzle-orm';
import type { SeasonEntrant, SeasonStatus, SeasonSummary } from '@pokered/core/schemas/seasons';
import { compareDisplayNames } from '@pokered/core/standings';
import { defaultSeasonSettings, type SeasonSettings } from '@pokered/core/seasonSettings';
import type { SeasonSettingsAnswer } from '@pokered/core/schemas/seasonSettings';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { tournament, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
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

/** A season's headline figures (rules §34): its Final's winner, entrants, counted races and best finished time. */
const seasonFigures = sql`
  select s.year, s.status, (s.year = t.year) as "current",
    hof.gold ->> 'userId' as "championId", champion.display_name as "championName",
    (select count(*) from season_entries e where e.year = s.year)::int as runners,
    (select count(*) from races r where r.year = s.year and r.completed and not r.cancelled)::int as races,
    (select min(rr.finish_time_ms) from race_results rr join races r on r.id = rr.race_id
      where r.year = s.year and r.completed and not r.cancelled and rr.status = 'Finished') as "bestTimeMs"
  from seasons s
  cross join tournament t
  left join hall_of_fame hof on hof.year = s.year and s.status = 'completed'
  left join users champion on champion.id::text = hof.gold ->> 'userId'
  where t.id = 1`;

interface SeasonFiguresRow extends Record<string, unknown> {
  year: number;
  status: SeasonStatus;
  current: boolean;
  championId: string | null;
  championName: string | null;
  runners: number;
  races: number;
  bestTimeMs: number | null;
}

function toSummary(row: SeasonFiguresRow): SeasonSummary {
  return {
    year: row.year,
    status: row.status,
    current: row.current,
    champion:
      row.championId !== null && row.championName !== null
        ? { userId: row.championId, displayName: row.championName }
        : null,
    runners: row.runners,
    races: row.races,
    bestTimeMs: row.bestTimeMs,
  };
}

/** `GET /api/seasons`: every season, newest first. */
export async function listSeasons(db: Db | Tx): Promise<SeasonSummary[]> {
  const rows = rowsOf<SeasonFiguresRow>(await db.execute(sql`${seasonFigures} order by s.year desc`));
  return rows.map(toSummary);
}

/** One season's summary, or undefined for a year that is no season. */
export async function findSeason(db: Db | Tx, year: number): Promise<SeasonSummary | undefined> {
  const rows = rowsOf<SeasonFiguresRow>(await db.execute(sql`${seasonFigures} and s.year = ${year}`));
  const [row] = rows;
  return row === undefined ? undefined : toSummary(row);
}

/** `GET /api/seasons/{year}/entrants`: the season's runners by display name; 404 for a year that is no season. */
export async function listSeasonEntrants(db: Db, year: number): Promise<SeasonEntrant[]> {
  const [season] = await db.select({ year: seasons.year }).from(seasons).where(eq(seasons.year, year));
  if (!season) throw notFound(`No season ${String(year)}.`);
  const rows = await db
    .select({
      userId: users.id,
      displayName: users.displayName,
      discordUsername: users.discordUsername,
      country: users.country,
      bracket: seasonEntries.bracket,
      withdrawn: seasonEntries.withdrawn,
    })
    .from(seasonEntries)
    .innerJoin(users, eq(users.id, seasonEntries.userId))
    .where(eq(seasonEntries.year, year));
  return rows.sort((a, b) => compareDisplayNames(a.displayName, b.displayName));
}
