import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api';
import { buildCurrentSeason, buildSeason } from '../test/fixtures/seasons';
import { renderWithProviders } from '../test/utils';
import { SeasonPicker } from './SeasonPicker';

function renderPicker(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/standings" element={<SeasonPicker section="standings" />} />
      <Route path="/bracket" element={<SeasonPicker section="bracket" />} />
      <Route path="/seasons/:year/bracket" element={<SeasonPicker section="bracket" />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

describe('SeasonPicker (rules §36)', () => {
  it('is hidden while only one season exists', async () => {
    const api = mockApi({ 'GET /api/seasons': () => [buildCurrentSeason(2026)] });
    renderPicker('/standings');
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    // Let the answer arrive: the picker would then show if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Season' })).toBeNull();
  });

  it('shows every season, newest first, on the current one, and opens the same page of the chosen past season', async () => {
    mockApi({ 'GET /api/seasons': () => [buildCurrentSeason(2026), buildSeason(2025), buildSeason(2024)] });
    const { user } = renderPicker('/standings');
    const picker = await screen.findByRole('combobox', { name: 'Season' });
    expect(picker).toHaveValue('2026');
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '2026 (current)',
      '2025',
      '2024',
    ]);
    await user.selectOptions(picker, '2025');
    expect(screen.getByTestId('location')).toHaveTextContent('/seasons/2025/standings');
  });

  it("shows a past season's year on its pages, and sends the current season to today's URL", async () => {
    mockApi({ 'GET /api/seasons': () => [buildCurrentSeason(2026), buildSeason(2025)] });
    const { user } = renderPicker('/seasons/2025/bracket');
    const picker = await screen.findByRole('combobox', { name: 'Season' });
    expect(picker).toHaveValue('2025');
    picker.focus();
    await user.keyboard('{ArrowUp}');
    await user.selectOptions(picker, '2026');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bracket$/);
  });
});
