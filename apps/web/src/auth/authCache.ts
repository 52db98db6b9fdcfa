import { parseAuthUser, type AuthUser } from './types';

/**
 * The auth-status cache: sessionStorage keys `user` (JSON) and `userTimestamp` (ms epoch).
 * An entry is trusted for five minutes; anything unreadable is dropped.
 */
export const AUTH_CACHE_KEY = 'user';
export const AUTH_CACHE_TIMESTAMP_KEY = 'userTimestamp';
export const AUTH_CACHE_TTL_MS = 300_000;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the app then simply asks the server each time.
    return undefined;
  }
}

export interface CachedUser {
  user: AuthUser;
  /** When the entry was written, ms epoch. */
  timestamp: number;
}

/** The cached user if the entry is younger than five minutes, else `null` (and a stale or broken entry is removed). */
export function readCachedUser(now: number = Date.now()): CachedUser | null {
  const store = storage();
  if (!store) return null;
  const rawUser = store.getItem(AUTH_CACHE_KEY);
  const rawTimestamp = store.getItem(AUTH_CACHE_TIMESTAMP_KEY);
  if (rawUser === null || rawTimestamp === null) return null;

  const timestamp = Number(rawTimestamp);
  const age = now - timestamp;
  if (!Number.isFinite(timestamp) || age < 0 || age >= AUTH_CACHE_TTL_MS) {
    clearCachedUser();
    return null;
  }
  try {
    const user = parseAuthUser(JSON.parse(rawUser) as unknown);
    if (user) return { user, timestamp };
  } catch {
    // fall through: not JSON
  }
  clearCachedUser();
  return null;
}

export function writeCachedUser(user: AuthUser, now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(AUTH_CACHE_KEY, JSON.stringify(user));
    store.setItem(AUTH_CACHE_TIMESTAMP_KEY, String(now));
  } catch {
    // Quota or privacy mode: the cache is an optimisation only.
  }
}

export function clearCachedUser(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(AUTH_CACHE_KEY);
  store.removeItem(AUTH_CACHE_TIMESTAMP_KEY);
}
