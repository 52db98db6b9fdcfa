/**
 * The browser uses the routes' data declarations (src/routeTable.tsx): pointing at or focusing a link starts loading
 * the linked page's data, and so does arriving at a page (its data loads beside its chunk, not after it).
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRoutes } from 'react-router';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/utils';
import { routeQuery } from './routeData';
import { usePrefetchRoutes } from './usePrefetchRoutes';
import { lazyPage } from '../ssr/lazyPage';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api/http';

const itemQuery = (id: string) =>
  queryOptions({
    queryKey: ['item', id],
    queryFn: ({ signal }) => http.get(`/api/items/${id}`, { signal }),
    staleTime: 60_000,
  });

const Home = lazyPage('src/test/Home.tsx', () =>
  Promise.resolve({
    default: () => (
      <>
        <Link to="/items/a">Item A</Link>
        <Link to="/items/b">Item B</Link>
        <a href="https://example.test/items/c">Elsewhere</a>
      </>
    ),
  }),
);
const Item = lazyPage(
  'src/test/Item.tsx',
  () => Promise.resolve({ default: () => <p>An item</p> }),
  () => Promise.resolve({ data: ({ params }) => [routeQuery(itemQuery(params.id ?? ''))] }),
);
const routes = [
  { path: '/', element: <Home /> },
  { path: '/items/:id', element: <Item /> },
];

function Routes() {
  usePrefetchRoutes(routes);
  return useRoutes(routes);
}

const requested = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => (typeof input === 'string' ? input : 'not a path'));

describe('usePrefetchRoutes', () => {
  it('loads the data a link leads to when it is pointed at or focused, once while fresh', async () => {
    const fetch = mockFetch({
      'GET /api/items/a': () => jsonResponse({ id: 'a' }),
      'GET /api/items/b': () => jsonResponse({ id: 'b' }),
    });
    const view = renderWithProviders(<Routes />);
    const linkA = await view.findByRole('link', { name: 'Item A' });
    expect(requested(fetch)).toEqual([]);

    // Pointed at until it loads: the listener is attached by an effect, which on a busy machine may run after the link
    // is found, and the prefetch first loads the page's module. However often it is pointed at, one request.
    await waitFor(
      () => {
        fireEvent.pointerOver(linkA);
        expect(requested(fetch)).toEqual(['/api/items/a']);
      },
      { timeout: 5000 },
    );
    fireEvent.pointerOver(linkA);
    fireEvent.focusIn(view.getByRole('link', { name: 'Item B' }));
    fireEvent.pointerOver(view.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(requested(fetch)).toEqual(['/api/items/a', '/api/items/b']), { timeout: 5000 });
  });

  it('loads a page’s data when the app arrives at it', async () => {
    const fetch = mockFetch({ 'GET /api/items/a': () => jsonResponse({ id: 'a' }) });
    const view = renderWithProviders(<Routes />, { route: '/items/a' });
    expect(await view.findByText('An item')).toBeInTheDocument();
    expect(requested(fetch)).toEqual(['/api/items/a']);
  });
});
