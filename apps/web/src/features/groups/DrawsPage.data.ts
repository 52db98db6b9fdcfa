import { drawsQueryOptions } from '../../api/draws';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /draws: the confirmed draws. */
export const data: RouteData = () => [routeQuery(drawsQueryOptions())];
