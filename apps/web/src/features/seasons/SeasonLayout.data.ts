import { seasonsQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** `/seasons/{year}/…`: the seasons, for the banner (the season's champion) and to tell a year on record. */
export const data: RouteData = () => [routeQuery(seasonsQueryOptions())];
