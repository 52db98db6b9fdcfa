/**
 * Which season a page shows (rules §36): a past season's pages live under `/seasons/{year}/…` and read that year;
 * today's URLs read the current season. A past season is read-only: its pages hide every action.
 */
import { useParams, type Params } from 'react-router';
import type { PageSeason } from '../api/seasonQuery';
import type { SeasonSummary } from '../api/seasons';
import { paths, type SeasonSection } from '../urls';

const FOUR_DIGITS = /^\d{4}$/;

/** The year `/seasons/:year/…` names; undefined on today's URLs (or a year that is no four digits). */
export function seasonOfParams(params: Params): PageSeason {
  const { year } = params;
  return year !== undefined && FOUR_DIGITS.test(year) ? Number(year) : undefined;
}

/** The season of the page being drawn: a past season's year, or undefined for the current season. */
export function usePageSeason(): PageSeason {
  return seasonOfParams(useParams());
}

/** Today's URL of each section: where the current season's pages are. */
export const CURRENT_SECTION_PATHS: Record<SeasonSection, string> = {
  standings: paths.standings,
  bracket: paths.bracket,
  groups: paths.groups,
  races: paths.races.past,
  stats: paths.stats,
  pickems: paths.pickems.leaderboard,
  'pickems/stats': paths.pickems.stats,
};

const SECTIONS = Object.keys(CURRENT_SECTION_PATHS) as SeasonSection[];

/** The section of a season's URL (`/seasons/2025/pickems/stats` → 'pickems/stats'); undefined for `/seasons/2025`. */
export function sectionOfPath(pathname: string): SeasonSection | undefined {
  const rest = pathname.split('/').slice(3).filter(Boolean).join('/');
  return SECTIONS.find((section) => section === rest);
}

/** Where a section of `year` is: today's URL for the current season, `/seasons/{year}/…` for a past one. */
export function seasonSectionPath(year: number, currentYear: number | undefined, section: SeasonSection): string {
  return year === currentYear ? CURRENT_SECTION_PATHS[section] : paths.seasonPage(year, section);
}

/** A past season's tab title ("2025 season standings" from 'standings'); undefined keeps the page's own title. */
export function seasonTitle(name: string, season: PageSeason): string | undefined {
  return season === undefined ? undefined : `${String(season)} season ${name}`;
}

/** The server's sentence for a year it has no season of (`?season=`, rules §36). */
export const noSeason = (year: string) => `No season ${year}.`;

/** "The 2025 season — champion: Ash": what the reader looks at, in words. */
export function seasonHeadline(season: Pick<SeasonSummary, 'year' | 'champion'>): string {
  const champion = season.champion ? `champion: ${season.champion.displayName}` : 'no champion';
  return `The ${String(season.year)} season — ${champion}`;
}
