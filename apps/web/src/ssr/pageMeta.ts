/**
 * The link preview of a server-rendered page (Open Graph and Twitter meta, rules §19): a title and a one-line
 * description, made from the data the page itself loaded (the query cache after its declared queries), never from
 * a request of its own. Dates are in UTC and say so: the server does not know the reader's time zone. The server
 * writes the tags, escaped, into the document's head (apps/server/src/web/document.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { countryName } from '@pokered/core/countries';
import { DEFAULT_CLOCK, DEFAULT_DATE_ORDER, formatDateTime } from '@pokered/core/dateTime';
import type { Draw } from '@pokered/core/schemas/draws';
import type { Race } from '@pokered/core/schemas/races';
import { matchRoutes } from 'react-router';
import { drawQueryOptions } from '../api/drawsDetail';
import type { Profile } from '../api/profile';
import { profileQueryKeys } from '../api/profile';
import { raceDetailQueryKey } from '../api/racesDetail';
import { seasonPickerQueryOptions } from '../api/seasons';
import { SITE_NAME } from '../config/site';
import { seasonOfParams } from '../lib/pageSeason';
import { raceTitle } from '../lib/raceTitle';
import { paths, routePatterns } from '../urls';
import { seasonPageMeta } from './seasonMeta';
import { SERVER_RENDERED } from './serverRoutes';

export interface PageMeta {
  /** The page's own title, without the site's name (og:site_name carries it). */
  title: string;
  /** One line. */
  description: string;
  /** og:type. */
  type: 'website' | 'profile';
  /** og:site_name. */
  siteName: string;
}

const SITE_DESCRIPTION =
  'The community home of the annual Pokémon Red speedrun tournament: race schedules, standings, groups, stats, Pickems and the hall of fame.';

/** The fixed pages: their preview does not depend on data. */
const FIXED: Record<string, Pick<PageMeta, 'title' | 'description'>> = {
  [paths.home]: { title: SITE_NAME, description: SITE_DESCRIPTION },
  [paths.info]: {
    title: 'Info',
    description: 'The format, scoring, estimated schedule and prize pool of the Pokémon Red speedrun tournament.',
  },
  [paths.standings]: {
    title: 'Standings',
    description: 'Points, best times and the playoff cut of the Swiss rounds, with each runner’s races.',
  },
  [paths.bracket]: {
    title: 'Playoff bracket',
    description: 'The playoffs from the Quarterfinals to the Final and the champion.',
  },
  [paths.hallOfFame]: {
    title: 'Hall of Fame',
    description: 'Gold, silver and bronze of every past tournament, with their spotlight videos.',
  },
  [paths.groups]: {
    title: 'Groups',
    description: 'The groups of every round, their races and their placings.',
  },
  [paths.draws]: {
    title: 'Group draws',
    description: 'How each round’s groups were drawn, and a check anyone can run.',
  },
  [paths.rules]: {
    title: 'Rules',
    description: 'The race-day rules: scheduling, time limits, crashes and commentary.',
  },
  [paths.help]: { title: 'Help', description: 'Questions and answers, stream settings and audio troubleshooting.' },
  [paths.stats]: {
    title: 'Stats',
    description: 'Best times, average times per round and bracket, commentators and runners by country.',
  },
  [paths.h2h]: {
    title: 'Head to head',
    description: 'How two runners fared against each other in the races they both ran.',
  },
  [paths.races.upcoming]: {
    title: 'Upcoming races',
    description: 'The scheduled races of the current round, with their racers, commentators and restreams.',
  },
  [paths.races.past]: { title: 'Past races', description: 'Every completed race with its placing and times.' },
  [paths.pickems.leaderboard]: {
    title: 'Pickems leaderboard',
    description: 'The Pickems players and their points.',
  },
  [paths.entrants]: {
    title: 'Entrants',
    description: 'Who entered this season: each runner’s status, published seed and where the seed comes from.',
  },
  [paths.seasons]: {
    title: 'Seasons',
    description: 'Every season with its champion, podium, runners and best time, and the years before the site.',
  },
  [paths.pickems.stats]: {
    title: 'Pickems stats',
    description: 'The most picked winners, best-time picks, top 27, top 9 and round picks.',
  },
};

/**
 * 'Mon 11/23/26 · 12:45 PM UTC': a link preview is read by people whose zone and choices nobody knows, so it uses
 * the default style in UTC and says so (rules §24).
 */
export function utcDateTime(epochSeconds: number): string {
  return `${formatDateTime(epochSeconds, { clock: DEFAULT_CLOCK, dateOrder: DEFAULT_DATE_ORDER, timeZone: 'UTC' })} UTC`;
}

function raceMeta(race: Race | undefined): Pick<PageMeta, 'title' | 'description'> {
  if (!race) return { title: 'Race', description: 'One race of the Pokémon Red speedrun tournament.' };
  const title = raceTitle(race);
  const parts = [title, utcDateTime(race.raceDateTime)];
  if (race.cancelled) parts.push('Cancelled');
  else if (race.completed && race.winner) parts.push(`Won by ${race.winner.displayName}`);
  return { title, description: parts.join(' · ') };
}

function profileMeta(profile: Profile | undefined, name: string): Pick<PageMeta, 'title' | 'description'> {
  if (!profile) return { title: name, description: `${name}’s profile in the Pokémon Red speedrun tournament.` };
  const parts = [`${profile.role.charAt(0).toUpperCase()}${profile.role.slice(1)}`];
  const country = countryName(profile.country);
  if (country) parts.push(country);
  if (profile.currentBracket) parts.push(`${profile.currentBracket} bracket`);
  if (profile.points > 0) parts.push(`${String(profile.points)} points`);
  const trophy = profile.trophies[0];
  if (trophy) parts.push(`${trophy.position} place in ${String(trophy.year)}`);
  return { title: profile.displayName, description: parts.join(' · ') };
}

function drawMeta(draw: Draw | undefined): Pick<PageMeta, 'title' | 'description'> {
  if (!draw) return { title: 'Group draw', description: 'One round’s group draw, group by group.' };
  const groups = draw.groups.length;
  return {
    title: `${draw.round} group draw`,
    description: `${draw.round} · ${String(groups)} ${groups === 1 ? 'group' : 'groups'} drawn, group by group`,
  };
}

const routes = SERVER_RENDERED.map((path) => ({ path }));

/** The preview of a server-rendered page (`pathname` without its query), from the page's loaded queries. */
export function pageMeta(pathname: string, queryClient: QueryClient): PageMeta {
  return { ...pageText(pathname, queryClient), siteName: SITE_NAME };
}

function pageText(pathname: string, queryClient: QueryClient): Omit<PageMeta, 'siteName'> {
  const match = matchRoutes(routes, pathname)?.[0];
  const pattern = match?.route.path ?? paths.home;
  const params = match?.params ?? {};
  switch (pattern) {
    case routePatterns.raceDetail:
      return { ...raceMeta(queryClient.getQueryData<Race>(raceDetailQueryKey(params.id ?? ''))), type: 'website' };
    case routePatterns.userByUsername: {
      const name = params.discordUsername ?? '';
      const profile = queryClient.getQueryData<Profile>(profileQueryKeys.byUsername(name));
      return { ...profileMeta(profile, name), type: 'profile' };
    }
    case routePatterns.drawDetail:
      return { ...drawMeta(queryClient.getQueryData(drawQueryOptions(params.id ?? '').queryKey)), type: 'website' };
    default: {
      const { queryKey } = seasonPickerQueryOptions(seasonOfParams(params));
      const season = seasonPageMeta(pattern, params.year ?? '', queryClient.getQueryData(queryKey)?.season);
      if (season) return { ...season, type: 'website' };
      return { ...(FIXED[pattern] ?? FIXED[paths.home] ?? { title: '', description: '' }), type: 'website' };
    }
  }
}
