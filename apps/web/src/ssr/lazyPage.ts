/**
 * Lazily loaded pages that the server can render and the browser can hydrate without throwing the server's HTML
 * away: each page knows its source file (the key of the build's manifest, so the server can link the page's CSS
 * and chunks in the HTML's head), records that it was drawn (server), and can be loaded ahead of hydration
 * (browser), after which it renders without suspending.
 */
import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';
import { declareRouteComponent, type RouteDataModule } from '../routing/routeData';

export interface PageModule {
  default: ComponentType;
}

/** Filled by a server render: the source files of the pages it drew. Null in the browser. */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

const preloads = new Map<string, () => Promise<PageModule>>();
const loadedPages = new Set<string>();

/**
 * `source`: the page's path under the web app's root, as in the build manifest (`src/features/…/XPage.tsx`);
 * `data`: loads its data declaration (src/routing/routeData.ts), read before the server draws it and prefetched by
 * the browser.
 */
export function lazyPage(
  source: string,
  load: () => Promise<PageModule>,
  data?: () => Promise<RouteDataModule>,
): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      loadedPages.add(source);
      return module;
    }));
  preloads.set(source, preload);
  const Lazy = lazy(preload);

  function LazyPage() {
    useContext(RenderedPagesContext)?.add(source);
    // Once loaded, drawn directly: React.lazy would suspend once more, even for a module already here.
    return createElement(loaded ?? Lazy);
  }
  LazyPage.displayName = `LazyPage(${source})`;
  declareRouteComponent(LazyPage, { page: { source, preload }, ...(data ? { data } : {}) });
  return LazyPage;
}

/** Loads pages by source file (unknown ones are ignored): before hydrating the server's HTML of those pages. */
export async function preloadPages(sources: readonly string[]): Promise<void> {
  await Promise.all(sources.flatMap((source) => preloads.get(source)?.() ?? []));
}

/** Whether the page is loaded, so that drawing it does not suspend. */
export function isPageLoaded(source: string): boolean {
  return loadedPages.has(source);
}
