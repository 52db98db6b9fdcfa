import { completedRacesQueryOptions } from '../../api/racesCompleted';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/**
 * /races/past (or a past season's races): the completed races, the years for the season picker, and the current round
 * (the filter's default; a past season's filter starts at All).
 */
export const data: RouteData = ({ params }) => {
  const season = seasonOfParams(params);
  return [
    routeQuery(completedRacesQueryOptions(season)),
    routeQuery(seasonPickerQueryOptions(season)),
    ...(season === undefined ? [routeQuery(tournamentRoundQueryOptions())] : []),
  ];
};
