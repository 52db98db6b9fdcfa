import { pickemsStatsQueryOptions } from '../../api/pickemsStats';
import { seasonsQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /pickems/stats (or a past season's): the most picked runners, and the seasons for the picker. */
export const data: RouteData = ({ params }) => [
  routeQuery(pickemsStatsQueryOptions(seasonOfParams(params))),
  routeQuery(seasonsQueryOptions()),
];
