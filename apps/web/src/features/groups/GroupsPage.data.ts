import { groupFavoritesQueryOptions } from '../../api/groupFavorites';
import { groupsQueryOptions } from '../../api/groups';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/**
 * /groups (or a past season's): every group, each group's Pickems favourite and the
 * current round (the filter's default; a past season's filter starts at All).
 */
export const data: RouteData = ({ params }) => {
  const season = seasonOfParams(params);
  return [
    routeQuery(groupsQueryOptions(season)),
    routeQuery(groupFavoritesQueryOptions(season)),
    ...(season === undefined ? [routeQuery(tournamentRoundQueryOptions())] : []),
  ];
};
