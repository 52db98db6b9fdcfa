import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from '../../test/utils';
import ProfilePage from './ProfilePage';
import { makeProfile } from './profileFixture';

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
    const fetchMock = mockFetch({});
    renderAt('/user/profile', null);
    expect(await screen.findByText('Please log in to view your profile')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the caller's own profile on /user/profile", async () => {
    mockFetch({ 'GET /api/user/profile/me': () => jsonResponse(makeProfile({ displayName: 'Ash' })) });
    renderAt('/user/profile', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ash' })).toBeInTheDocument();
  });

  it("shows anyone's profile by Discord username, logged in or not", async () => {
    const fetchMock = mockFetch({ 'GET /api/user/misty': () => jsonResponse(makeProfile()) });
    renderAt('/user/misty', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Misty' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'No user found with that Discord username' for an unknown name", async () => {
    mockFetch({
      'GET /api/user/nobody': () => jsonResponse({ error: 'No user found with that Discord username' }, 404),
    });
    renderAt('/user/nobody', null);
    expect(await screen.findByText('No user found with that Discord username')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("shows the server's message when loading fails otherwise", async () => {
    mockFetch({ 'GET /api/user/misty': () => jsonResponse({ error: 'The database is unavailable right now.' }, 503) });
    renderAt('/user/misty', null);
    expect(
      await screen.findByText('The database is unavailable right now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
