import { leaderboardQueryOptions } from '../../api/pickemsLeaderboard';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /pickems/leaderboard: the Pickems leaderboard. */
export const data: RouteData = () => [routeQuery(leaderboardQueryOptions())];
