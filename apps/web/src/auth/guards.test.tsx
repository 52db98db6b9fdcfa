import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@pokered/core/schemas/auth';
import { mockApi } from '../test/api';
import { buildAuthStatus } from '../test/builders';
import { makeUser, mockFetch, renderWithProviders } from '../test/utils';
import { RequireAdmin, RequireAuth, RequireRunner } from './guards';
import type { AuthUser } from './types';

function renderGuarded(guard: 'auth' | 'admin' | 'runner', user?: AuthUser | null) {
  const protectedPage = <p>Secret page</p>;
  const element =
    guard === 'auth' ? (
      <RequireAuth>{protectedPage}</RequireAuth>
    ) : guard === 'admin' ? (
      <RequireAdmin>{protectedPage}</RequireAdmin>
    ) : (
      <RequireRunner>{protectedPage}</RequireRunner>
    );
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/secret" element={element} />
    </Routes>,
    { route: '/secret', user },
  );
}

describe('route guards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['auth', makeUser()],
    ['admin', makeUser({ isAdmin: true })],
    ['runner', makeUser({ role: 'runner' })],
  ] as const)('%s guard lets the right user in', (guard, user) => {
    renderGuarded(guard, user);
    expect(screen.getByText('Secret page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/secret');
  });

  it.each([
    ['auth', null],
    ['admin', null],
    ['admin', makeUser({ isAdmin: false, role: 'runner' })],
    ['runner', null],
    ['runner', makeUser({ role: 'commentator', isAdmin: true })],
  ] as const)('%s guard sends %o to /', (guard, user) => {
    renderGuarded(guard, user);
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('admin guard requires isAdmin to be exactly true', () => {
    renderGuarded('admin', { ...makeUser(), isAdmin: 'true' as unknown as boolean });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the loader, not a redirect, while the status check is running', async () => {
    let answer: (user: AuthStatus) => void = () => undefined;
    mockApi({
      'GET /auth-status': () =>
        new Promise<AuthStatus>((resolve) => {
          answer = resolve;
        }),
    });
    renderGuarded('admin');
    expect(screen.getByRole('status', { name: 'Checking your login…' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/secret');

    answer(buildAuthStatus({ isAdmin: true }));
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('redirects once the status check says logged out', async () => {
    mockFetch({ 'GET /auth-status': () => new Response('null', { status: 401 }) });
    renderGuarded('auth');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
