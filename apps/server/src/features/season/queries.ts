/** Seasons (rules §34) and the current season's settings (rules §33: the stored row, else the year's defaults). */
import { eq, sql } from 'drizzle-orm';
import type { SeasonEntrant, SeasonPicker, SeasonStatus, SeasonSummary } from '@pokered/core/schemas/seasons';
import { seasonPickerYears } from '@pokered/core/seasonPicker';
import { compareDisplayNames } from '@pokered/core/standings';
import { defaultSeasonSettings, type SeasonSettings } from '@pokered/core/seasonSettings';
import type { SeasonSettingsAnswer, SeasonSettingsPatch } from '@pokered/core/schemas/seasonSettings';
import type { SignupSettingsPatch } from '@pokered/core/schemas/signups';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { tournament } from '../../db/schema.ts';
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

/**
 * `GET /api/seasons/picker`: the picker's years around `shown` (rules §36, packages/core/src/seasonPicker.ts) out of
 * every year on record, a few integers whatever the number of seasons, and the shown season's summary. `shown` is a
 * season on record (the route answered 404 otherwise); undefined is the current season, none before it is created.
 */
export async function readSeasonPicker(db: Db, shown: number | undefined): Promise<SeasonPicker> {
  const rows = rowsOf<{ year: number; currentYear: number }>(
    await db.execute(sql`select s.year, t.year as "currentYear" from seasons s cross join tournament t where t.id = 1`),
  );
  const currentYear = rows[0]?.currentYear;
  if (currentYear === undefined) return { currentYear: 0, years: [], total: 0, season: null };
  const year = shown ?? currentYear;
  const years = rows.map((row) => row.year);
  const season = (await findSeason(db, year)) ?? null;
  return { currentYear, years: seasonPickerYears(years, currentYear, year), total: years.length, season };
}

/** One season's summary, or undefined for a year that is no season. */
export async function findSeason(db: Db | Tx, year: number): Promise<SeasonSummary | undefined> {
  const rows = rowsOf<SeasonFiguresRow>(await db.execute(sql`${seasonFigures} and s.year = ${year}`));
  const [row] = rows;
  return row === undefined ? undefined : toSummary(row);
}

interface EntrantRow extends Record<string, unknown> {
  userId: string;
  displayName: string;
  discordUsername: string;
  country: string | null;
  bracket: SeasonEntrant['bracket'];
  withdrawn: boolean | null;
  signupStatus: SeasonEntrant['status'] | null;
  seed: number | null;
  seedSource: SeasonEntrant['seedSource'];
}

/**
 * `GET /api/seasons/{year}/entrants`: the season's runners and sign-ups (rules §38; refused ones are not listed) by
 * display name, each with its status and published seed (rules §39); 404 for a year that is no season.
 */
export async function listSeasonEntrants(db: Db, year: number): Promise<SeasonEntrant[]> {
  const [season] = await db.select({ year: seasons.year }).from(seasons).where(eq(seasons.year, year));
  if (!season) throw notFound(`No season ${String(year)}.`);
  const rows = rowsOf<EntrantRow>(
    await db.execute(sql`
      select u.id as "userId", u.display_name as "displayName", u.discord_username as "discordUsername", u.country,
        e.bracket, e.withdrawn, s.status as "signupStatus", s.seed, s.seed_source as "seedSource"
      from (select user_id from season_signups where year = ${year} and status <> 'refused'
            union select user_id from season_entries where year = ${year}) who
      join users u on u.id = who.user_id
      left join season_entries e on e.year = ${year} and e.user_id = who.user_id
      left join season_signups s on s.year = ${year} and s.user_id = who.user_id`),
  );
  return rows
    .map((row) => ({
      userId: row.userId,
      displayName: row.displayName,
      discordUsername: row.discordUsername,
      country: row.country,
      bracket: row.bracket,
      withdrawn: row.withdrawn === true || row.signupStatus === 'withdrawn',
      status: row.withdrawn === true ? ('withdrawn' as const) : (row.signupStatus ?? ('registered' as const)),
      seed: row.seed,
      seedSource: row.seedSource,
    }))
    .sort((a, b) => compareDisplayNames(a.displayName, b.displayName));
}

/** A season settings change split into the settings of rules §33 and the sign-up settings of rules §38. */
export function splitSignupPatch(patch: SeasonSettingsPatch): {
  season: Partial<SeasonSettings>;
  signup: SignupSettingsPatch;
} {
  const { signupsOpenAt, signupsCloseAt, checkInOpensAt, signupCap, requireRacetime, ...season } = patch;
  const signup = { signupsOpenAt, signupsCloseAt, checkInOpensAt, signupCap, requireRacetime };
  return {
    season,
    signup: Object.fromEntries(Object.entries(signup).filter(([, value]) => value !== undefined)),
  };
}
