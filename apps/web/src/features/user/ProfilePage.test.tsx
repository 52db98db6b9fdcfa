import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import ProfilePage from './ProfilePage';
import { makeProfile } from '../../test/fixtures/profile';

function renderAt(route: string, user: ReturnType<typeof makeUser> | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/user/profile" element={<ProfilePage />} />
      <Route path="/user/:discordUsername" element={<ProfilePage />} />
    </Routes>,
    { route, user },
  );
}

describe('ProfilePage', () => {
  it("asks a logged-out visitor of /user/profile to log in, without asking the server for 'me'", async () => {
    const fetchMock = mockApi({});
    renderAt('/user/profile', null);
    expect(await screen.findByText('Please log in to view your profile')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the caller's own profile on /user/profile", async () => {
    mockApi({ 'GET /api/user/profile/me': () => makeProfile({ displayName: 'Ash' }) });
    renderAt('/user/profile', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ash' })).toBeInTheDocument();
  });

  it("shows anyone's profile by Discord username, logged in or not", async () => {
    const fetchMock = mockApi({ 'GET /api/user/:discordUsername': () => makeProfile() });
    renderAt('/user/misty', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Misty' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'No user found with that Discord username' for an unknown name", async () => {
    mockApi({
      'GET /api/user/:discordUsername': () => apiError(404, 'No user found with that Discord username'),
    });
    renderAt('/user/nobody', null);
    expect(await screen.findByText('No user found with that Discord username')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("says 'No user found with that Discord username' for a name no one can hold (400)", async () => {
    mockApi({
      'GET /api/user/:discordUsername': () =>
        apiError(400, 'Invalid discordUsername: must be 2-32 characters: letters, digits, _ and .'),
    });
    renderAt('/user/%3Cscript%3E', null);
    expect(await screen.findByText('No user found with that Discord username')).toBeInTheDocument();
  });

  it("shows the server's message when loading fails otherwise", async () => {
    mockApi({ 'GET /api/user/:discordUsername': () => apiError(503, 'The database is unavailable right now.') });
    renderAt('/user/misty', null);
    expect(
      await screen.findByText('The database is unavailable right now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
