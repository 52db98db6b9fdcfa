import { runnersQueryOptions } from '../../api/runners';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /: the runners (the home page's figures and runner list). */
export const data: RouteData = () => [routeQuery(runnersQueryOptions())];
