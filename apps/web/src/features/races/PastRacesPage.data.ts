import { completedRacesQueryOptions } from '../../api/racesCompleted';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /races/past: the completed races, and the current round (the filter's default). */
export const data: RouteData = () => [
  routeQuery(completedRacesQueryOptions()),
  routeQuery(tournamentRoundQueryOptions()),
];
