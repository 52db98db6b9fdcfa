import { pastResultsQueryOptions } from '../../api/pastResults';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /hall-of-fame: the results of past years. */
export const data: RouteData = () => [routeQuery(pastResultsQueryOptions())];
