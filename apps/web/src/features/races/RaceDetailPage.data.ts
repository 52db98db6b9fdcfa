import { raceDetailQueryOptions } from '../../api/racesDetail';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /races/:id: the race. */
export const data: RouteData = ({ params }) => [routeQuery(raceDetailQueryOptions(params.id ?? ''))];
