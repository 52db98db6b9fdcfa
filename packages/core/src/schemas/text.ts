/**
 * The one text rule every request string goes through (rules §1): no control characters (U+0000-U+001F, U+007F)
 * and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069), refused with 400 before any database
 * work. PostgreSQL cannot store U+0000 at all (it answered 500), and the others make a name display as something
 * it is not (a U+202E reverses what follows it on every page that shows the name).
 *
 * Build every string field, path parameter and query parameter of a request schema on `safeText`
 * (`safeText.trim().max(32)`, `safeText.check(z.uuid())`...), never on a bare `z.string()`:
 * `apps/server/test/security/controlCharacters.test.ts` sends both kinds of character in every string of every
 * route and fails on any route that accepts them.
 */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const FORBIDDEN = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same class, as the whole-string pattern a schema (and its docs) carry
const CLEAN = /^[^\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/;

export const FORBIDDEN_CHARACTERS_MESSAGE = 'must not contain control characters or text-direction overrides';

/** Whether `text` holds a character that no request string may hold. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * A string without forbidden characters. The check sees the string as sent, before any `.trim()` chained after
 * it, so a name ending in a newline is refused rather than silently cut.
 */
export const safeText = z.string().regex(CLEAN, { error: FORBIDDEN_CHARACTERS_MESSAGE });
