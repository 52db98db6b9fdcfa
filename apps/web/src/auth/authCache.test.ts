import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/utils';
import {
  AUTH_CACHE_KEY,
  AUTH_CACHE_TIMESTAMP_KEY,
  AUTH_CACHE_TTL_MS,
  clearCachedUser,
  readCachedUser,
  writeCachedUser,
} from './authCache';

describe('auth session cache', () => {
  it('stores the user as JSON under "user" and the time under "userTimestamp"', () => {
    const user = makeUser();
    writeCachedUser(user, 1_000);
    expect(JSON.parse(sessionStorage.getItem(AUTH_CACHE_KEY) ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem(AUTH_CACHE_TIMESTAMP_KEY)).toBe('1000');
  });

  it('is trusted for five minutes (300000 ms)', () => {
    expect(AUTH_CACHE_TTL_MS).toBe(300_000);
    const user = makeUser({ role: 'runner' });
    writeCachedUser(user, 10_000);
    expect(readCachedUser(10_000)).toEqual({ user, timestamp: 10_000 });
    expect(readCachedUser(10_000 + 299_999)?.user).toEqual(user);
  });

  it('expires after five minutes and removes the stale entry', () => {
    writeCachedUser(makeUser(), 10_000);
    expect(readCachedUser(10_000 + 300_000)).toBeNull();
    expect(sessionStorage.getItem(AUTH_CACHE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_CACHE_TIMESTAMP_KEY)).toBeNull();
  });

  it('drops unreadable entries', () => {
    sessionStorage.setItem(AUTH_CACHE_KEY, '{not json');
    sessionStorage.setItem(AUTH_CACHE_TIMESTAMP_KEY, String(Date.now()));
    expect(readCachedUser()).toBeNull();
    expect(sessionStorage.getItem(AUTH_CACHE_KEY)).toBeNull();

    sessionStorage.setItem(AUTH_CACHE_KEY, JSON.stringify({ hello: 'world' }));
    sessionStorage.setItem(AUTH_CACHE_TIMESTAMP_KEY, String(Date.now()));
    expect(readCachedUser()).toBeNull();

    sessionStorage.setItem(AUTH_CACHE_KEY, JSON.stringify(makeUser()));
    sessionStorage.setItem(AUTH_CACHE_TIMESTAMP_KEY, 'yesterday');
    expect(readCachedUser()).toBeNull();
  });

  it('ignores entries from the future (clock changes)', () => {
    writeCachedUser(makeUser(), 50_000);
    expect(readCachedUser(40_000)).toBeNull();
  });

  it('is empty without both keys, and can be cleared', () => {
    expect(readCachedUser()).toBeNull();
    writeCachedUser(makeUser());
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
  });
});
