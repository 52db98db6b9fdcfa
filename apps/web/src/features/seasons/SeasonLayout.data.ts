import { seasonPickerQueryOptions } from '../../api/seasons';
import { seasonOfParams } from '../../lib/pageSeason';
import { routeQuery, type RouteData } from '../../routing/routeData';

/**
 * `/seasons/{year}/…`: the season picker's answer for that year, which carries the season's summary for the banner
 * (its champion) and tells a year on record (404 otherwise); the page below reads the same answer for its picker.
 */
export const data: RouteData = ({ params }) => [routeQuery(seasonPickerQueryOptions(seasonOfParams(params)))];
