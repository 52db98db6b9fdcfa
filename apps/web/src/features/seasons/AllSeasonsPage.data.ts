import { pastResultsQueryOptions } from '../../api/pastResults';
import { seasonsQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /seasons: the seasons of the site, and the hall of fame's podiums (the years before the site among them). */
export const data: RouteData = () => [routeQuery(seasonsQueryOptions()), routeQuery(pastResultsQueryOptions())];
