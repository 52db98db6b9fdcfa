/**
 * Who may call what (rules §3), one entry per route of the API contract, with a request that
 * would be accepted from an allowed caller. The security suite checks that the server's registered
 * routes and this table are the same set in both directions: a route added without an entry here,
 * or a contract route that is missing or declares another access, fails the suite.
 */
import { defaultSeasonSettings } from '@pokered/core/seasonSettings';
import { DEFAULT_SIGNUP_SETTINGS } from '@pokered/core/signups';
import type { Access } from '../../../src/http/types.ts';
import type { World } from './world.ts';

export interface RouteCase {
  access: Access;
  /** Path parameter values, in the order they appear in the URL. */
  params?: (w: World) => string[];
  /** A body the route accepts from an allowed caller; undefined sends no body at all. */
  body?: (w: World) => unknown;
  /** A query string, without '?' (a function when it names the world's ids). */
  query?: string | ((w: World) => string);
  /**
   * Who the "allowed caller" check sends as, when the route narrows its access further inside (a racer of that
   * race, rules §3): the plain runner is racer 1 of the world's race.
   */
  allowedAs?: 'runner';
  /** What an anonymous caller of a public route gets when it is not 2xx by design (auth-status: 401 null). */
  anonymousStatus?: number;
}

const raceParams = (w: World) => [w.raceId];
const userIdParams = (w: World) => [w.runnerId];
const zeroTime = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const inTwoDays = () => Math.floor(Date.now() / 1000) + 2 * 24 * 60 * 60;

/** The case's query string for this world, without '?'; empty when it has none. */
export function queryOf(entry: RouteCase | undefined, w: World): string {
  return typeof entry?.query === 'function' ? entry.query(w) : (entry?.query ?? '');
}

/** Keys are `METHOD /path`; a path parameter may have any name (`:id`, `:raceId`...). */
export const routeMatrix: Record<string, RouteCase> = {
  // Auth, at the host root (rules §1, §2).
  'GET /login': { access: 'public' },
  'POST /login/dev': { access: 'public', body: () => ({ username: 'sec_newcomer' }) },
  'GET /auth/discord/callback': { access: 'public' },
  'GET /auth-status': { access: 'public', anonymousStatus: 401 },
  'POST /logout': { access: 'public' },

  // System.
  'GET /api/docs': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  // A season's settings (rules §33).
  'GET /api/season/settings': { access: 'public' },
  'PATCH /api/admin/seasons/:year': {
    access: 'admin',
    params: () => ['2026'],
    // Every field, so that the control-character probes fill none of them with a placeholder.
    body: () => ({ ...defaultSeasonSettings(2026), ...DEFAULT_SIGNUP_SETTINGS }),
  },
  // Seasons (rules §34): the world's season is running, so starting the next one is refused (409), not forbidden.
  'GET /api/seasons': { access: 'public' },
  'GET /api/seasons/picker': { access: 'public' },
  'GET /api/seasons/:year/entrants': { access: 'public', params: () => ['2026'] },
  'POST /api/admin/seasons': { access: 'admin', body: () => ({ year: 2027 }) },
  'POST /api/admin/seasons/:year/entrants': {
    access: 'admin',
    params: () => ['2026'],
    body: (w) => ({ userIds: [w.runnerId] }),
  },
  // Imported people (rules §40): an unknown id answers 404, which is no refusal of the caller.
  'GET /api/admin/imported-people': { access: 'admin' },
  'POST /api/admin/imported-people/:id/confirm': {
    access: 'admin',
    params: () => [NO_SUCH_ID],
    body: (w) => ({ userId: w.runnerId }),
  },
  'POST /api/admin/imported-people/:id/keep-apart': { access: 'admin', params: () => [NO_SUCH_ID] },
  // Sign-ups (rules §38) and the seeding (rules §39): the world's sign-ups are not open (409), its Round 1 is grouped.
  'GET /api/seasons/:year/signup': { access: 'public', params: () => ['2026'] },
  'POST /api/seasons/:year/entries': {
    access: 'user',
    params: () => ['2026'],
    body: () => ({
      restreamConsent: 'yes',
      rulesAccepted: true,
      personalBest: { timeMs: 7_000_000, url: 'https://example.com/pb' },
    }),
  },
  'DELETE /api/seasons/:year/entries/me': { access: 'user', params: () => ['2026'] },
  'POST /api/seasons/:year/entries/me/check-in': { access: 'user', params: () => ['2026'] },
  'POST /api/seasons/:year/entries/me/rules': {
    access: 'user',
    params: () => ['2026'],
    body: () => ({ rulesAccepted: true }),
  },
  'GET /api/admin/seasons/:year/entries': { access: 'admin', params: () => ['2026'] },
  'GET /api/admin/seasons/:year/entries.csv': { access: 'admin', params: () => ['2026'] },
  'PATCH /api/admin/seasons/:year/entries/:userId': {
    access: 'admin',
    params: (w) => ['2026', w.runnerId],
    // Unblocking a runner who is not blocked changes nothing (409); the reason is probed all the same.
    body: () => ({ action: 'unblock', reason: 'A reason' }),
  },
  'POST /api/admin/seasons/:year/seeding': { access: 'admin', params: () => ['2026'] },

  // Users (rules §11).
  'GET /api/runners/': { access: 'public' },
  'GET /api/runners': { access: 'public' },
  'GET /api/user/:discordUsername': { access: 'public', params: (w) => [w.runnerUsername] },
  'GET /api/user/profile/me': { access: 'user' },
  'GET /api/home': { access: 'user' },
  'POST /api/user/displayName': { access: 'user', body: () => ({ displayName: 'Renamed Runner' }) },
  'POST /api/user/pronouns': { access: 'user', body: () => ({ pronouns: 'they/them' }) },
  'POST /api/user/country': { access: 'user', body: () => ({ country: 'FR' }) },
  'POST /api/admin/users/:id/withdraw': { access: 'admin', params: userIdParams },
  'POST /api/admin/users/:id/reinstate': { access: 'admin', params: userIdParams },
  'POST /api/admin/add-user': {
    access: 'admin',
    body: () => ({
      discordUsername: 'sec_added',
      displayName: 'Added',
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: null,
    }),
  },
  // Identity (rules §2): forget a user's Discord id so that their next login binds again.
  'POST /api/admin/users/:id/unbind-discord': { access: 'admin', params: (w) => [w.commentatorId] },

  // Groups (rules §5).
  'GET /api/groups': { access: 'public' },
  'GET /api/groups/count': { access: 'public' },
  'GET /api/groups/user/current': { access: 'runner' },
  'POST /api/groups': {
    access: 'admin',
    body: (w) => ({ pot1UserId: w.ungroupedIds[0], pot2UserId: w.ungroupedIds[1], pot3UserId: w.ungroupedIds[2] }),
  },

  // Group draw (rules §13). Ids in the path are unknown (404): the draft flow itself is tested in test/draws.test.ts.
  'POST /api/admin/draws': { access: 'admin', body: (w) => ({ order: [w.ungroupedIds[0]] }) },
  'PUT /api/admin/draws/:id': {
    access: 'admin',
    body: (w) => ({ groups: [{ bracket: 'Normal', members: w.ungroupedIds.slice(0, 3) }] }),
  },
  'POST /api/admin/draws/:id/confirm': { access: 'admin' },
  'DELETE /api/admin/draws/:id': { access: 'admin' },
  'GET /api/draws': { access: 'public' },
  'GET /api/draws/:id': { access: 'public' },

  // Races (rules §6).
  'GET /api/races': { access: 'public' },
  'GET /api/races/ready-to-complete': { access: 'admin' },
  'GET /api/races/completed': { access: 'public' },
  'GET /api/races/:id': { access: 'public', params: raceParams },
  'GET /api/races/user': { access: 'user' },
  'GET /api/races/user/:userId': { access: 'public', params: userIdParams },
  'POST /api/races/submit': {
    access: 'runner',
    body: (w) => ({ racer1: w.runnerId, racer2: w.mateIds[0], racer3: w.mateIds[1], raceDateTime: inTwoDays() }),
  },
  'POST /api/races/:id/commentator': { access: 'user', params: raceParams },
  'POST /api/races/:id/remove-commentator': { access: 'user', params: raceParams },
  'POST /api/races/:id/complete': {
    access: 'admin',
    params: raceParams,
    body: (w) => ({
      raceTimeId: 'pkmnredblue/security-race-0001',
      results: [
        {
          racer: w.runnerId,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 52, seconds: 10, milliseconds: 500 },
          dnfOrder: null,
        },
        {
          racer: w.mateIds[0],
          status: 'Finished',
          finishTime: { hours: 1, minutes: 58, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
        { racer: w.mateIds[1], status: 'DNF', finishTime: zeroTime, dnfOrder: 1 },
      ],
    }),
  },
  'POST /api/races/:id/reschedule': {
    access: 'user',
    allowedAs: 'runner',
    params: raceParams,
    body: () => ({ raceDateTime: inTwoDays() + 3600 }),
  },
  'POST /api/races/:id/cancel': { access: 'admin', params: raceParams },
  'POST /api/races/:id/uncancel': { access: 'admin', params: raceParams },
  'POST /api/races/:id/restream': {
    access: 'admin',
    params: raceParams,
    body: () => ({ restreamChannel: 'pokered_tv' }),
  },
  'POST /api/races/:id/cancel-restream': { access: 'admin', params: raceParams },

  // racetime.gg (rules §16). The preview names an unknown race (404 before racetime.gg is asked): no test here reads a
  // room; test/racetimePreview.test.ts tests it against a fake racetime.gg.
  'POST /api/user/racetime': { access: 'user', body: () => ({ racetime: 'https://racetime.gg/user/SecRacetime01' }) },
  'POST /api/races/:id/room': {
    access: 'user',
    allowedAs: 'runner',
    params: raceParams,
    body: () => ({ room: 'https://racetime.gg/pkmnredblue/security-room-0001' }),
  },
  'POST /api/admin/races/:id/racetime-preview': {
    access: 'admin',
    params: () => [crypto.randomUUID()],
    body: () => ({ room: 'pkmnredblue/security-race-0001' }),
  },

  // Calendars (rules §14). A path parameter is a file name (`{id}.ics`, `{token}.ics`); the world's token-less
  // personal feed address answers 404 (test/calendar.test.ts reads a real one).
  'GET /api/calendar/races.ics': { access: 'public' },
  'GET /api/calendar/restreams.ics': { access: 'public' },
  'GET /api/calendar/race/:file': { access: 'public', params: (w) => [`${w.raceId}.ics`] },
  'GET /api/calendar/u/:file': { access: 'public', params: () => [`${'A'.repeat(43)}.ics`], anonymousStatus: 404 },
  'GET /api/user/calendar': { access: 'user' },
  'POST /api/user/calendar/reset': { access: 'user' },

  // Tournament (rules §4, §8, §9).
  'GET /api/tournament/standings': { access: 'public' },
  'GET /api/tournament/standings/:userId': { access: 'public', params: userIdParams },
  'GET /api/tournament/bracket': { access: 'public' },
  'GET /api/tournament/round': { access: 'public' },
  'GET /api/tournament/exhibition': { access: 'public' },
  'POST /api/tournament/end-round': { access: 'admin' },
  'GET /api/admin/round-checklist': { access: 'admin' },

  // Pickems (rules §10).
  'GET /api/pickems': { access: 'user' },
  'GET /api/pickems/:userId': { access: 'public', params: userIdParams },
  'GET /api/pickems/leaderboard': { access: 'public' },
  'GET /api/pickems/stats/all': { access: 'public' },
  'GET /api/pickems/stats/favorites': { access: 'public' },
  'POST /api/pickems/submit-one-off': {
    access: 'user',
    body: (w) => ({
      selectedRunners: w.runnerIds.slice(0, 27),
      ultraSelectedRunners: w.runnerIds.slice(0, 9),
      selectedWinner: w.runnerIds[0],
      selectedBestTimeRunner: w.runnerIds[1],
      bestTime: { hours: 1, minutes: 45, seconds: 30, milliseconds: 0 },
    }),
  },
  'POST /api/pickems/submit-round-picks': { access: 'user', body: (w) => ({ selectedWinners: [w.runnerId] }) },
  'POST /api/admin/recalibrate-pickems-preview': { access: 'admin' },
  'POST /api/admin/recalibrate-pickems': { access: 'admin' },

  // Stats and history (rules §10a).
  'GET /api/stats': { access: 'public' },
  // Head-to-head records (rules §30).
  'GET /api/h2h': { access: 'public', query: (w) => `a=${w.runnerId}&b=${w.runnerIds[2] ?? ''}` },
  'GET /api/past-results': { access: 'public' },

  // Audit log.
  'GET /api/admin/audit': { access: 'admin', query: 'page=1' },

  // Hall-of-fame links: a historic place (the data file's 2023 gold) linked to its user.
  'GET /api/admin/hall-of-fame-links': { access: 'admin' },
  'POST /api/admin/hall-of-fame-links': {
    access: 'admin',
    body: (w) => ({ year: 2023, place: 'gold', discordUsername: w.runnerUsername }),
  },
  'GET /api/admin/notifications': { access: 'admin' },
  'PUT /api/admin/notifications': { access: 'admin', body: () => ({ commentary: null }) },
  'POST /api/admin/notifications/test': { access: 'admin', body: () => ({ channel: 'results' }) },
  'POST /api/admin/hall-of-fame-links/unlink': { access: 'admin', body: () => ({ year: 2023, place: 'gold' }) },
  // Edit User (rules §25).
  'GET /api/admin/users/:discordUsername': { access: 'admin', params: (w) => [w.runnerUsername] },
  'POST /api/admin/edit-user': {
    access: 'admin',
    body: (w) => ({
      discordUsername: w.runnerUsername,
      displayName: 'Edited',
      role: 'runner',
      isAdmin: false,
      pronouns: '',
      country: null,
    }),
  },
  'POST /api/admin/notifications/drop-pending': { access: 'admin', body: () => ({ channel: 'results' }) },
  // The visitors' Home (rules §29).
  'GET /api/happening': { access: 'public' },
  // Booking a group's race as an admin (rules §23): fixes the world's race (the whole group, same start).
  'POST /api/admin/groups/:id/race': {
    access: 'admin',
    params: (w) => [w.groupId],
    body: (w) => ({ racer1: w.runnerId, racer2: w.mateIds[0], racer3: w.mateIds[1], raceDateTime: inTwoDays() }),
  },
};

/** `METHOD /path` with every path parameter written `:`, so parameter names do not matter. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:[^/]+/g, ':')}`;
}

/** The normalised key of a matrix entry written `METHOD /path`. */
export function matrixEntryKey(entry: string): string {
  const [method = '', url = ''] = entry.split(' ');
  return routeKey(method, url);
}

const normalizedMatrix = new Map(
  Object.entries(routeMatrix).map(([key, value]) => [matrixEntryKey(key), value] as const),
);

export function caseFor(method: string, url: string): RouteCase | undefined {
  return normalizedMatrix.get(routeKey(method, url));
}

/** The registered URL with its parameters replaced, in order, by `values` (URL-encoded). */
export function fillUrl(url: string, values: readonly string[]): string {
  let index = 0;
  return url.replace(/:[^/]+/g, () => {
    const value = values[index++];
    if (value === undefined) throw new Error(`no value for parameter ${String(index)} of ${url}`);
    return encodeURIComponent(value);
  });
}

export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
