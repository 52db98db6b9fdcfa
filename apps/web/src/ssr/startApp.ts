/**
 * Starts the app in the browser: hydrates a page the server drew (for visitors without a session, see
 * docs/decisions/005-server-rendering.md), or draws the single-page app in the empty shell.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createElement, StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../App';
import { hasSessionCookie } from '../auth/authApi';
import { preloadPages } from './lazyPage';
import type { ServerPayload } from './payload';

const browserRouter = (routes: ReactNode) => createElement(BrowserRouter, null, routes);

/**
 * Hydrates the server's HTML: its query results go into the cache and its page modules load first, so hydration
 * draws exactly that HTML, without fetching or suspending. Their data counts as fresh: the server checked its data
 * version when it sent the page.
 */
export async function hydratePage(
  container: HTMLElement,
  payload: ServerPayload,
  queryClient: QueryClient,
): Promise<Root> {
  const now = Date.now();
  hydrate(queryClient, {
    queries: payload.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
  await preloadPages(payload.pages);
  const app = createElement(App, {
    queryClient,
    router: browserRouter,
    renderedAt: payload.renderedAt,
    // Drawn as the server drew it: without the inline variables when the page links them (App.tsx).
    inlineCssVariables: payload.cssVariables !== 'linked',
  });
  let root: Root | undefined;
  // In a transition, hydration is time-sliced: it yields to the browser instead of making one long task.
  startTransition(() => {
    root = hydrateRoot(container, createElement(StrictMode, null, app));
  });
  if (!root) throw new Error('hydrateRoot did not run');
  return root;
}

/** Draws the app in an empty root (the shell logged-in users get). */
export function renderApp(container: HTMLElement, queryClient: QueryClient): Root {
  const root = createRoot(container);
  // In a transition, the first render yields to the browser between components.
  startTransition(() => {
    root.render(createElement(StrictMode, null, createElement(App, { queryClient, router: browserRouter })));
  });
  return root;
}

/** The server's page when there is one and the visitor still has no session; else the single-page app. */
export function startApp(container: HTMLElement, payload: ServerPayload | null, queryClient: QueryClient): void {
  // Someone who logged in since (in another tab) would see the visitor's page: draw theirs instead.
  if (payload && !hasSessionCookie()) {
    // Should a page module fail to load, the server's HTML stays: readable, and its links still work.
    hydratePage(container, payload, queryClient).catch((error: unknown) => {
      console.error('The app could not start on this page', error);
    });
  } else renderApp(container, queryClient);
}
