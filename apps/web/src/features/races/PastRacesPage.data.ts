import { completedRacesQueryOptions } from '../../api/racesCompleted';
import { seasonsQueryOptions } from '../../api/seasons';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/**
 * /races/past (or a past season's races): the completed races, the seasons for the picker, and the current round
 * (the filter's default; a past season's filter starts at All).
 */
export const data: RouteData = ({ params }) => {
  const season = seasonOfParams(params);
  return [
    routeQuery(completedRacesQueryOptions(season)),
    routeQuery(seasonsQueryOptions()),
    ...(season === undefined ? [routeQuery(tournamentRoundQueryOptions())] : []),
  ];
};
