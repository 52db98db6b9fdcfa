import { currentEntrantsQueryOptions } from '../../api/currentEntrants';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /entrants: the current season's entrants (the year read from the season's settings). */
export const data: RouteData = () => [routeQuery(currentEntrantsQueryOptions())];
