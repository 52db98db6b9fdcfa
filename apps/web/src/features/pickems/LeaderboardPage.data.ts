import { leaderboardQueryOptions } from '../../api/pickemsLeaderboard';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /pickems/leaderboard (or a past season's): the players by points. */
export const data: RouteData = ({ params }) => [routeQuery(leaderboardQueryOptions(seasonOfParams(params)))];
