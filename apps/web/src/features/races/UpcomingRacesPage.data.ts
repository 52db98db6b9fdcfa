import { upcomingRacesQueryOptions } from '../../api/races';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /races/upcoming: the current round's races not completed yet. */
export const data: RouteData = () => [routeQuery(upcomingRacesQueryOptions())];
