import { statsQueryOptions } from '../../api/stats';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /stats: the tournament's statistics. */
export const data: RouteData = () => [routeQuery(statsQueryOptions())];
