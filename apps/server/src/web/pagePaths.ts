/**
 * Which paths may be rendered and kept (src/web/pages.ts), and under which key. Anyone can ask for any path: if every
 * spelling of a page, every made-up race id and every unknown user were rendered and kept, a few connections of
 * random paths would keep the server rendering and push the real pages out of the cache. So:
 *
 * - a page is kept under one spelling only, its canonical path: each segment percent-decoded, lower-cased (the app's
 *   paths, Discord usernames and race ids all are) and encoded again with `encodeURIComponent` (as the web app's
 *   links are, apps/web/src/urls.ts); no empty segment (`//x/standings`, a trailing slash) and no dot segment. Any
 *   other spelling is left to the browser (the app's shell), which draws it as it always has;
 * - a user's, a race's or a group draw's page is rendered only when that user, race or confirmed draw exists (one
 *   indexed query, on a cache miss only): the pages whose path carries a name or an id (`/user/:discordUsername`,
 *   `/races/:id` and `/draws/:id` with a UUID); a season's page (`/seasons/{year}/…`, rules §36) only when the year
 *   is a past season on record (the current season's year is sent to today's URL by the browser);
 * - a URL with a query string is the browser's (src/web/pages.ts), but for one shared page: a head-to-head record
 *   (rules §30), `/h2h?a={id}&b={id}` spelt exactly so (two different lower-case UUIDs), when both users exist.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { discordUsernameSchema } from '@pokered/core/schemas/users';
import type { Db } from '../db/client.ts';
import { currentSeasonYear } from '../db/currentSeason.ts';
import { draws, races, users } from '../db/schema.ts';
import { seasons } from '../db/seasonSchema.ts';

/** Longer paths are no page of this site. */
const MAX_PATH_LENGTH = 512;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The path itself when it is the canonical spelling of a page's path, else null (the shell is sent). */
export function canonicalPagePath(path: string): string | null {
  if (path === '/') return path;
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return null;
  let canonical = '';
  for (const segment of path.slice(1).split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    canonical += `/${encodeURIComponent(decoded.toLowerCase())}`;
  }
  return canonical === path ? path : null;
}

const HEAD_TO_HEAD = /^\/h2h\?a=([0-9a-f-]{36})&b=([0-9a-f-]{36})$/;

/** The URL itself when it is the one spelling of a head-to-head page with two runners chosen, else null. */
export function canonicalQueryPage(url: string): string | null {
  const [, a = '', b = ''] = HEAD_TO_HEAD.exec(url) ?? [];
  return UUID.test(a) && UUID.test(b) && a !== b ? url : null;
}

/** The app's own pages under /user/ (apps/web/src/urls.ts), which name no user. */
const USER_AREA_PAGES = new Set(['profile', 'settings']);

/**
 * Whether `path` (as requested, any spelling) names a user who cannot exist (rules §27): a `/user/…` name that
 * breaks the username rule (a control character, a space, 64 characters) or a malformed percent-escape. Such a path
 * is no page: 404, without a database query, and nothing logged.
 */
export function namesImpossibleUser(path: string): boolean {
  const [area, value, ...rest] = path.slice(1).split('/');
  if (area !== 'user' || value === undefined || value === '' || rest.length > 0) return false;
  let name: string;
  try {
    name = decodeURIComponent(value).toLowerCase();
  } catch {
    return true;
  }
  return !USER_AREA_PAGES.has(name) && !discordUsernameSchema.safeParse(name).success;
}

/** What a canonical path names that must exist for its page to be drawn, if anything. */
export type PageSubject =
  | { kind: 'user'; discordUsername: string }
  | { kind: 'race'; id: string }
  | { kind: 'draw'; id: string }
  | { kind: 'pair'; ids: [string, string] }
  | { kind: 'pastSeason'; year: number }
  /** A path no page can be drawn for, though its pattern matches one (`/seasons/abc/standings`). */
  | { kind: 'impossible' };

const FOUR_DIGITS = /^\d{4}$/;

export function pageSubjectOf(canonicalPath: string): PageSubject | null {
  const [, a, b] = HEAD_TO_HEAD.exec(canonicalPath) ?? [];
  if (a !== undefined && b !== undefined) return { kind: 'pair', ids: [a, b] };
  const [area, value, ...rest] = canonicalPath.slice(1).split('/');
  // A season's pages (rules §36): `/seasons/{year}/standings` and the like, for a past season on record.
  if (area === 'seasons' && value !== undefined)
    return FOUR_DIGITS.test(value) ? { kind: 'pastSeason', year: Number(value) } : { kind: 'impossible' };
  if (value === undefined || rest.length > 0) return null;
  // `/user/profile` or `/user/settings` name no user either: not server-rendered, so the shell is right for them.
  if (area === 'user') return { kind: 'user', discordUsername: decodeURIComponent(value) };
  // `/races/upcoming` and the like are pages of their own, not race ids.
  if (area === 'races' && UUID.test(value)) return { kind: 'race', id: value };
  // A group draw's page (rules §13): everyone sees confirmed draws only.
  if (area === 'draws') return UUID.test(value) ? { kind: 'draw', id: value } : null;
  return null;
}

/** One indexed lookup (users' unique username index, races', draws' and seasons' primary keys). */
export async function subjectExists(db: Db, subject: PageSubject): Promise<boolean> {
  const found = sql<number>`1`;
  let rows: unknown[];
  if (subject.kind === 'impossible') return false;
  if (subject.kind === 'pastSeason')
    rows = await db
      .select({ found })
      .from(seasons)
      .where(and(eq(seasons.year, subject.year), ne(seasons.year, currentSeasonYear)))
      .limit(1);
  else if (subject.kind === 'user')
    rows = await db.select({ found }).from(users).where(eq(users.discordUsername, subject.discordUsername)).limit(1);
  else if (subject.kind === 'pair')
    return (await db.select({ found }).from(users).where(inArray(users.id, subject.ids))).length === 2;
  else if (subject.kind === 'race')
    rows = await db.select({ found }).from(races).where(eq(races.id, subject.id)).limit(1);
  else
    rows = await db
      .select({ found })
      .from(draws)
      .where(and(eq(draws.id, subject.id), eq(draws.status, 'confirmed')))
      .limit(1);
  return rows.length > 0;
}
