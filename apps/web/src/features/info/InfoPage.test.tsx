import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSeasonSettings } from '@pokered/core/seasonSettings';
import { apiError, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/utils';
import InfoPage from './InfoPage';

const config = () => ({ prizePoolUrl: null, tournamentYear: 2027, racetimeBaseUrl: 'https://racetime.gg' });

describe('InfoPage: the season’s schedule and prize pool (rules §33)', () => {
  it('shows the schedule and split an admin saved, with the prize pool link', async () => {
    const saved = defaultSeasonSettings(2027, 'https://example.test/pool');
    saved.schedule[0] = { round: 'Round 1', from: '2027-09-01', to: '2027-09-12' };
    saved.prizeSplit = [
      { label: 'Champion', percent: 70 },
      { label: 'Runner-up', percent: 30 },
    ];
    mockApi({ 'GET /api/season/settings': () => ({ year: 2027, ...saved }), 'GET /api/config': config });
    renderWithProviders(<InfoPage />);
    const schedule = await screen.findByRole('table', { name: 'Estimated schedule' });
    const [round1] = within(schedule).getAllByRole('row').slice(1);
    expect(round1).toHaveTextContent('Round 1Sep 1 – Sep 12');
    const prizes = screen.getByRole('table', { name: 'Prize pool breakdown' });
    expect(
      within(prizes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Champion70%', 'Runner-up30%']);
    expect(screen.getByRole('link', { name: /prize pool page/ })).toHaveAttribute('href', 'https://example.test/pool');
  });

  it('says what failed when the settings cannot be loaded, with Retry, and keeps the rest of the page', async () => {
    mockApi({ 'GET /api/season/settings': () => apiError(500, 'Boom'), 'GET /api/config': config });
    renderWithProviders(<InfoPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the schedule and prize pool');
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scoring' })).toBeInTheDocument();
  });
});
