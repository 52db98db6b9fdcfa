import { seasonsQueryOptions } from '../../api/seasons';
import { bracketQueryOptions } from '../../api/tournamentBracket';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /bracket (or a past season's): the playoff rounds, and the seasons for the picker. */
export const data: RouteData = ({ params }) => [
  routeQuery(bracketQueryOptions(seasonOfParams(params))),
  routeQuery(seasonsQueryOptions()),
];
