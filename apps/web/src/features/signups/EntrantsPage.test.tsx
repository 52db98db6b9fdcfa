import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import { apiError, mockApi } from '../../test/api';
import { buildSeasonSettingsAnswer } from '../../test/fixtures/signups';
import { renderWithProviders } from '../../test/utils';
import EntrantsPage, { ENTRANTS_ERROR } from './EntrantsPage';

const entrant = (displayName: string, overrides: Partial<SeasonEntrant> = {}): SeasonEntrant => ({
  userId: `${displayName}-id`,
  displayName,
  discordUsername: displayName.toLowerCase(),
  country: 'NO',
  bracket: null,
  withdrawn: false,
  status: 'registered',
  seed: null,
  seedSource: null,
  ...overrides,
});

describe('EntrantsPage (rules §38, §39)', () => {
  it('lists the current season’s entrants with flag, status and seed source in words, seeded first', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/entrants': ({ params }) =>
        params.year === '2026'
          ? [
              entrant('Brock', { status: 'waitlisted' }),
              entrant('Misty', { seed: 2, seedSource: 'claimed', status: 'checked-in' }),
              entrant('Ash', { seed: 1, seedSource: 'last-season' }),
              entrant('Gary', { status: 'withdrawn', withdrawn: true }),
              entrant('Dawn', { seed: null, seedSource: 'none', status: 'missed' }),
            ]
          : [],
    });
    renderWithProviders(<EntrantsPage />, { route: '/entrants' });
    expect(await screen.findByRole('heading', { level: 1, name: '2026 entrants' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The source twice: its own column from 'sm' up, the runner cell's second line below it (one shows at a time).
    expect(rows.map((row) => row.textContent)).toEqual([
      "1AshSeed source: Last season's rankRegisteredLast season's rank",
      '2MistySeed source: Claimed personal best (unverified)Checked inClaimed personal best (unverified)',
      '–BrockSeed source: Not seeded yetWaitlistedNot seeded yet',
      '–DawnSeed source: No source (drawn last)Missed check-inNo source (drawn last)',
      '–GarySeed source: Not seeded yetWithdrawnNot seeded yet',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Norway' })).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ash' })).toHaveAttribute('href', '/user/ash');
    expect(
      screen.getByText(/1 registered · 1 checked in · 1 waitlisted · 1 missed check-in · 1 withdrawn/),
    ).toBeInTheDocument();
  });

  it('says so when nobody entered yet', async () => {
    mockApi({ 'GET /api/season/settings': buildSeasonSettingsAnswer, 'GET /api/seasons/:year/entrants': () => [] });
    renderWithProviders(<EntrantsPage />, { route: '/entrants' });
    expect(await screen.findByText('Nobody has entered yet.')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, with Retry', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/entrants': () => apiError(500, 'Boom'),
    });
    renderWithProviders(<EntrantsPage />, { route: '/entrants' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENTRANTS_ERROR);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
