import { upcomingRacesQueryOptions } from '../../api/races';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { routeQuery, type RouteData } from '../../routing/routeData';

/** /races/upcoming: the current round's races not completed yet, and the years for the season picker's years. */
export const data: RouteData = () => [
  routeQuery(upcomingRacesQueryOptions()),
  routeQuery(seasonPickerQueryOptions(undefined)),
];
