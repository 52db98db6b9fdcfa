import { profileQueryOptions } from '../../api/profile';
import { routeQuery, type RouteData } from '../../routing/routeData';

/**
 * /user/:discordUsername: that user's public profile. The caller's own (/user/profile) needs their session: it is
 * read as the page draws.
 */
export const data: RouteData = ({ params }) =>
  params.discordUsername === undefined ? [] : [routeQuery(profileQueryOptions(params.discordUsername))];
