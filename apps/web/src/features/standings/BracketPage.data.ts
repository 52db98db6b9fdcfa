import { bracketQueryOptions } from '../../api/tournamentBracket';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /bracket: the playoff rounds. */
export const data: RouteData = () => [routeQuery(bracketQueryOptions())];
