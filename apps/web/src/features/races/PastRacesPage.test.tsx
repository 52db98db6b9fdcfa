import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { buildRace } from '../../test/builders';
import { buildPicker, buildSeason } from '../../test/fixtures/seasons';
import { makeUser, renderWithProviders } from '../../test/utils';
import PastRacesPage from './PastRacesPage';

describe("a past season's races (rules §36)", () => {
  it("read the season's data with ?season= and hide every action, even from an admin", async () => {
    const race = buildRace({ completed: true, round: 'Final' });
    const api = mockApi({
      'GET /api/seasons/picker': () => buildPicker([2026, 2025], { season: buildSeason(2025) }),
      'GET /api/races/completed': () => [race],
    });
    renderWithProviders(
      <Routes>
        <Route path="/seasons/:year/races" element={<PastRacesPage />} />
      </Routes>,
      { route: '/seasons/2025/races', user: makeUser({ isAdmin: true }) },
    );
    expect(await screen.findByRole('article')).toBeInTheDocument();
    const urls = api.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(urls).toContain('/api/races/completed?season=2025');
    expect(urls).toContain('/api/seasons/picker?season=2025');
    // A past season's round filter starts at All: no current round is asked for.
    expect(urls.some((url) => url.startsWith('/api/tournament/round'))).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveValue('All');
    expect(screen.queryByRole('button', { name: /Edit result/ })).toBeNull();
    expect(document.title).toContain('2025 season races');
  });
});
