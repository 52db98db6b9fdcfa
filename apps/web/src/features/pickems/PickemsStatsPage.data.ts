import { pickemsStatsQueryOptions } from '../../api/pickemsStats';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /pickems/stats: the most picked runners of every list. */
export const data: RouteData = () => [routeQuery(pickemsStatsQueryOptions())];
