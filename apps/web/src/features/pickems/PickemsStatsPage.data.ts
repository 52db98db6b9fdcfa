import { pickemsStatsQueryOptions } from '../../api/pickemsStats';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /pickems/stats (or a past season's): the most picked runners, and the years for the season picker's years. */
export const data: RouteData = ({ params }) => [
  routeQuery(pickemsStatsQueryOptions(seasonOfParams(params))),
  routeQuery(seasonPickerQueryOptions(seasonOfParams(params))),
];
