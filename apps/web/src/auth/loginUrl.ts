import { api } from '../urls';

/**
 * The server's login, coming back to `here` afterwards (rules §29). The server checks the path again and refuses
 * anything that is not a path on this site; Home needs no returnTo.
 */
export function loginUrl(here: string): string {
  return here === '/' || here === '' ? api.login : `${api.login}?returnTo=${encodeURIComponent(here)}`;
}
