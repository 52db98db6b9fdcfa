import { standingsQueryOptions } from '../../api/standings';
import { exhibitionQueryOptions } from '../../api/tournamentExhibition';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { seasonOfParams } from '../../lib/pageSeason';

/** /standings (or a past season's): the standings table, the Exhibition results below it, the season picker's years. */
export const data: RouteData = ({ params }) => [
  routeQuery(standingsQueryOptions(seasonOfParams(params))),
  routeQuery(exhibitionQueryOptions(seasonOfParams(params))),
  routeQuery(seasonPickerQueryOptions(seasonOfParams(params))),
];
