import { seasonPickerQueryOptions } from '../../api/seasons';
import { statsQueryOptions } from '../../api/stats';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /stats (or a past season's): the season's figures, and the years for the season picker's years. */
export const data: RouteData = ({ params }) => [
  routeQuery(statsQueryOptions(seasonOfParams(params))),
  routeQuery(seasonPickerQueryOptions(seasonOfParams(params))),
];
