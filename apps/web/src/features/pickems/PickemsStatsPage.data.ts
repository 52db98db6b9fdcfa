import { pickemsStatsQueryOptions } from '../../api/pickemsStats';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /pickems/stats (or a past season's): the most picked runners. */
export const data: RouteData = ({ params }) => [routeQuery(pickemsStatsQueryOptions(seasonOfParams(params)))];
