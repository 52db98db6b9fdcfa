import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@pokered/core/schemas/pickems';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import LeaderboardPage from './LeaderboardPage';

const entry = (id: string, name: string, points: number, rank: number): LeaderboardEntry => ({
  userId: { _id: id, displayName: name, discordUsername: name.toLowerCase() },
  points,
  rank,
});

describe('LeaderboardPage', () => {
  it("marks the viewer's own row with a You badge and aria-current", async () => {
    mockApi({ 'GET /api/pickems/leaderboard': () => [entry('a', 'Misty', 25, 1), entry('b', 'Brock', 20, 2)] });
    renderWithProviders(<LeaderboardPage />, { user: makeUser({ _id: 'b' }) });
    await screen.findByRole('table');
    const own = screen.getByRole('row', { current: true });
    expect(own).toHaveTextContent('2Brock You20');
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('lists rank, name (linking to the profile) and points, as the server orders them', async () => {
    mockApi({
      'GET /api/pickems/leaderboard': () => [
        entry('a', 'Misty', 25, 1),
        entry('b', 'Brock', 25, 1),
        entry('c', 'Gary', 0, 3),
      ],
    });
    renderWithProviders(<LeaderboardPage />, { user: null });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Misty25', '1Brock25', '3Gary0']);
    expect(screen.getByRole('link', { name: 'Misty' })).toHaveAttribute('href', '/user/misty');
  });

  it("says 'No players available' when nobody plays, and 'Error fetching leaderboard' when it fails", async () => {
    mockApi({ 'GET /api/pickems/leaderboard': () => [] });
    const { unmount } = renderWithProviders(<LeaderboardPage />, { user: null });
    expect(await screen.findByText('No players available')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/pickems/leaderboard': () => apiError(503, 'The database is unavailable right now.') });
    renderWithProviders(<LeaderboardPage />, { user: null });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error fetching leaderboard');
  });
});
