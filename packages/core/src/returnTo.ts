/**
 * Where a login comes back to (rules §29): a path on this site, never another site (no open redirect). Only a
 * same-origin relative reference survives: it starts with one `/`, not `//` or `/\` (browsers read both as another
 * host), holds no backslash, control character or whitespace, and resolves to the same origin.
 */

/** Longer than any page address of the site; a longer one is refused, not cut. */
export const RETURN_TO_MAX_LENGTH = 512;

/** The refusal the login answers with (`{error}`, 400). */
export const RETURN_TO_REFUSED = 'returnTo must be a path on this site, such as /standings.';

const PROBE_ORIGIN = 'https://return-to.invalid';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path to come back to, or null when `value` is not a safe path on this site. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // A backslash is a slash to browsers (`/\evil.example`); control characters and spaces get stripped by them.
  if (/[\\\s]/.test(value) || hasControlCharacter(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  // The login pages themselves would loop.
  if (
    resolved.pathname === '/login' ||
    resolved.pathname.startsWith('/login/') ||
    resolved.pathname.startsWith('/auth/')
  )
    return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
