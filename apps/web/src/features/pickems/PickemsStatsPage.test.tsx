import type { PickCount, PickemsStats } from '@pokered/core/schemas/pickems';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/utils';
import PickemsStatsPage from './PickemsStatsPage';

const count = (id: string, name: string, n: number): PickCount => ({
  _id: id,
  displayName: name,
  discordUsername: name.toLowerCase(),
  country: null,
  currentBracket: 'Normal',
  count: n,
});

const STATS: PickemsStats = {
  topOverallWinners: [count('a', 'Misty', 12), count('b', 'Brock', 1)],
  topBestTimePicks: [],
  top27Picks: [count('a', 'Misty', 30)],
  top9Picks: [],
  topPicksByRound: {
    round1Picks: [count('c', 'Gary', 4)],
    round2Picks: [],
    round3Picks: [],
    quarterFinalsPicks: [],
    semiFinalsPicks: [],
    finalPick: [],
  },
};

describe('PickemsStatsPage', () => {
  it('lists the most picked runners of every list with their counts', async () => {
    mockApi({ 'GET /api/pickems/stats/all': () => STATS });
    renderWithProviders(<PickemsStatsPage />, { user: null });
    const winners = (await screen.findByRole('heading', { name: 'Most Picked Winners' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(['MistyN(Normal bracket) (12 picks)', 'BrockN(Normal bracket) (1 pick)']);
    const bestTime = screen.getByRole('heading', { name: 'Best Time Picks' }).closest('section') as HTMLElement;
    expect(within(bestTime).getByText('No picks yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Final Picks' })).toBeInTheDocument();
  });

  it("shows 'Unable to load stats.' when the stats cannot be loaded", async () => {
    mockApi({ 'GET /api/pickems/stats/all': () => apiError(404, 'Not found.') });
    renderWithProviders(<PickemsStatsPage />, { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load stats.');
  });
});
