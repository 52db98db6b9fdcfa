/**
 * The link preview of a past season's page (rules §36): "2025 season standings", and the season's champion from
 * the summary the page's banner loaded (the season picker's answer for the year).
 */
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import { paths } from '../urls';

/** Each season page's pattern and what it is called ("2025 season …"). */
export const SEASON_PAGE_NAMES: Readonly<Record<string, string>> = {
  [paths.seasonPage(':year', 'standings')]: 'standings',
  [paths.seasonPage(':year', 'bracket')]: 'playoff bracket',
  [paths.seasonPage(':year', 'groups')]: 'groups',
  [paths.seasonPage(':year', 'races')]: 'races',
  [paths.seasonPage(':year', 'stats')]: 'stats',
  [paths.seasonPage(':year', 'pickems')]: 'Pickems leaderboard',
  [paths.seasonPage(':year', 'pickems/stats')]: 'Pickems stats',
};

export function seasonPageMeta(
  pattern: string,
  year: string,
  season: SeasonSummary | null | undefined,
): { title: string; description: string } | null {
  const name = SEASON_PAGE_NAMES[pattern];
  if (name === undefined) return null;
  const champion = season?.champion ? ` · Champion: ${season.champion.displayName}` : '';
  return {
    title: `${year} season ${name}`,
    description: `The ${name} of the ${year} Pokémon Red speedrun tournament, as the season ended${champion}.`,
  };
}
