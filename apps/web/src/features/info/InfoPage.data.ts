import { seasonSettingsQueryOptions } from '../../api/seasonSettings';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /info: the season's estimated schedule and prize split (rules §33). */
export const data: RouteData = () => [routeQuery(seasonSettingsQueryOptions())];
