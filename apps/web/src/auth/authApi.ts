import { http } from '../api/http';
import { api } from '../urls';
import { clearCachedUser, readCachedUser, writeCachedUser } from './authCache';
import { authUserSchema, type AuthUser } from './types';

export interface AuthStatusOptions {
  /** Skip the five-minute sessionStorage cache and ask the server. */
  force?: boolean;
  signal?: AbortSignal;
}

/**
 * The current user, or `null` when logged out.
 * Served from the session cache when it is fresh (unless `force`); a failed check (401, network,
 * unreadable answer) clears the cache and counts as logged out.
 */
export async function fetchAuthStatus({ force = false, signal }: AuthStatusOptions = {}): Promise<AuthUser | null> {
  if (!force) {
    const cached = readCachedUser();
    if (cached) return cached.user;
  }
  try {
    const user = await http.get(api.authStatus, { schema: authUserSchema, signal });
    writeCachedUser(user);
    return user;
  } catch (error) {
    if (signal?.aborted) throw error;
    clearCachedUser();
    return null;
  }
}

/** POST /logout (with the XSRF header, via `http`). Throws on failure. */
export async function postLogout(): Promise<void> {
  await http.post(api.logout);
}
