import { leaderboardQueryOptions } from '../../api/pickemsLeaderboard';
import { seasonsQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /pickems/leaderboard (or a past season's): the players by points, and the seasons for the picker. */
export const data: RouteData = ({ params }) => [
  routeQuery(leaderboardQueryOptions(seasonOfParams(params))),
  routeQuery(seasonsQueryOptions()),
];
