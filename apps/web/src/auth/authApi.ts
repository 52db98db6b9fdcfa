import { http, readCookie } from '../api/http';
import { api } from '../urls';
import { clearCachedUser, readCachedUser, writeCachedUser } from './authCache';
import { authUserSchema, type AuthUser } from './types';

export interface AuthStatusOptions {
  /** Skip the five-minute sessionStorage cache and ask the server. */
  force?: boolean;
  signal?: AbortSignal;
}

/** Set (readable, value '1') by the server while this browser has a session; see apps/server/src/auth/sessions.ts. */
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * The current user, or `null` when logged out.
 * Served from the session cache when it is fresh (unless `force`); a failed check (401, network,
 * unreadable answer) clears the cache and counts as logged out.
 */
/** Whether the server says this browser has a session (without it, the visitor is logged out for sure). */
export function hasSessionCookie(): boolean {
  return readCookie(SIGNED_IN_COOKIE) !== undefined;
}

export async function fetchAuthStatus({ force = false, signal }: AuthStatusOptions = {}): Promise<AuthUser | null> {
  // Without the server's "has a session" cookie the answer can only be 401, which the browser would report as a
  // console error on every page of every logged-out visitor: logged out, no request.
  if (!hasSessionCookie()) {
    clearCachedUser();
    return null;
  }
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
