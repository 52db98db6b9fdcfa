/**
 * The server's answers, typed by endpoint from the shared schemas (packages/core), for mocking `fetch` in tests.
 *
 *   mockApi({ 'GET /api/runners/': () => [buildRunner()], 'GET /api/user/:discordUsername': () => buildProfile() })
 *
 * A handler returns the answer body, which must have the type of its endpoint's response schema (a mock that
 * drifts from the contract fails type-check), and is parsed with that schema before it is sent (a value the
 * types let through, such as a malformed id, fails the test). `apiError(status, message)` answers `{error}`.
 * Paths name their parameters as `:name`; the query string is ignored. Every feature test mocks through it;
 * `mockFetch` (./utils) is left for the transport's own tests (api/http.test.ts, routing/usePrefetchRoutes.test.tsx),
 * which send bodies and paths outside the contract on purpose.
 */
import type { z } from 'zod';
import { auditResponse } from '@pokered/core/schemas/audit';
import { authStatusResponse, logoutResponse } from '@pokered/core/schemas/auth';
import { calendarUrlResponse } from '@pokered/core/schemas/calendar';
import { messageResponse } from '@pokered/core/schemas/common';
import { siteConfigResponse } from '@pokered/core/schemas/config';
import {
  createGroupResponse,
  currentGroupResponse,
  groupCountResponse,
  groupsResponse,
} from '@pokered/core/schemas/groups';
import { drawListResponse, drawSchema } from '@pokered/core/schemas/draws';
import { happeningResponse, homeResponse } from '@pokered/core/schemas/home';
import { hallOfFameLinksResponse } from '@pokered/core/schemas/hallOfFameLinks';
import { importedPeopleResponse, importedPersonDecision } from '@pokered/core/schemas/importedPeople';
import { saveSeasonSettingsResponse, seasonSettingsResponse } from '@pokered/core/schemas/seasonSettings';
import {
  dropPendingResponse,
  notificationsResponseSchema,
  testNotificationResponse,
} from '@pokered/core/schemas/notifications';
import {
  favoritesResponse,
  leaderboardResponse,
  pickemsStatsResponse,
  pickemsViewResponse,
  recalibrationPreviewResponse,
  recalibrationResultResponse,
} from '@pokered/core/schemas/pickems';
import { profileResponse } from '@pokered/core/schemas/profile';
import { raceActionResponse, raceListResponse, raceResponse, userRacesResponse } from '@pokered/core/schemas/races';
import { completeRaceResponse } from '@pokered/core/schemas/results';
import { headToHeadResponse } from '@pokered/core/schemas/rivalry';
import { racetimePreviewResponse, readyToCompleteResponse } from '@pokered/core/schemas/racetime';
import { pastResultsResponse, statsResponse } from '@pokered/core/schemas/stats';
import {
  bracketResponse,
  exhibitionResponse,
  roundChecklistResponse,
  standingsDetailResponse,
  standingsResponse,
  tournamentRoundResponse,
} from '@pokered/core/schemas/tournament';
import { adminUserResponse, runnersResponse } from '@pokered/core/schemas/users';
import { vi } from 'vitest';
import { jsonResponse } from './utils';
import {
  addEntrantsResponse,
  seasonEntrantsResponse,
  seasonListResponse,
  seasonPickerResponse,
  startSeasonResponse,
} from '@pokered/core/schemas/seasons';
import {
  acceptRulesResponse,
  adminEntriesResponse,
  adminEntrySchema,
  checkInResponse,
  enterSeasonResponse,
  seedingResponse,
  signupStateSchema,
  withdrawResponse,
} from '@pokered/core/schemas/signups';

/** Every endpoint the web app reads or writes, with the schema of its answer (rules.md). */
export const apiContract = {
  'GET /auth-status': authStatusResponse,
  'POST /logout': logoutResponse,
  'GET /api/config': siteConfigResponse,
  'GET /api/season/settings': seasonSettingsResponse,
  'GET /api/seasons': seasonListResponse,
  'GET /api/seasons/picker': seasonPickerResponse,
  'GET /api/seasons/:year/entrants': seasonEntrantsResponse,
  'POST /api/admin/seasons': startSeasonResponse,
  'POST /api/admin/seasons/:year/entrants': addEntrantsResponse,
  'PATCH /api/admin/seasons/:year': saveSeasonSettingsResponse,
  'GET /api/seasons/:year/signup': signupStateSchema,
  'POST /api/seasons/:year/entries': enterSeasonResponse,
  'DELETE /api/seasons/:year/entries/me': withdrawResponse,
  'POST /api/seasons/:year/entries/me/check-in': checkInResponse,
  'POST /api/seasons/:year/entries/me/rules': acceptRulesResponse,
  'GET /api/admin/seasons/:year/entries': adminEntriesResponse,
  'PATCH /api/admin/seasons/:year/entries/:userId': adminEntrySchema,
  'POST /api/admin/seasons/:year/seeding': seedingResponse,
  'GET /api/runners/': runnersResponse,
  'GET /api/home': homeResponse,
  'GET /api/tournament/round': tournamentRoundResponse,
  'GET /api/tournament/standings': standingsResponse,
  'GET /api/tournament/standings/:userId': standingsDetailResponse,
  'GET /api/tournament/bracket': bracketResponse,
  'GET /api/tournament/exhibition': exhibitionResponse,
  'POST /api/tournament/end-round': messageResponse,
  'GET /api/groups': groupsResponse,
  'GET /api/groups/count': groupCountResponse,
  'GET /api/groups/user/current': currentGroupResponse,
  'POST /api/groups': createGroupResponse,
  'GET /api/races': raceListResponse,
  'GET /api/races/completed': raceListResponse,
  'GET /api/races/ready-to-complete': readyToCompleteResponse,
  'GET /api/races/user': userRacesResponse,
  'GET /api/races/user/:userId': userRacesResponse,
  'GET /api/races/:raceId': raceResponse,
  'POST /api/races/submit': raceActionResponse,
  'POST /api/races/:raceId/commentator': raceActionResponse,
  'POST /api/races/:raceId/remove-commentator': raceActionResponse,
  'POST /api/races/:raceId/complete': completeRaceResponse,
  'POST /api/races/:raceId/cancel': raceActionResponse,
  'POST /api/races/:raceId/uncancel': raceActionResponse,
  'POST /api/races/:raceId/reschedule': raceActionResponse,
  'POST /api/races/:raceId/restream': raceActionResponse,
  'POST /api/races/:raceId/cancel-restream': raceActionResponse,
  'POST /api/races/:raceId/room': raceActionResponse,
  'POST /api/admin/races/:raceId/racetime-preview': racetimePreviewResponse,
  'GET /api/stats': statsResponse,
  'GET /api/past-results': pastResultsResponse,
  'GET /api/user/profile/me': profileResponse,
  'GET /api/user/:discordUsername': profileResponse,
  'POST /api/user/displayName': messageResponse,
  'POST /api/user/pronouns': messageResponse,
  'POST /api/user/country': messageResponse,
  'POST /api/user/racetime': messageResponse,
  'GET /api/pickems': pickemsViewResponse,
  'GET /api/pickems/leaderboard': leaderboardResponse,
  'GET /api/pickems/stats/all': pickemsStatsResponse,
  'GET /api/pickems/stats/favorites': favoritesResponse,
  'GET /api/pickems/:userId': pickemsViewResponse,
  'POST /api/pickems/submit-one-off': messageResponse,
  'POST /api/pickems/submit-round-picks': messageResponse,
  'POST /api/admin/recalibrate-pickems-preview': recalibrationPreviewResponse,
  'POST /api/admin/recalibrate-pickems': recalibrationResultResponse,
  'POST /api/admin/add-user': messageResponse,
  'POST /api/admin/users/:userId/unbind-discord': messageResponse,
  'GET /api/admin/round-checklist': roundChecklistResponse,
  'POST /api/admin/users/:userId/withdraw': messageResponse,
  'POST /api/admin/users/:userId/reinstate': messageResponse,
  'GET /api/admin/users/:discordUsername': adminUserResponse,
  'POST /api/admin/edit-user': messageResponse,
  'GET /api/admin/audit': auditResponse,
  'GET /api/admin/hall-of-fame-links': hallOfFameLinksResponse,
  'POST /api/admin/hall-of-fame-links': messageResponse,
  'POST /api/admin/hall-of-fame-links/unlink': messageResponse,
  'GET /api/admin/imported-people': importedPeopleResponse,
  'POST /api/admin/imported-people/:id/confirm': importedPersonDecision,
  'POST /api/admin/imported-people/:id/keep-apart': importedPersonDecision,
  'GET /api/admin/notifications': notificationsResponseSchema,
  'PUT /api/admin/notifications': notificationsResponseSchema,
  'POST /api/admin/notifications/test': testNotificationResponse,
  'GET /api/draws': drawListResponse,
  'GET /api/draws/:drawId': drawSchema,
  'POST /api/admin/draws': drawSchema,
  'PUT /api/admin/draws/:drawId': drawSchema,
  'POST /api/admin/draws/:drawId/confirm': drawSchema,
  'DELETE /api/admin/draws/:drawId': messageResponse,
  'GET /api/user/calendar': calendarUrlResponse,
  'POST /api/user/calendar/reset': calendarUrlResponse,
  'POST /api/admin/notifications/drop-pending': dropPendingResponse,
  'POST /api/admin/groups/:groupId/race': raceActionResponse,
  'GET /api/happening': happeningResponse,
  'GET /api/h2h': headToHeadResponse,
} as const satisfies Record<string, z.ZodType>;

export type Endpoint = keyof typeof apiContract;
/** The body an endpoint answers, as the server sends it. */
export type ApiAnswer<E extends Endpoint> = z.input<(typeof apiContract)[E]>;

/** An error answer `{error}` with its status, as the server's error handler sends it. */
export class ApiErrorAnswer {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}
export const apiError = (status: number, message: string) => new ApiErrorAnswer(status, message);

export interface ApiRequest {
  url: string;
  init: RequestInit | undefined;
  /** The `:name` segments of the endpoint's path. */
  params: Record<string, string>;
  /** The JSON body sent, if any. */
  body: unknown;
}

export type ApiHandlers = {
  [E in Endpoint]?: (request: ApiRequest) => ApiAnswer<E> | ApiErrorAnswer | Promise<ApiAnswer<E> | ApiErrorAnswer>;
};

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/**
 * Replaces `fetch` with these endpoints. Exact paths win over patterns (`/api/races/completed` before
 * `/api/races/:raceId`). Unmocked requests answer 404 `{error}`. Returns the mock to inspect calls.
 */
export function mockApi(handlers: ApiHandlers) {
  const entries = (Object.keys(handlers) as Endpoint[]).sort(
    (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
  );
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    for (const endpoint of entries) {
      const [endpointMethod = '', pattern = ''] = endpoint.split(' ');
      const params = endpointMethod === method ? match(pattern, path) : null;
      const handler = handlers[endpoint] as ((request: ApiRequest) => unknown) | undefined;
      if (!params || !handler) continue;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const answer = await handler({ url, init, params, body });
      if (answer instanceof ApiErrorAnswer) return jsonResponse({ error: answer.message }, answer.status);
      const parsed = apiContract[endpoint].safeParse(answer);
      if (!parsed.success) throw new Error(`The mock of ${endpoint} breaks the contract: ${parsed.error.message}`);
      return jsonResponse(answer);
    }
    return jsonResponse({ error: `No mock for ${method} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
