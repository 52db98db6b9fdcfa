import { describe, expect, it } from 'vitest';
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from './returnTo.ts';

describe('safeReturnTo (rules §29)', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnTo('/standings')).toBe('/standings');
    expect(safeReturnTo('/races/upcoming?round=Round%202#soon')).toBe('/races/upcoming?round=Round%202#soon');
    expect(safeReturnTo('/user/ash')).toBe('/user/ash');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/standings'],
    ['absolute https', 'https://evil.example/'],
    ['absolute of this site too', 'http://localhost:3000/standings'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['backslash host', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline', '/standings\nSet-Cookie: x=1'],
    ['relative without a slash', 'standings'],
    ['empty', ''],
    ['the login itself', '/login?returnTo=/x'],
    ['the OAuth callback', '/auth/discord/callback?code=1'],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses what is not a string, and a path longer than any page address', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/standings'])).toBeNull();
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`)).toBeNull();
  });

  it('normalises dot segments so that they stay on this site', () => {
    expect(safeReturnTo('/a/../../standings')).toBe('/standings');
  });
});
