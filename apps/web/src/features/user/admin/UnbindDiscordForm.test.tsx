import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { testId } from '../../../test/builders';
import { makeUser, renderWithProviders } from '../../../test/utils';
import { makeProfile } from '../../../test/fixtures/profile';
import { UnbindDiscordForm } from './UnbindDiscordForm';

describe('UnbindDiscordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("finds the user by Discord username and unbinds them by id, showing the server's message", async () => {
    const userId = testId();
    const fetchMock = mockApi({
      'GET /api/user/:discordUsername': ({ params }) =>
        params.discordUsername === 'misty' ? makeProfile({ _id: userId }) : apiError(404, 'No user found'),
      'POST /api/admin/users/:userId/unbind-discord': () => ({ message: 'misty is unbound.' }),
    });
    const { user } = renderWithProviders(<UnbindDiscordForm />, { user: makeUser({ isAdmin: true }) });
    await user.type(screen.getByLabelText('Discord username to unbind'), 'Misty');
    await user.click(screen.getByRole('button', { name: 'Unbind Discord account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('misty is unbound.');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`)).toEqual([
      'GET /api/user/misty',
      `POST /api/admin/users/${userId}/unbind-discord`,
    ]);
  });

  it('shows the error of an unknown username', async () => {
    mockApi({
      'GET /api/user/:discordUsername': () => apiError(404, 'No user found with that Discord username'),
    });
    const { user } = renderWithProviders(<UnbindDiscordForm />, { user: makeUser({ isAdmin: true }) });
    await user.type(screen.getByLabelText('Discord username to unbind'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Unbind Discord account' }));
    expect(await screen.findByText(/No user found/)).toBeInTheDocument();
  });
});
