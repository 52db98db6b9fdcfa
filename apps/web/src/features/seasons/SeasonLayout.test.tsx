import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { buildCurrentSeason, buildSeason } from '../../test/fixtures/seasons';
import { renderWithProviders } from '../../test/utils';
import SeasonLayout from './SeasonLayout';

const SEASONS = [buildCurrentSeason(2026), buildSeason(2025, { champion: { userId: 'm', displayName: 'Misty' } })];

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
    mockApi({ 'GET /api/seasons': () => SEASONS });
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
    mockApi({ 'GET /api/seasons': () => SEASONS });
    renderSeason('/seasons/2026/races');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/races\/past$/));
  });

  it("open a past season's standings from /seasons/{year}", async () => {
    mockApi({ 'GET /api/seasons': () => SEASONS });
    renderSeason('/seasons/2025');
    expect(await screen.findByText('The standings')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seasons\/2025\/standings$/);
  });

  it('say an unknown year is no season', async () => {
    mockApi({ 'GET /api/seasons': () => SEASONS });
    renderSeason('/seasons/1999/standings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Season not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No season 1999.');
    expect(screen.queryByText('The standings')).toBeNull();
  });
});
