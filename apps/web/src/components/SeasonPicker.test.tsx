import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SeasonPicker as PickerAnswer } from '@pokered/core/schemas/seasons';
import { mockApi } from '../test/api';
import { buildPicker } from '../test/fixtures/seasons';
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

const answer = (years: number[], total = years.length): PickerAnswer => buildPicker(years, { total });
const optionsOf = (picker: HTMLElement) => [...picker.querySelectorAll('option')].map((option) => option.textContent);

describe('SeasonPicker (rules §36)', () => {
  it('is hidden while only one season exists', async () => {
    const api = mockApi({ 'GET /api/seasons/picker': () => answer([2026]) });
    renderPicker('/standings');
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    // Let the answer arrive: the picker would then show if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Season' })).toBeNull();
  });

  it('offers the years the server picked, newest first, and opens the same page of the chosen past season', async () => {
    const api = mockApi({ 'GET /api/seasons/picker': () => answer([2026, 2025, 2024]) });
    const { user } = renderPicker('/standings');
    const picker = await screen.findByRole('combobox', { name: 'Season' });
    expect(api.mock.calls[0]?.[0]).toBe('/api/seasons/picker');
    expect(picker).toHaveValue('2026');
    expect(optionsOf(picker)).toEqual(['2026 (current)', '2025', '2024']);
    // The link to the list of every season is there even when every season is offered.
    expect(screen.getByRole('link', { name: 'All 3 seasons' })).toHaveAttribute('href', '/seasons');
    await user.selectOptions(picker, '2025');
    expect(screen.getByTestId('location')).toHaveTextContent('/seasons/2025/standings');
  });

  it('offers only some years when there are many, and links to the list of every season', async () => {
    mockApi({ 'GET /api/seasons/picker': () => answer([2026, 2025], 11) });
    renderPicker('/standings');
    const picker = await screen.findByRole('combobox', { name: 'Season' });
    expect(optionsOf(picker)).toEqual(['2026 (current)', '2025']);
    expect(screen.getByRole('link', { name: 'All 11 seasons' })).toHaveAttribute('href', '/seasons');
  });

  it("asks for a past season's years on its pages, and sends the current season to today's URL", async () => {
    const api = mockApi({ 'GET /api/seasons/picker': () => answer([2026, 2025]) });
    const { user } = renderPicker('/seasons/2025/bracket');
    const picker = await screen.findByRole('combobox', { name: 'Season' });
    expect(api.mock.calls[0]?.[0]).toBe('/api/seasons/picker?season=2025');
    expect(picker).toHaveValue('2025');
    picker.focus();
    await user.keyboard('{ArrowUp}');
    await user.selectOptions(picker, '2026');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bracket$/);
  });
});
