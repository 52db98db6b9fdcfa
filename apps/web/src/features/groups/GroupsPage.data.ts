import { groupFavoritesQueryOptions } from '../../api/groupFavorites';
import { groupsQueryOptions } from '../../api/groups';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /groups: every group, each group's Pickems favourite, and the current round (the filter's default). */
export const data: RouteData = () => [
  routeQuery(groupsQueryOptions()),
  routeQuery(groupFavoritesQueryOptions()),
  routeQuery(tournamentRoundQueryOptions()),
];
