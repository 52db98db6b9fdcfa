import { upcomingRacesQueryOptions } from '../../api/races';
import { seasonsQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /races/upcoming: the current round's races not completed yet, and the seasons for the picker. */
export const data: RouteData = () => [routeQuery(upcomingRacesQueryOptions()), routeQuery(seasonsQueryOptions())];
