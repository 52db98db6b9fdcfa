import type { PickCount, PickemsStats } from '@pokered/core/schemas/pickems';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/utils';
import PickemsStatsPage from './PickemsStatsPage';

const count = (id: string, name: string, n: number, players = 20): PickCount => ({
  _id: id,
  displayName: name,
  discordUsername: name.toLowerCase(),
  country: null,
  currentBracket: 'Normal',
  count: n,
  players,
});

const STATS: PickemsStats = {
  topOverallWinners: [count('a', 'Misty', 12), count('b', 'Brock', 1)],
  topBestTimePicks: [],
  top27Picks: [count('a', 'Misty', 20)],
  top9Picks: [],
  topPicksByRound: {
    round1Picks: [count('c', 'Gary', 4, 6)],
    round2Picks: [],
    round3Picks: [],
    quarterFinalsPicks: [],
    semiFinalsPicks: [],
    finalPick: [],
  },
};

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('rowheader')
        .concat(within(row).queryAllByRole('cell'))
        .map((cell) => cell.textContent.trim()),
    );

describe('PickemsStatsPage', () => {
  it('shows every list as a table of the share of players who picked each runner, the count in text', async () => {
    mockApi({ 'GET /api/pickems/stats/all': () => STATS });
    renderWithProviders(<PickemsStatsPage />, { user: null });
    const winners = await screen.findByRole('region', { name: 'Most Picked Winners' });
    expect(rowsOf(winners)).toEqual([
      ['1. Misty N(Normal bracket)', '60%', '12 of 20'],
      ['2. Brock N(Normal bracket)', '5%', '1 of 20'],
    ]);
    expect(within(winners).getAllByRole('row')[1]).toHaveAttribute('title', '12 of 20 players picked Misty');
    expect(
      within(winners)
        .getAllByTestId('bar')
        .map((bar) => bar.style.width),
    ).toEqual(['60%', '5%']);
    expect(rowsOf(screen.getByRole('region', { name: 'Top 27 Picks' }))).toEqual([
      ['1. Misty N(Normal bracket)', '100%', '20 of 20'],
    ]);
    expect(rowsOf(screen.getByRole('region', { name: 'Round 1 Picks' }))).toEqual([
      ['1. Gary N(Normal bracket)', '67%', '4 of 6'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Best Time Picks' })).getByText('No picks yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Final Picks' })).toBeInTheDocument();
  });

  it("shows 'Unable to load stats.' when the stats cannot be loaded", async () => {
    mockApi({ 'GET /api/pickems/stats/all': () => apiError(404, 'Not found.') });
    renderWithProviders(<PickemsStatsPage />, { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load stats.');
  });
});
