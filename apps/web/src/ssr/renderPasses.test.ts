/**
 * Every server-rendered page is drawn exactly once: its route declares the page modules and queries it needs
 * (src/routeTable.tsx), the renderer loads them, then draws. A page that asked for anything undeclared would be left
 * to the browser, so each page must come out rendered, from one `prerender`.
 */
import { defaultSeasonSettings } from '@pokered/core/seasonSettings';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, setFetch } from '../entry-server';
import { buildBracket, buildBracketGroup, buildDraw, buildHappening, buildRace } from '../test/builders';
import { buildPicker, buildSeason } from '../test/fixtures/seasons';
import { makeStandingsRow } from '../test/fixtures/standings';
import { makeProfile } from '../test/fixtures/profile';
import { SERVER_RENDERED } from './serverRoutes';

vi.mock('react-dom/static', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/static')>();
  return { ...actual, prerender: vi.fn(actual.prerender) };
});

const RACE = buildRace({ _id: 'race-1', raceDateTime: Date.UTC(2026, 2, 5, 18, 30) / 1000, round: 'Round 2' });
const PARAMETERS: Record<string, string> = { id: RACE._id, discordUsername: 'ash', year: '2025' };
const runnerCount = (name: string) => ({
  _id: name,
  displayName: name,
  discordUsername: name.toLowerCase(),
  country: null,
  currentBracket: 'Normal',
  count: 1,
  players: 2,
});

/** One answer per endpoint the public pages read (a page reading anything else gets a 404 and is not rendered). */
const API: Record<string, unknown> = {
  '/api/config': { prizePoolUrl: null, tournamentYear: 2026 },
  '/api/season/settings': { year: 2026, ...defaultSeasonSettings(2026) },
  '/api/runners/': [],
  '/api/tournament/standings': { standings: [makeStandingsRow(0, 1), makeStandingsRow(1, 2)], cutoffRank: 1 },
  '/api/tournament/exhibition': [],
  '/api/tournament/bracket': buildBracket({ Quarterfinals: [buildBracketGroup(1)] }),
  '/api/tournament/round': {
    currentRound: 'Round 2',
    upcomingRaces: 1,
    awaitingResults: 0,
    completedRaces: 0,
    totalRacesExpected: 1,
    completed: false,
  },
  '/api/past-results': [],
  '/api/seasons/2026/entrants': [],
  '/api/seasons/picker': buildPicker([2026, 2025]),
  '/api/seasons': [
    { year: 2026, status: 'running', current: true, champion: null, runners: 2, races: 1, bestTimeMs: null },
    {
      year: 2025,
      status: 'completed',
      current: false,
      champion: { userId: 'misty', displayName: 'Misty' },
      runners: 2,
      races: 3,
      bestTimeMs: 6_723_000,
    },
  ],
  '/api/happening': buildHappening({ next: [RACE] }),
  '/api/groups': { groups: [] },
  '/api/pickems/stats/favorites': [],
  '/api/stats': {
    topTimes: [],
    averageTimePerRound: {},
    averageTimePerBracket: {},
    mostActiveCommentators: [],
    countryStats: [],
  },
  '/api/races': [RACE],
  '/api/races/completed': [],
  [`/api/races/${RACE._id}`]: { ...RACE, pairs: [] },
  '/api/pickems/leaderboard': [],
  '/api/pickems/stats/all': {
    topOverallWinners: [runnerCount('Misty')],
    topBestTimePicks: [],
    top27Picks: [],
    top9Picks: [],
    topPicksByRound: {
      round1Picks: [],
      round2Picks: [],
      round3Picks: [],
      quarterFinalsPicks: [],
      semiFinalsPicks: [],
      finalPick: [],
    },
  },
  '/api/user/ash': makeProfile(),
  '/api/draws': [buildDraw([['a', 'b']], { _id: RACE._id })],
  [`/api/draws/${RACE._id}`]: buildDraw([['a', 'b']], { _id: RACE._id }),
};

/** A past season's pages read the same endpoints with `?season=2025` (rules §36). */
for (const path of [
  '/api/tournament/standings',
  '/api/tournament/exhibition',
  '/api/tournament/bracket',
  '/api/groups',
  '/api/pickems/stats/favorites',
  '/api/races/completed',
  '/api/stats',
  '/api/pickems/leaderboard',
  '/api/pickems/stats/all',
  '/api/seasons/picker',
])
  API[`${path}?season=2025`] = API[path];
// The picker's answer for 2025 carries that season's summary, for its banner.
API['/api/seasons/picker?season=2025'] = buildPicker([2026, 2025], { season: buildSeason(2025) });

const fetchApi = vi.fn((input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  const body = API[url];
  return Promise.resolve(
    body === undefined
      ? new Response(JSON.stringify({ error: `No answer for ${url}` }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});

/** A path for each server-rendered route pattern. */
const PAGES = SERVER_RENDERED.map((pattern) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => PARAMETERS[name] ?? `no-example-for-${name}`),
);

beforeEach(() => {
  setFetch(fetchApi);
  // A visitor: no "has a session" cookie (the test setup sets one).
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('server rendering', () => {
  it('covers every server-rendered route', () => {
    expect(PAGES).toHaveLength(SERVER_RENDERED.length);
    expect(PAGES.join(' ')).not.toContain('no-example-for-');
  });

  it.each(PAGES)('draws %s once, with every query its route declares', async (path) => {
    vi.mocked(prerender).mockClear();
    fetchApi.mockClear();
    const result = await render(path, Date.UTC(2026, 2, 3, 12));
    expect(result).toMatchObject({ status: 'rendered' });
    expect(vi.mocked(prerender)).toHaveBeenCalledTimes(1);
    // Each query fetched once, before the draw.
    const urls = fetchApi.mock.calls.map(([input]) => (typeof input === 'string' ? input : 'not a path'));
    expect(new Set(urls).size).toBe(urls.length);
  });
});
