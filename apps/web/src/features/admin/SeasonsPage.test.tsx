import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultSeasonSettings, type SeasonSettings } from '@pokered/core/seasonSettings';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import SeasonsPage, { LOAD_ERROR } from './SeasonsPage';
import { SAVE_ERROR } from './SeasonSettingsForm';

const answer = () => ({ year: 2026, ...defaultSeasonSettings(2026, 'https://example.test/pool') });

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/seasons" element={<SeasonsPage />} />
    </Routes>,
    { route: '/admin/seasons', user: makeUser({ isAdmin: true }) },
  );
}

describe('SeasonsPage (rules §33)', () => {
  it('edits a round, a prize share and the goal, and saves them', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/season/settings': answer,
      'PATCH /api/admin/seasons/:year': ({ body }) => {
        sent.push(body);
        return {
          message: "The 2026 season's settings are saved.",
          settings: { year: 2026, ...(body as SeasonSettings) },
        };
      },
      'GET /api/config': () => ({ prizePoolUrl: null, tournamentYear: 2026, racetimeBaseUrl: 'https://racetime.gg' }),
    });
    render();
    const starts = await screen.findByLabelText(/^Round 1 starts/);
    fireEvent.change(starts, { target: { value: '2026-09-01' } });
    const first = screen.getByLabelText('Prize 1 share (%)');
    await userEvent.clear(first);
    await userEvent.type(first, '35');
    // 90 % in all: the form says why it cannot save yet, in words.
    expect(screen.getByText('The prize shares add up to 90 %, not 100 %.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add a prize' }));
    await userEvent.type(screen.getByLabelText(/^Prize 6 \*?$/), 'Pickems champion');
    await userEvent.type(screen.getByLabelText('Prize 6 share (%)'), '10');
    await userEvent.type(screen.getByLabelText('Goal'), 'Any% Glitchless');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent("The 2026 season's settings are saved.");
    const saved = sent[0] as SeasonSettings;
    expect(saved.schedule[0]).toEqual({ round: 'Round 1', from: '2026-09-01', to: '2026-09-24' });
    expect(saved.prizeSplit.map((share) => share.percent)).toEqual([35, 25, 10, 10, 10, 10]);
    expect(saved.prizeSplit.at(-1)?.label).toBe('Pickems champion');
    expect(saved.racetimeGoal).toBe('Any% Glitchless');
  });

  it('says what failed on a refused save, with Retry', async () => {
    mockApi({
      'GET /api/season/settings': answer,
      'PATCH /api/admin/seasons/:year': () => apiError(409, 'Season 2026 is completed.'),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_ERROR);
    expect(alert).toHaveTextContent('Season 2026 is completed.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded, with Retry', async () => {
    mockApi({ 'GET /api/season/settings': () => apiError(500, 'Boom') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_ERROR);
    expect(within(alert.parentElement ?? alert).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
