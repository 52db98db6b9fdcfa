import type { StatsResponse } from '@pokered/core/schemas/stats';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/utils';
import StatsPage from './StatsPage';

const stats: StatsResponse = {
  topTimes: [
    { racer: { _id: 'a', displayName: 'Ash', country: 'US' }, bestTime: 6_900_000 },
    { racer: { _id: 'b', displayName: 'Leaf', country: null }, bestTime: 7_000_001 },
  ],
  averageTimePerRound: { 'Round 2': 7_633_335, 'Round 1': 7_450_000 },
  averageTimePerBracket: { Playoffs: 7_350_000, Normal: 7_760_001 },
  mostActiveCommentators: [
    { displayName: 'Misty', commentatedRaces: 4 },
    { displayName: 'Oak', commentatedRaces: 2 },
  ],
  countryStats: [
    { country: 'US', count: 2 },
    { country: null, count: 1 },
  ],
};

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('rowheader')
        .concat(within(row).queryAllByRole('cell'))
        .map((cell) => cell.textContent),
    );

describe('StatsPage', () => {
  it('shows every figure as text in tables, times as HH:MM:SS with the gap to the fastest, in fixed order', async () => {
    mockApi({ 'GET /api/stats': () => stats });
    renderWithProviders(<StatsPage />);
    const best = await screen.findByRole('region', { name: 'Best Times' });
    expect(rowsOf(best)).toEqual([
      ['1. Ash', '01:55:00', 'fastest'],
      ['2. Leaf', '01:56:40', '+00:01:40'],
    ]);
    expect(within(best).getByRole('img', { name: 'United States' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('region', { name: 'Average Time per Round' }))).toEqual([
      ['Round 1', '02:04:10', 'fastest'],
      ['Round 2', '02:07:13', '+00:03:03'],
    ]);
    const brackets = screen.getByRole('region', { name: 'Average Time per Bracket' });
    expect(rowsOf(brackets)).toEqual([
      ['N(Normal bracket)Normal', '02:09:20', '+00:06:50'],
      ['P(Playoffs bracket)Playoffs', '02:02:30', 'fastest'],
    ]);
    expect(
      within(brackets)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('[data-bracket-chip]')?.getAttribute('data-bracket-chip')),
    ).toEqual(['Normal', 'Playoffs']);
    expect(rowsOf(screen.getByRole('region', { name: 'Most Active Commentators' }))).toEqual([
      ['Misty', '4'],
      ['Oak', '2'],
    ]);
    expect(rowsOf(screen.getByRole('region', { name: 'Runners by Country' }))).toEqual([
      ['United States', '2'],
      ['Non-Representing', '1'],
    ]);
  });

  it('scales the bars to the largest value', async () => {
    mockApi({ 'GET /api/stats': () => stats });
    renderWithProviders(<StatsPage />);
    const commentators = await screen.findByRole('region', { name: 'Most Active Commentators' });
    const bars = within(commentators).getAllByTestId('bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '50%']);
  });

  it('draws times as the gap to the fastest: the fastest has the shortest bar, labelled', async () => {
    mockApi({ 'GET /api/stats': () => stats });
    renderWithProviders(<StatsPage />);
    const best = await screen.findByRole('region', { name: 'Best Times' });
    expect(
      within(best)
        .getAllByTestId('bar')
        .map((bar) => bar.style.width),
    ).toEqual(['0%', '100%']);
    expect(
      within(best).getByText('Each bar is the gap to the fastest: the shortest bar is the fastest.'),
    ).toBeVisible();
    const rounds = screen.getByRole('region', { name: 'Average Time per Round' });
    expect(
      within(rounds)
        .getAllByTestId('bar')
        .map((bar) => bar.style.width),
    ).toEqual(['0%', '100%']);
  });

  it('shows empty sections without failing', async () => {
    mockApi({
      'GET /api/stats': () => ({
        topTimes: [],
        averageTimePerRound: {},
        averageTimePerBracket: {},
        mostActiveCommentators: [],
        countryStats: [],
      }),
    });
    renderWithProviders(<StatsPage />);
    expect(await screen.findAllByText('No times recorded yet.')).toHaveLength(3);
    expect(screen.getByText('No commentators')).toBeInTheDocument();
    expect(screen.getByText('No runners yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load statistics.' when loading fails", async () => {
    mockApi({ 'GET /api/stats': () => apiError(400, 'nope') });
    renderWithProviders(<StatsPage />);
    expect(await screen.findByText('Failed to load statistics.')).toBeInTheDocument();
  });
});
