import { drawQueryOptions } from '../../api/drawsDetail';
import { runnersQueryOptions } from '../../api/runners';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /draws/:id: the confirmed draw and the runners' names. */
export const data: RouteData = ({ params }) => [
  routeQuery(drawQueryOptions(params.id ?? '')),
  routeQuery(runnersQueryOptions()),
];
