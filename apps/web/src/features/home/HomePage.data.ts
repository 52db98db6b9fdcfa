import { happeningQueryOptions } from '../../api/happening';
import { runnersQueryOptions } from '../../api/runners';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /: the runners (the home page's figures and runner list) and what is happening (rules §29). */
export const data: RouteData = () => [routeQuery(runnersQueryOptions()), routeQuery(happeningQueryOptions())];
