import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SeasonSummary } from '@pokered/core/schemas/seasons';
import type { SeasonSettingsPatch } from '@pokered/core/schemas/seasonSettings';
import { defaultSeasonSettings, type SeasonSettings } from '@pokered/core/seasonSettings';
import { apiError, mockApi } from '../../test/api';
import { buildSignup } from '../../test/fixtures/signups';
import { makeUser, renderWithProviders } from '../../test/utils';
import SeasonsPage, { LOAD_ERROR } from './SeasonsPage';
import { START_ERROR } from './SeasonsList';
import { SAVE_ERROR } from './SeasonSettingsForm';

const answer = () => ({ year: 2026, ...defaultSeasonSettings(2026, 'https://example.test/pool') });
const summary = (overrides: Partial<SeasonSummary>): SeasonSummary => ({
  year: 2026,
  status: 'running',
  current: true,
  champion: null,
  runners: 30,
  races: 12,
  bestTimeMs: 6_543_210,
  ...overrides,
});
const running = summary({});

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
      'GET /api/seasons/:year/signup': () => buildSignup(),
      'GET /api/seasons': () => [running],
      'PATCH /api/admin/seasons/:year': ({ body }) => {
        sent.push(body);
        const { signupsOpenAt, signupsCloseAt, checkInOpensAt, signupCap, requireRacetime, ...settings } =
          body as SeasonSettingsPatch & SeasonSettings;
        return {
          message: "The 2026 season's settings are saved.",
          settings: { year: 2026, ...settings },
          signup: {
            signupsOpenAt: signupsOpenAt ?? null,
            signupsCloseAt: signupsCloseAt ?? null,
            checkInOpensAt: checkInOpensAt ?? null,
            signupCap: signupCap ?? null,
            requireRacetime: requireRacetime ?? true,
          },
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
    // The sign-up window (rules §38), typed in the admin's zone: 05:45 in Kathmandu is midnight UTC.
    fireEvent.change(screen.getByLabelText('Sign-ups open (day)'), { target: { value: '2026-12-01' } });
    expect(screen.getByText('Sign-ups open: give both a day and a time, or neither.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sign-ups open (time)'), { target: { value: '05:45' } });
    await userEvent.type(screen.getByLabelText('Cap'), '64');
    await userEvent.click(screen.getByLabelText('A linked racetime.gg account is required to enter'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent("The 2026 season's settings are saved.");
    const saved = sent[0] as SeasonSettings;
    expect(saved.schedule[0]).toEqual({ round: 'Round 1', from: '2026-09-01', to: '2026-09-24' });
    expect(saved.prizeSplit.map((share) => share.percent)).toEqual([35, 25, 10, 10, 10, 10]);
    expect(saved.prizeSplit.at(-1)?.label).toBe('Pickems champion');
    expect(saved.racetimeGoal).toBe('Any% Glitchless');
    expect(sent[0]).toMatchObject({
      signupsOpenAt: 1_796_083_200,
      signupsCloseAt: null,
      checkInOpensAt: null,
      signupCap: 64,
      requireRacetime: false,
    });
  });

  it('says what failed on a refused save, with Retry', async () => {
    mockApi({
      'GET /api/season/settings': answer,
      'GET /api/seasons/:year/signup': () => buildSignup(),
      'GET /api/seasons': () => [running],
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
    mockApi({ 'GET /api/season/settings': () => apiError(500, 'Boom'), 'GET /api/seasons': () => [running] });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_ERROR);
    expect(within(alert.parentElement ?? alert).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('lists the seasons and starts the next one once the current one is completed, after a confirmation', async () => {
    const started: unknown[] = [];
    let attempts = 0;
    mockApi({
      'GET /api/season/settings': answer,
      'GET /api/seasons/:year/signup': () => buildSignup(),
      'GET /api/seasons': () => [
        summary({ status: 'completed', champion: { userId: 'u1', displayName: 'Misty' } }),
        summary({ year: 2025, status: 'completed', current: false, runners: 24, bestTimeMs: null }),
      ],
      'POST /api/admin/seasons': ({ body }) => {
        attempts += 1;
        if (attempts === 1) return apiError(409, 'Season 2027 already exists.');
        started.push(body);
        return { message: 'The 2027 season has started.', season: summary({ year: 2027, status: 'upcoming' }) };
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Seasons, newest first' });
    const [, newest, older] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('2026Current seasonCompletedMisty30121:49:03.210');
    expect(older).toHaveTextContent('2025Completed—2412—');
    await userEvent.click(screen.getByRole('button', { name: 'Start the 2027 season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the 2027 season?' });
    expect(within(dialog).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the 2027 season' }));
    expect(await within(dialog).findByText(START_ERROR)).toBeInTheDocument();
    expect(within(dialog).getByText('Season 2027 already exists.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The 2027 season has started.')).toBeInTheDocument();
    expect(started).toEqual([{ year: 2027 }]);
  });

  it('says why the next season cannot start while the current one runs', async () => {
    mockApi({ 'GET /api/season/settings': answer, 'GET /api/seasons': () => [running] });
    render();
    expect(
      await screen.findByText('The 2026 season is running: the 2027 season can start once its Final has ended.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start the/ })).not.toBeInTheDocument();
  });
});
