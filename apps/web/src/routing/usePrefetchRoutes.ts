/**
 * The browser's use of the route data declarations (src/routing/routeData.ts): a page's module and data start
 * loading when a link to it is pointed at, touched or focused, and on every navigation (back and forward, redirects,
 * the first page of the single-page app), so the page's chunk and its data load side by side instead of one after
 * the other. What is cached and fresh is not fetched again (staleTime); a server-rendered page's data is in the
 * cache already.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { prefetchRoute } from './routeData';

/** The in-app URL a link points to (path and query), or null for other sites, downloads and new windows. */
function inAppUrl(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search : null;
}

export function usePrefetchRoutes(routes: RouteObject[]): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();

  useEffect(() => {
    prefetchRoute(queryClient, routes, pathname + search);
  }, [queryClient, routes, pathname, search]);

  useEffect(() => {
    // Cheap when repeated (over a link's children, or a link pointed at twice): loaded pages and fresh data are
    // not loaded again.
    const onIntent = (event: Event) => {
      const url = inAppUrl(event.target);
      if (url !== null) prefetchRoute(queryClient, routes, url);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, [queryClient, routes]);
}
