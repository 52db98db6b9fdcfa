import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { hardNavigate } from '../lib/browser';
import { paths } from '../urls';
import { fetchAuthStatus, hasSessionCookie, postLogout } from './authApi';
import { loginUrl } from './loginUrl';
import { AUTH_CACHE_TTL_MS, clearCachedUser, readCachedUser } from './authCache';
import type { AuthUser } from './types';

export const authQueryKey = ['auth-status'] as const;

export function authQueryOptions() {
  return queryOptions({
    queryKey: authQueryKey,
    queryFn: ({ signal }) => fetchAuthStatus({ signal }),
    staleTime: AUTH_CACHE_TTL_MS,
    // A fresh session-cache entry is shown at once, without a loading state; so is "logged out" when the browser
    // has no session at all (the header then never swaps a placeholder for the Login button: no layout shift).
    initialData: () => (hasSessionCookie() ? readCachedUser()?.user : null),
    initialDataUpdatedAt: () => (hasSessionCookie() ? readCachedUser()?.timestamp : undefined),
    retry: false,
  });
}

/** Asks the server again, bypassing every cache, and updates everyone reading `useAuth`. */
export function refreshAuth(queryClient: QueryClient): Promise<AuthUser | null> {
  return queryClient.query({
    queryKey: authQueryKey,
    queryFn: ({ signal }) => fetchAuthStatus({ force: true, signal }),
    staleTime: 0,
  });
}

/**
 * Logs out: POST /logout; on success the cache is cleared and the browser goes to / (a full reload).
 * On failure only `console.error('Logout failed')`: the user stays logged in.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout();
  } catch {
    console.error('Logout failed');
    return;
  }
  clearCachedUser();
  queryClient.setQueryData(authQueryKey, null);
  hardNavigate(paths.home);
}

/** Login is a full browser navigation to the server's /login (Discord OAuth), coming back here (rules §29). */
export function login(): void {
  const { pathname, search, hash } = window.location;
  hardNavigate(loginUrl(pathname + search + hash));
}

export interface AuthState {
  /** The logged-in user, or null (logged out, or still loading). */
  user: AuthUser | null;
  /** True only while the first status check is in flight: show a loader, do not redirect. */
  isLoading: boolean;
  isLoggedIn: boolean;
  /** `user.isAdmin === true`. */
  isAdmin: boolean;
  /** `user.role === 'runner'`. */
  isRunner: boolean;
  login: () => void;
  logout: () => Promise<void>;
  /** Force a fresh status check (e.g. after saving settings). */
  refresh: () => Promise<AuthUser | null>;
}

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(authQueryOptions());
  const user = data ?? null;

  const doLogout = useCallback(() => logout(queryClient), [queryClient]);
  const doRefresh = useCallback(() => refreshAuth(queryClient), [queryClient]);

  return useMemo(
    () => ({
      user,
      isLoading: isPending,
      isLoggedIn: user !== null,
      isAdmin: user?.isAdmin === true,
      isRunner: user?.role === 'runner',
      login,
      logout: doLogout,
      refresh: doRefresh,
    }),
    [user, isPending, doLogout, doRefresh],
  );
}
