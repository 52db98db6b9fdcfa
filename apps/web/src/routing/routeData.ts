/**
 * What a route needs before it can be drawn: its page modules, and the queries its components read, declared beside
 * each lazy page (`XPage.data.ts`, found by src/routeTable.tsx) with the same query options they pass to `useQuery`.
 * The server loads both before drawing a page once (src/entry-server.ts); the browser uses the same declaration to
 * start loading a page and its data when a link is pointed at or focused, and on every navigation
 * (src/routing/usePrefetchRoutes.ts). See docs/decisions/008-route-data.md.
 */
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

const ignore = () => undefined;

/** One query a route reads, ready to be loaded into a QueryClient. */
export interface RouteQuery {
  queryKey: QueryKey;
  /** Loads it unless the cache has it (fresh or not), and answers its data; rejects when the fetch fails. */
  ensure(queryClient: QueryClient, options?: { retry: false }): Promise<unknown>;
  /** Loads it unless the cache has it fresh; never rejects (the page's own query shows any error). */
  prefetch(queryClient: QueryClient): Promise<void>;
}

/**
 * `options`: the query options the route's components use (`xQueryOptions(...)` from src/api/). Loaded with
 * `queryClient.query`, TanStack Query 5's successor of `ensureQueryData` (`staleTime: 'static'`: any cached data
 * will do) and `prefetchQuery` (the options' own staleTime).
 */
export function routeQuery<TQueryFnData, TError, TData, TQueryData, TQueryKey extends QueryKey>(
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
): RouteQuery {
  return {
    queryKey: options.queryKey,
    ensure: (queryClient, overrides) => queryClient.query({ ...options, ...overrides, staleTime: 'static' }),
    prefetch: (queryClient) => queryClient.query(options).then(ignore, ignore),
  };
}

export interface RouteDataContext {
  /** The URL's parameters (`:id`, `:discordUsername`). */
  params: Params;
  search: URLSearchParams;
}

/** A route's data declaration: the queries its components read for this URL. */
export type RouteData = (context: RouteDataContext) => readonly RouteQuery[];

/** A page's `XPage.data.ts`, loaded lazily like the page (the shell does not carry every page's query options). */
export interface RouteDataModule {
  data: RouteData;
}

/** What the route table says about a component used in a route's element: a lazy page, or a layout with data. */
export interface RouteComponentInfo {
  /** A lazy page's source file (the build manifest's key), and how to load it. */
  page?: { source: string; preload: () => Promise<unknown> };
  /** Loads the component's data declaration. */
  data?: () => Promise<RouteDataModule>;
}

const componentInfo = new WeakMap<object, RouteComponentInfo>();

/** Records what drawing `component` in a route needs (lazyPage does it for pages; see also `withRouteData`). */
export function declareRouteComponent(component: object, info: RouteComponentInfo): void {
  componentInfo.set(component, { ...componentInfo.get(component), ...info });
}

/** Declares the data an eagerly loaded component needs wherever a route draws it (the shell's layout). */
export function withRouteData<T extends object>(component: T, data: RouteData): T {
  const module = Promise.resolve({ data });
  declareRouteComponent(component, { data: () => module });
  return component;
}

/** The declared components in a route's element, wrappers (guards) included: `<RequireAuth><Page/></RequireAuth>`. */
function declaredIn(node: ReactNode, found: RouteComponentInfo[]): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) declaredIn(child, found);
    return;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  if (typeof node.type === 'function' || typeof node.type === 'object') {
    const info = componentInfo.get(node.type);
    if (info) found.push(info);
  }
  declaredIn(node.props.children, found);
}

interface Declared {
  info: RouteComponentInfo;
  context: RouteDataContext;
}

/** The declared components drawn at `url`, in every route that matches it (layouts included). */
function declaredAt(routes: RouteObject[], url: string): Declared[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const declared: Declared[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const found: RouteComponentInfo[] = [];
    declaredIn(match.route.element, found);
    for (const info of found) declared.push({ info, context: { params: match.params, search: searchParams } });
  }
  return declared;
}

export interface RouteNeeds {
  /** Source files of the lazy pages drawn at this URL, and their loaders. */
  pages: { source: string; preload: () => Promise<unknown> }[];
  queries: RouteQuery[];
}

/** What drawing `url` needs (its data declarations loaded). */
export async function routeNeeds(routes: RouteObject[], url: string): Promise<RouteNeeds> {
  const declared = declaredAt(routes, url);
  const queries = await Promise.all(
    declared.map(async ({ info, context }) => (info.data ? (await info.data()).data(context) : [])),
  );
  return {
    pages: declared.flatMap(({ info }) => (info.page ? [info.page] : [])),
    queries: queries.flat(),
  };
}

/** Starts loading a URL's page modules and data, side by side (browser: on intent to navigate, and on navigation). */
export function prefetchRoute(queryClient: QueryClient, routes: RouteObject[], url: string): void {
  for (const { info, context } of declaredAt(routes, url)) {
    info.page?.preload().catch(ignore);
    info.data?.().then(({ data }) => {
      for (const query of data(context)) void query.prefetch(queryClient);
    }, ignore);
  }
}
