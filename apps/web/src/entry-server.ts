/**
 * The server-side renderer, built into dist-ssr/ (`vite build --ssr`) and loaded by the server at run time
 * (apps/server/src/web/). It draws a public page for a visitor without a session with the same components,
 * query options and fetchers as the browser; the server answers the fetches in-process (`setFetch`).
 * See docs/decisions/005-server-rendering.md.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setTransport } from './api/http';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { authQueryKey } from './auth/useAuth';
import type { ServerPayload } from './ssr/payload';
import { isPageLoaded, preloadPages } from './ssr/lazyPage';
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
    }
  /** Not a server-rendered page, or one whose data could not be loaded: the browser draws it. */
  | { status: 'skipped'; reason: string };

/** The fetch the page's queries go through (the browser's is the real one). */
export function setFetch(fetch: typeof globalThis.fetch): void {
  setTransport(fetch);
}

/**
 * Drawn, then what it lacked (its page modules, its queries) loaded, then drawn again: a page whose queries depend
 * on others' data needs another round.
 */
const MAX_PASSES = 5;

const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  if (typeof enabled === 'function') return (enabled as (query: Query) => unknown)(query) !== false;
  return enabled !== false;
}

/** Queries the page asked for that nobody fetched yet (useQuery does not fetch on the server). */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

async function draw(queryClient: QueryClient, url: string, renderedAt: number, pages: Set<string>): Promise<string> {
  let failure: unknown;
  const app = createElement(App, {
    queryClient,
    router: (routes) => createElement(StaticRouter, { location: url }, routes),
    renderedAt,
    renderedPages: pages,
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
export async function render(url: string, renderedAt: number): Promise<ServerRender> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!isServerRendered(pathname)) return { status: 'skipped', reason: 'not a server-rendered page' };

  const queryClient = createQueryClient();
  for (let pass = 1; ; pass++) {
    const pages = new Set<string>();
    const markup = await draw(queryClient, url, renderedAt, pages);
    // A page that was not loaded yet suspended: React then streams it after its fallback, with inline scripts
    // (refused by the CSP). Only a pass where nothing suspended and no query was missing is sent.
    const unloaded = [...pages].filter((page) => !isPageLoaded(page));
    const waiting = unfetched(queryClient);
    if (unloaded.length > 0 || waiting.length > 0) {
      if (pass === MAX_PASSES) return { status: 'skipped', reason: 'still loading after the last pass' };
      await preloadPages(unloaded);
      // A failed query is left in its error state (checked below), not thrown.
      await Promise.all(
        waiting.map((query) =>
          queryClient.query({ ...query.options, queryKey: query.queryKey, retry: false }).catch(() => undefined),
        ),
      );
      continue;
    }
    const failed = queryClient.getQueryCache().findAll({ type: 'all', predicate: (q) => q.state.status === 'error' });
    if (failed.length > 0) {
      const error = failed[0]?.state.error;
      return { status: 'skipped', reason: `a query failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    const head = HOISTED.exec(markup)?.[0] ?? '';
    const queries = dehydrate(queryClient, {
      // The visitor's auth state is the browser's own business (no session: logged out, without asking).
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== authQueryKey[0],
    });
    return {
      status: 'rendered',
      head,
      html: markup.slice(head.length),
      payload: { renderedAt, pages: [...pages], queries },
    };
  }
}
