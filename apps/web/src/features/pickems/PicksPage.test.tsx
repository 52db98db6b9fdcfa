import type { PickedRunner, PickemsView } from '@pokered/core/schemas/pickems';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import PicksPage from './PicksPage';

const runner = (id: string, name: string, correct: boolean): PickedRunner => ({
  _id: id,
  displayName: name,
  discordUsername: name.toLowerCase(),
  country: null,
  currentBracket: 'Playoffs',
  correct,
});

const VIEW: PickemsView = {
  userId: 'user-1',
  hasRecord: true,
  hasOneOff: true,
  overallWinner: runner('a', 'Misty', true),
  bestTimeWho: runner('b', 'Brock', false),
  closestTime: 6_723_120,
  closestTimeCorrect: false,
  top27: [runner('a', 'Misty', true), runner('b', 'Brock', false)],
  top9: [],
  round1Picks: [{ ...runner('c', 'Gary', true), groupId: 'g1', groupNumber: 4 }],
  round2Picks: [],
  round3Picks: [],
  quarterFinalsPicks: [],
  semiFinalsPicks: [],
  finalPick: null,
  points: 115,
  breakdown: { 'Round picks': 5, 'Top 27': 10, 'Overall winner': 100 },
  submittedRounds: ['Round 1'],
};

describe('PicksPage', () => {
  it('shows every pick, marks the correct ones, and leaves empty lists out', async () => {
    mockApi({ 'GET /api/pickems': () => VIEW });
    renderWithProviders(<PicksPage />, { user: makeUser() });
    expect(await screen.findByText('Points: 115')).toBeInTheDocument();
    expect(screen.getByText('1:52:03.120')).toBeInTheDocument();
    const top27 = screen.getByRole('heading', { name: 'Top 27' }).nextElementSibling as HTMLElement;
    expect(
      within(top27)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Misty ✓ (correct)', 'Brock']);
    expect(screen.getByText('Group 4:', { exact: false })).toHaveTextContent('Group 4: Gary ✓ (correct)');
    expect(screen.queryByRole('heading', { name: 'Top 9' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Final Pick' })).not.toBeInTheDocument();
  });

  it("invites a user without picks to make some, and shows 'Error fetching your Pickems data.' on failure", async () => {
    mockApi({ 'GET /api/pickems': () => ({ ...VIEW, hasRecord: false }) });
    const { unmount } = renderWithProviders(<PicksPage />, { user: makeUser() });
    expect(await screen.findByText(/You have not made any picks yet/)).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/pickems': () => apiError(401, 'Please log in first.') });
    renderWithProviders(<PicksPage />, { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching your Pickems data.');
  });
});
