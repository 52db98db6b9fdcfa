/**
 * The pages the server renders for visitors without a session: the public pages whose content is the same for
 * every visitor. Everything else (pages behind a login, redirects, unknown paths) gets the single-page app's shell.
 */
import { matchRoutes } from 'react-router';
import { paths, routePatterns } from '../urls';

/** Route patterns (with `:id`-style parameters) of the server-rendered pages. */
export const SERVER_RENDERED: readonly string[] = [
  paths.home,
  paths.info,
  paths.standings,
  paths.bracket,
  paths.hallOfFame,
  paths.groups,
  paths.draws,
  routePatterns.drawDetail,
  paths.rules,
  paths.help,
  paths.stats,
  paths.h2h,
  paths.races.upcoming,
  paths.races.past,
  routePatterns.raceDetail,
  paths.pickems.leaderboard,
  paths.pickems.stats,
  routePatterns.userByUsername,
  paths.seasons,
  paths.entrants,
  paths.seasonPage(':year', 'standings'),
  paths.seasonPage(':year', 'bracket'),
  paths.seasonPage(':year', 'groups'),
  paths.seasonPage(':year', 'races'),
  paths.seasonPage(':year', 'stats'),
  paths.seasonPage(':year', 'pickems'),
  paths.seasonPage(':year', 'pickems/stats'),
];

/** Every fixed path of the app, so /races/submit or /user/settings never reads as a race id or a user name. */
function fixedPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(fixedPaths);
  return [];
}

const routes = [...new Set([...fixedPaths(paths), ...SERVER_RENDERED])].map((path) => ({
  path,
  handle: SERVER_RENDERED.includes(path),
}));

/** Whether the server renders this path (React Router's matching: static segments win over parameters). */
export function isServerRendered(pathname: string): boolean {
  const match = matchRoutes(routes, pathname);
  return match?.length === 1 && match[0]?.route.handle === true;
}
