import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from '../../../test/utils';
import { UnbindDiscordForm } from './UnbindDiscordForm';

describe('UnbindDiscordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("finds the user by Discord username and unbinds them by id, showing the server's message", async () => {
    const fetchMock = mockFetch({
      'GET /api/user/misty': () => jsonResponse({ _id: 'user-1', discordUsername: 'misty' }),
      'POST /api/admin/users/user-1/unbind-discord': () => jsonResponse({ message: 'misty is unbound.' }),
    });
    const { user } = renderWithProviders(<UnbindDiscordForm />, { user: makeUser({ isAdmin: true }) });
    await user.type(screen.getByLabelText('Discord username to unbind'), 'Misty');
    await user.click(screen.getByRole('button', { name: 'Unbind Discord account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('misty is unbound.');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`)).toEqual([
      'GET /api/user/misty',
      'POST /api/admin/users/user-1/unbind-discord',
    ]);
  });

  it('shows the error of an unknown username', async () => {
    mockFetch({
      'GET /api/user/nobody': () => jsonResponse({ error: 'No user found with that Discord username' }, 404),
    });
    const { user } = renderWithProviders(<UnbindDiscordForm />, { user: makeUser({ isAdmin: true }) });
    await user.type(screen.getByLabelText('Discord username to unbind'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Unbind Discord account' }));
    expect(await screen.findByText(/No user found/)).toBeInTheDocument();
  });
});
