import { groupFavoritesQueryOptions } from '../../api/groupFavorites';
import { groupsQueryOptions } from '../../api/groups';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/**
 * /groups (or a past season's): every group, each group's Pickems favourite, the years for the season picker, and the
 * current round (the filter's default; a past season's filter starts at All).
 */
export const data: RouteData = ({ params }) => {
  const season = seasonOfParams(params);
  return [
    routeQuery(groupsQueryOptions(season)),
    routeQuery(groupFavoritesQueryOptions(season)),
    routeQuery(seasonPickerQueryOptions(season)),
    ...(season === undefined ? [routeQuery(tournamentRoundQueryOptions())] : []),
  ];
};
