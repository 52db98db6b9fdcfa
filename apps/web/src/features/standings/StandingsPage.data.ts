import { standingsQueryOptions } from '../../api/standings';
import { exhibitionQueryOptions } from '../../api/tournamentExhibition';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /standings: the standings table and the Exhibition results below it. */
export const data: RouteData = () => [routeQuery(standingsQueryOptions()), routeQuery(exhibitionQueryOptions())];
