import { leaderboardQueryOptions } from '../../api/pickemsLeaderboard';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /pickems/leaderboard (or a past season's): the players by points, and the years for the season picker's years. */
export const data: RouteData = ({ params }) => [
  routeQuery(leaderboardQueryOptions(seasonOfParams(params))),
  routeQuery(seasonPickerQueryOptions(seasonOfParams(params))),
];
