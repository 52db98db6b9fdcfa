import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '../auth/types';
import { authQueryKey } from '../auth/useAuth';
import { cssVariablesResolver, theme } from '../theme';
import { LocationDisplay } from './LocationDisplay';

/** Test helpers for the web app. Import from 'src/test/utils'. */

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: 'user-1',
    username: 'ash',
    global_name: 'Ash',
    displayName: 'Ash Ketchum',
    photos: [{ value: 'https://cdn.example.test/ash.png' }],
    role: 'commentator',
    isAdmin: false,
    ...overrides,
  };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  /** Initial URL. */
  route?: string;
  /**
   * The logged-in user (`null` = logged out). Left out, auth is not seeded and `useAuth` asks
   * `GET /auth-status` through `fetch` (mock it).
   */
  user?: AuthUser | null;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * Renders `ui` with Mantine (test env: no transitions/portals), TanStack Query and a MemoryRouter.
 * The current pathname is shown in `screen.getByTestId('location')`, for asserting redirects.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', user, queryClient = createTestQueryClient() }: RenderOptions = {},
): RenderWithProvidersResult {
  if (user !== undefined) queryClient.setQueryData(authQueryKey, user);
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationDisplay />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

/**
 * Untyped: feature tests use `mockApi` (./api.ts), typed and parsed by the contract. This is for the transport's
 * own tests only (answers outside the contract on purpose).
 * Replaces `fetch` with a router by "METHOD path" (query string ignored), e.g.
 *   mockFetch({ 'GET /api/runners/': () => jsonResponse([]) })
 * Unmatched requests answer 404 `{error}`. Returns the mock to inspect calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler) return jsonResponse({ error: `No mock for ${method} ${path}` }, 404);
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
