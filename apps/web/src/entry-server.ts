/**
 * The server-side renderer, built into dist-ssr/ (`vite build --ssr`) and loaded by the server at run time
 * (apps/server/src/web/). It draws a public page for a visitor without a session with the same components,
 * query options and fetchers as the browser; the server answers the fetches in-process (`setFetch`).
 * The route's declarations (src/routeTable.tsx, `XPage.data.ts`) say which page modules and queries the page needs:
 * they are loaded first, then the page is drawn once. See docs/decisions/005-server-rendering.md and 008-route-data.md.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setTransport } from './api/http';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { authQueryKey } from './auth/useAuth';
import { appRoutes } from './routeTable';
import { routeNeeds } from './routing/routeData';
import { isPageLoaded } from './ssr/lazyPage';
import { pageMeta, type PageMeta } from './ssr/pageMeta';
import type { ServerPayload } from './ssr/payload';
import { isServerRendered } from './ssr/serverRoutes';

export { PAYLOAD_ELEMENT_ID } from './ssr/payload';

export type ServerRender =
  | {
      status: 'rendered';
      /** Elements for the document's head (the page's <title>): React writes them first, before the app. */
      head: string;
      /** The app's markup, for `<div id="root">`. */
      html: string;
      /** For `<script type="application/json" id={PAYLOAD_ELEMENT_ID}>`. */
      payload: ServerPayload;
      /** The link preview (Open Graph and Twitter meta), from the page's own data: the server escapes it. */
      meta: PageMeta;
    }
  /** Not a server-rendered page, or one whose data could not be loaded: the browser draws it. */
  | { status: 'skipped'; reason: string };

/** The fetch the page's queries go through (the browser's is the real one). */
export function setFetch(fetch: typeof globalThis.fetch): void {
  setTransport(fetch);
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  if (typeof enabled === 'function') return (enabled as (query: Query) => unknown)(query) !== false;
  return enabled !== false;
}

/**
 * Queries the page asked for that its route does not declare (useQuery does not fetch on the server): the page
 * would be sent with a loading state in it.
 */
function undeclared(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface RenderOptions {
  /** The server links Mantine's CSS variables as a stylesheet (build/mantineVariables.ts): not inline in the page. */
  linkedCssVariables?: boolean;
}

async function draw(
  queryClient: QueryClient,
  url: string,
  renderedAt: number,
  pages: Set<string>,
  linkedCssVariables: boolean,
): Promise<string> {
  let failure: unknown;
  const app = createElement(App, {
    queryClient,
    router: (routes) => createElement(StaticRouter, { location: url }, routes),
    renderedAt,
    renderedPages: pages,
    inlineCssVariables: !linkedCssVariables,
  });
  const { prelude } = await prerender(createElement(StrictMode, null, app), {
    // React outlines a large Suspense boundary into a later chunk that inline scripts move into place, which the
    // CSP (script-src 'self') refuses, and a browser without JavaScript never shows: everything in place instead.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  // An error React recovered from would leave part of the page to the browser: not a page to send.
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error('Rendering failed', { cause: failure });
  return html;
}

/** `url`: the path (and query) asked for; `renderedAt`: the clock to draw "in 2d 3h" texts at. */
export async function render(url: string, renderedAt: number, options: RenderOptions = {}): Promise<ServerRender> {
  const linkedCssVariables = options.linkedCssVariables === true;
  const { pathname } = new URL(url, 'http://localhost');
  if (!isServerRendered(pathname)) return { status: 'skipped', reason: 'not a server-rendered page' };

  const queryClient = createQueryClient();
  const needs = await routeNeeds(appRoutes, url);
  const loaded = await Promise.allSettled([
    ...needs.pages.map((page) => page.preload()),
    // Not retried: a failing read leaves the page to the browser, which retries on its own.
    ...needs.queries.map((query) => query.ensure(queryClient, { retry: false })),
  ]);
  const failure = loaded.find((outcome) => outcome.status === 'rejected');
  if (failure) return { status: 'skipped', reason: `its data could not be loaded: ${reasonOf(failure.reason)}` };

  const pages = new Set<string>();
  const markup = await draw(queryClient, url, renderedAt, pages, linkedCssVariables);
  // Drawn once: a page module that was not loaded suspended (React would stream it after its fallback, with inline
  // scripts the CSP refuses), and a query that was not loaded left a loading state in the page. Either means the
  // route's declaration misses something (src/ssr/renderPasses.test.ts checks every page): the browser draws it.
  const unloaded = [...pages].filter((page) => !isPageLoaded(page));
  if (unloaded.length > 0) return { status: 'skipped', reason: `undeclared page modules: ${unloaded.join(', ')}` };
  const missing = undeclared(queryClient).map((query) => JSON.stringify(query.queryKey));
  if (missing.length > 0) return { status: 'skipped', reason: `undeclared queries: ${missing.join(', ')}` };

  const head = HOISTED.exec(markup)?.[0] ?? '';
  const queries = dehydrate(queryClient, {
    // The visitor's auth state is the browser's own business (no session: logged out, without asking).
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== authQueryKey[0],
  });
  return {
    status: 'rendered',
    head,
    html: markup.slice(head.length),
    payload: {
      renderedAt,
      pages: [...pages],
      queries,
      ...(linkedCssVariables ? { cssVariables: 'linked' as const } : {}),
    },
    meta: pageMeta(pathname, queryClient),
  };
}
