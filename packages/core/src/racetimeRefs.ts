/**
 * How the site names things on racetime.gg (rules §16): a race room is `category/slug`, a user is an opaque id.
 * People paste either the short form or a URL copied from the browser; both come out as the short form, so one
 * room or account is always stored the same way.
 */

export interface RoomRef {
  category: string;
  slug: string;
}

/** A category or room slug: lower-case letters, digits and hyphens (`pkmnredblue`, `clever-abra-1234`). */
const SEGMENT = /^[a-z0-9](?:[a-z0-9_-]{0,62}[a-z0-9])?$/;
/** First path segments of racetime.gg that are pages of the site, never a category. */
const NOT_CATEGORIES = new Set(['user', 'account', 'api', 'o', 'static', 'media', 'ws', 'admin', 'team']);
/** A racetime.gg user id: short opaque letters and digits (`xldAMBlqvY3aOP57`). */
const USER_ID = /^[A-Za-z0-9]{4,32}$/;

/** The path of a pasted http(s) URL, or the text itself when it is not a URL. Null for another scheme. */
function pathOf(input: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(input)) return input;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // The host is not checked: rooms are always read from RACETIME_BASE_URL, whatever site the link named.
  return url.pathname;
}

/**
 * `category/slug` or a room URL (`https://racetime.gg/category/slug`, also with `/data`, `.json` or a trailing
 * slash) → the room; null when it names no room.
 */
export function parseRoomRef(input: string): RoomRef | null {
  const path = pathOf(input.trim());
  if (path === null || path.length > 200) return null;
  const parts = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.json$/i, '')
    .split('/');
  // A URL pasted without its scheme: `racetime.gg/category/slug`.
  if (parts.length >= 3 && parts[0]?.includes('.')) parts.shift();
  if (parts.length === 3 && parts[2]?.toLowerCase() === 'data') parts.pop();
  if (parts.length !== 2) return null;
  const [category = '', slug = ''] = parts.map((part) => part.toLowerCase());
  if (!SEGMENT.test(category) || !SEGMENT.test(slug) || NOT_CATEGORIES.has(category)) return null;
  return { category, slug };
}

/** The stored form of a room: `category/slug`. */
export function roomName(room: RoomRef): string {
  return `${room.category}/${room.slug}`;
}

/** `category/slug` or a room URL → `category/slug`, or null. */
export function normaliseRoom(input: string): string | null {
  const room = parseRoomRef(input);
  return room ? roomName(room) : null;
}

/**
 * A user id or a user page URL (`https://racetime.gg/user/{id}`, sometimes followed by a slug of the name) → the
 * id, as racetime.gg spells it (ids are case-sensitive); null when it names no user.
 */
export function parseRacetimeUserRef(input: string): string | null {
  const text = input.trim();
  const path = pathOf(text);
  if (path === null) return null;
  if (path === text) return USER_ID.test(text) ? text : null;
  const [first, id, ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (first !== 'user' || id === undefined || rest.length > 1) return null;
  return USER_ID.test(id) ? id : null;
}
