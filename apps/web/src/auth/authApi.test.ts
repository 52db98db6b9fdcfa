import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as browser from '../lib/browser';
import { apiError, mockApi } from '../test/api';
import { createTestQueryClient, jsonResponse, makeUser } from '../test/utils';
import { expectConsoleError } from '../test/consoleErrors';
import { fetchAuthStatus, SIGNED_IN_COOKIE } from './authApi';
import { AUTH_CACHE_KEY, readCachedUser, writeCachedUser } from './authCache';
import { authQueryKey, authQueryOptions, logout, refreshAuth } from './useAuth';

describe('auth status', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server and caches a logged-in user', async () => {
    const user = makeUser();
    const fetchMock = mockApi({ 'GET /auth-status': () => user });
    await expect(fetchAuthStatus()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(readCachedUser()?.user).toEqual(user);
  });

  it('serves a fresh cache without a request', async () => {
    const cached = makeUser({ displayName: 'Cached' });
    writeCachedUser(cached);
    const fetchMock = mockApi({ 'GET /auth-status': () => makeUser() });
    await expect(fetchAuthStatus()).resolves.toEqual(cached);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('bypasses the cache when forced', async () => {
    writeCachedUser(makeUser({ displayName: 'Old' }));
    const fresh = makeUser({ displayName: 'New' });
    const fetchMock = mockApi({ 'GET /auth-status': () => fresh });
    await expect(fetchAuthStatus({ force: true })).resolves.toEqual(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readCachedUser()?.user.displayName).toBe('New');
  });

  it('asks again once the cache is older than five minutes', async () => {
    writeCachedUser(makeUser({ displayName: 'Old' }), Date.now() - 300_001);
    const fetchMock = mockApi({ 'GET /auth-status': () => makeUser({ displayName: 'New' }) });
    await expect(fetchAuthStatus()).resolves.toMatchObject({ displayName: 'New' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers logged out without asking the server when the browser has no session cookie', async () => {
    writeCachedUser(makeUser());
    document.cookie = `${SIGNED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const fetchMock = mockApi({ 'GET /auth-status': () => makeUser() });
    await expect(fetchAuthStatus()).resolves.toBeNull();
    await expect(fetchAuthStatus({ force: true })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readCachedUser()).toBeNull();
  });

  it('starts logged out, not loading, when the browser has no session cookie', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    writeCachedUser(makeUser());
    const options = authQueryOptions();
    expect(typeof options.initialData === 'function' ? options.initialData() : options.initialData).toBeNull();
  });

  it('treats 401 as logged out and clears the cache', async () => {
    writeCachedUser(makeUser(), Date.now() - 300_001);
    // The 401 answer is `null` (not an `{error}`): outside what mockApi answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(null, 401))),
    );
    await expect(fetchAuthStatus()).resolves.toBeNull();
    expect(sessionStorage.getItem(AUTH_CACHE_KEY)).toBeNull();
  });

  it('treats any failed check (network, bad answer) as logged out', async () => {
    writeCachedUser(makeUser());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchAuthStatus({ force: true })).resolves.toBeNull();
    expect(readCachedUser()).toBeNull();

    // A malformed answer, which mockApi refuses to send: stub fetch by hand.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ unexpected: true }))),
    );
    await expect(fetchAuthStatus({ force: true })).resolves.toBeNull();
  });

  it('refreshAuth forces a new check and updates the query cache', async () => {
    const queryClient = createTestQueryClient();
    writeCachedUser(makeUser({ displayName: 'Old' }));
    queryClient.setQueryData(authQueryKey, makeUser({ displayName: 'Old' }));
    mockApi({ 'GET /auth-status': () => makeUser({ displayName: 'Renamed' }) });
    await expect(refreshAuth(queryClient)).resolves.toMatchObject({ displayName: 'Renamed' });
    expect(queryClient.getQueryData(authQueryKey)).toMatchObject({ displayName: 'Renamed' });
  });
});

describe('logout', () => {
  let navigate: MockInstance<typeof browser.hardNavigate>;

  beforeEach(() => {
    navigate = vi.spyOn(browser, 'hardNavigate').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs /logout with the XSRF header, clears the cache and reloads at /', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    writeCachedUser(makeUser());
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(authQueryKey, makeUser());
    const fetchMock = mockApi({ 'POST /logout': () => ({ ok: true }) });

    await logout(queryClient);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('xsrf-value');
    expect(readCachedUser()).toBeNull();
    expect(queryClient.getQueryData(authQueryKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('on failure only logs "Logout failed"', async () => {
    const consoleError = expectConsoleError();
    const user = makeUser();
    writeCachedUser(user);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(authQueryKey, user);
    mockApi({ 'POST /logout': () => apiError(500, 'nope') });

    await logout(queryClient);

    expect(consoleError).toHaveBeenCalledWith('Logout failed');
    expect(navigate).not.toHaveBeenCalled();
    expect(readCachedUser()?.user).toEqual(user);
    expect(queryClient.getQueryData(authQueryKey)).toEqual(user);
  });
});
