/**
 * A page drawn by the server-side renderer (src/entry-server.ts) and hydrated the way the browser does
 * (ssr/startApp.ts), in React's development build, which reports every difference between the server's HTML and
 * the first client render (text and attributes). The browser here has a time zone (Asia/Kathmandu, as every web
 * test) and a stored 24-hour clock the server cannot know: hydration must still match, then show them.
 */
import { act } from '@testing-library/react';
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_FORMAT_STORAGE_KEY } from '../lib/useClockFormat';
import { buildRace } from '../test/builders';
import { makeStandingsRow } from '../test/fixtures/standings';
import { createQueryClient } from '../api/queryClient';
import { render, setFetch } from '../entry-server';
import type { ServerPayload } from './payload';
import { hydratePage } from './startApp';
import { buildPicker } from '../test/fixtures/seasons';
import { expectConsoleError } from '../test/consoleErrors';

/** 2026-03-05 18:30 UTC: 6:30 PM on the server's clock, 00:15 on 3/6/26 in Kathmandu. */
const START = Date.UTC(2026, 2, 5, 18, 30) / 1000;
const RENDERED_AT = (START - 2 * 86_400 - 3 * 3_600) * 1000;

const API: Record<string, unknown> = {
  '/api/config': { prizePoolUrl: null, tournamentYear: 2026 },
  '/api/tournament/standings': {
    standings: Array.from({ length: 12 }, (_, index) => makeStandingsRow(index, index + 1)),
    cutoffRank: 8,
  },
  '/api/tournament/exhibition': [],
  '/api/seasons/picker': buildPicker([2026]),
  '/api/seasons': [
    { year: 2026, status: 'running', current: true, champion: null, runners: 2, races: 1, bestTimeMs: null },
  ],
  '/api/races': [buildRace({ raceDateTime: START, round: 'Round 2' })],
};

const fetchApi = vi.fn((input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  const body = API[url];
  return Promise.resolve(
    body === undefined
      ? new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});

let root: Root | undefined;

/**
 * React's server renderer leaves the context values of its last render in place (harmless on a server, where
 * every render starts by restoring its own); here the browser's renderer runs next in the same process, so one
 * empty render puts them back.
 */
async function renderOnServer(path: string, linkedCssVariables = false) {
  const result = await render(path, RENDERED_AT, { linkedCssVariables });
  await prerender(createElement('div'));
  return result;
}

beforeEach(() => {
  setFetch(fetchApi);
  // A visitor: no "has a session" cookie (the test setup sets one).
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  fetchApi.mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** Renders `path` as the server does, puts the HTML in the document and hydrates it; answers the console errors. */
async function serverRenderAndHydrate(path: string, linkedCssVariables = false) {
  const result = await renderOnServer(path, linkedCssVariables);
  if (result.status !== 'rendered') throw new Error(`not rendered: ${result.reason}`);
  const serverHtml = result.html;
  document.head.innerHTML = result.head;
  document.body.innerHTML = `<div id="root">${serverHtml}</div>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('no root');
  window.history.replaceState(null, '', path);
  // What the browser knows and the server does not.
  window.localStorage.setItem(CLOCK_FORMAT_STORAGE_KEY, '24h');
  const fetchesBefore = fetchApi.mock.calls.length;
  // Looked at below: hydration errors fail the test, the renderers' shared-context warning does not.
  const errors = expectConsoleError();
  const payload = JSON.parse(JSON.stringify(result.payload)) as ServerPayload;
  await act(async () => {
    root = await hydratePage(container, payload, createQueryClient());
  });
  const serverText = Object.assign(document.createElement('div'), { innerHTML: serverHtml }).textContent;
  // React's development build also warns that the two renderers of this one process touched the same contexts.
  const reported = errors.mock.calls.filter(([message]) => !String(message).includes('multiple renderers'));
  return { serverHtml, serverText, container, reported, fetches: fetchApi.mock.calls.length - fetchesBefore };
}

describe('a server-rendered page', () => {
  it('hydrates /standings without a difference and without fetching its data again', async () => {
    const { serverText, container, reported, fetches } = await serverRenderAndHydrate('/standings');
    expect(serverText).toContain('Runner 11');
    expect(reported).toEqual([]);
    expect(fetches).toBe(0);
    expect(container.textContent).toContain('Runner 11');
    expect(document.title).toContain('Standings');
  });

  it('hydrates /races/upcoming in the server’s zone and clock, then shows the viewer’s', async () => {
    const { serverText, container, reported, fetches } = await serverRenderAndHydrate('/races/upcoming');
    // The server writes UTC and the 12-hour default, and the countdown at its render time.
    expect(serverText).toContain('Thu 3/5/26 · 6:30 PM');
    expect(serverText).toContain('Coordinated Universal Time');
    expect(serverText).toContain('in 2d 3h 0m');
    expect(reported).toEqual([]);
    expect(fetches).toBe(0);
    // After hydration: Kathmandu's date and time on the stored 24-hour clock.
    expect(container.textContent).toContain('Fri 3/6/26 · 00:15');
    expect(container.textContent).toContain('Nepal Time');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
  });

  it('writes Mantine’s CSS variables inline unless the server links them, and hydrates either way', async () => {
    const inline = await serverRenderAndHydrate('/standings');
    expect(inline.serverHtml).toContain('<style data-mantine-styles="true">');
    expect(inline.reported).toEqual([]);
    act(() => root?.unmount());
    // Linked (the server's page links build/mantineVariables.ts's stylesheet): neither render writes them.
    const linked = await serverRenderAndHydrate('/standings', true);
    expect(linked.serverHtml).not.toContain('data-mantine-styles="true"');
    expect(linked.reported).toEqual([]);
    expect(linked.container.querySelector('style[data-mantine-styles="true"]')).toBeNull();
    expect(linked.container.textContent).toContain('Runner 11');
  });

  it('leaves to the browser a page whose data could not be loaded', async () => {
    await expect(renderOnServer('/user/nobody')).resolves.toMatchObject({ status: 'skipped' });
  });

  it('leaves to the browser a path it does not render', async () => {
    await expect(renderOnServer('/admin')).resolves.toEqual({
      status: 'skipped',
      reason: 'not a server-rendered page',
    });
  });
});
