import { seasonPickerQueryOptions } from '../../api/seasons';
import { bracketQueryOptions } from '../../api/tournamentBracket';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /bracket (or a past season's): the playoff rounds, and the years for the season picker's years. */
export const data: RouteData = ({ params }) => [
  routeQuery(bracketQueryOptions(seasonOfParams(params))),
  routeQuery(seasonPickerQueryOptions(seasonOfParams(params))),
];
