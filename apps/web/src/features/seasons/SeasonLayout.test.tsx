import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildPicker, buildSeason } from '../../test/fixtures/seasons';
import { renderWithProviders } from '../../test/utils';
import SeasonLayout from './SeasonLayout';

const PAST = buildSeason(2025, { champion: { userId: 'm', displayName: 'Misty' } });

/** The server's picker answers: 2026 is current, 2025 past, any other year is no season (404). */
function pickerApi() {
  return mockApi({
    'GET /api/seasons/picker': (request) => {
      const season = new URL(request.url, 'http://localhost').searchParams.get('season');
      if (season === null || season === '2026') return buildPicker([2026, 2025]);
      if (season === '2025') return buildPicker([2026, 2025], { season: PAST });
      return apiError(404, `No season ${season}.`);
    },
  });
}

function renderSeason(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/seasons/:year" element={<SeasonLayout />}>
        {/* As in the route table: no index route, the layout sends `/seasons/{year}` on. */}
        <Route path="/seasons/:year/races" element={<p>The races</p>} />
        <Route path="/seasons/:year/standings" element={<p>The standings</p>} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

describe("a past season's pages (rules §36)", () => {
  it('name the season and its champion in a banner, with its pages and the way back to every season', async () => {
    pickerApi();
    renderSeason('/seasons/2025/standings');
    const banner = await screen.findByRole('region', { name: 'The 2025 season' });
    expect(banner).toHaveTextContent('The 2025 season — champion: Misty');
    expect(within(banner).getByRole('link', { name: 'All seasons' })).toHaveAttribute('href', '/seasons');
    const pages = within(banner).getByRole('navigation', { name: "The 2025 season's pages" });
    expect(within(pages).getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Races' })).toHaveAttribute('href', '/seasons/2025/races');
    expect(screen.getByText('The standings')).toBeInTheDocument();
  });

  it("send the current season's year to today's URL", async () => {
    pickerApi();
    renderSeason('/seasons/2026/races');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/races\/past$/));
  });

  it("open a past season's standings from /seasons/{year}", async () => {
    pickerApi();
    renderSeason('/seasons/2025');
    expect(await screen.findByText('The standings')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seasons\/2025\/standings$/);
  });

  it('say an unknown year is no season', async () => {
    pickerApi();
    renderSeason('/seasons/1999/standings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Season not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No season 1999.');
    expect(screen.queryByText('The standings')).toBeNull();
  });

  it('show a failed load with a Retry, and ask only for the season shown (not every season)', async () => {
    let failing = true;
    const api = mockApi({
      'GET /api/seasons/picker': () => (failing ? apiError(500, 'down') : buildPicker([2026, 2025], { season: PAST })),
    });
    renderSeason('/seasons/2025/standings');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    failing = false;
    retry.click();
    expect(await screen.findByRole('region', { name: 'The 2025 season' })).toBeInTheDocument();
    const urls = api.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(new Set(urls)).toEqual(new Set(['/api/seasons/picker?season=2025']));
  });
});
