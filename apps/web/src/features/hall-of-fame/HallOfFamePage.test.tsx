import type { PastResult } from '@pokered/core/schemas/stats';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/utils';
import HallOfFamePage from './HallOfFamePage';

const results: PastResult[] = [
  {
    tournamentYear: 2025,
    gold: { name: 'Champ', userId: '6f1c2c8e-8f7b-4a59-9a55-0d4f6d2f3a10' },
    silver: { name: 'Second' },
    bronze: { name: '' },
    spotlightVideos: ['https://www.youtube.com/watch?v=Hc3tY9mFq1E', 'https://youtu.be/dQw4w9WgXcQ'],
  },
  {
    tournamentYear: 2023,
    gold: { name: 'Jiggles' },
    silver: { name: 'Pete' },
    bronze: { name: 'Squad' },
    spotlightVideos: [],
  },
];

describe('HallOfFamePage', () => {
  it('shows each year, newest first, with gold, silver and bronze', async () => {
    mockApi({ 'GET /api/past-results': () => results });
    renderWithProviders(<HallOfFamePage />);
    const years = await screen.findAllByRole('heading', { level: 2 });
    expect(years.map((h) => h.textContent)).toEqual(['2025', '2023']);
    const y2025 = within(screen.getByRole('region', { name: '2025' }));
    expect(y2025.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '🥇 Gold: Champ',
      '🥈 Silver: Second',
      '🥉 Bronze: Not awarded',
    ]);
    expect(
      within(screen.getByRole('region', { name: '2023' })).queryByText('Spotlight Videos'),
    ).not.toBeInTheDocument();
  });

  it('loads a spotlight video only when played: thumbnail and button first, then the no-cookie player', async () => {
    mockApi({ 'GET /api/past-results': () => results });
    const { user, container } = renderWithProviders(<HallOfFamePage />);
    const play = await screen.findByRole('button', { name: 'Play video: 2025 spotlight video 1' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(play.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/Hc3tY9mFq1E/hqdefault.jpg');
    // Every video waits behind its own button (the server sends YouTube video URLs only, rules §27).
    expect(screen.getByRole('button', { name: 'Play video: 2025 spotlight video 2' })).toBeInTheDocument();
    await user.click(play);
    const player = screen.getByTitle('2025 spotlight video 1');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Hc3tY9mFq1E?autoplay=1');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Play video: 2025 spotlight video 1/ })).not.toBeInTheDocument();
  });

  it('says so when there are no past results', async () => {
    mockApi({ 'GET /api/past-results': () => [] });
    renderWithProviders(<HallOfFamePage />);
    expect(await screen.findByText('No past results available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for tournament history!')).toBeInTheDocument();
  });

  it("shows 'Error fetching past results' with a Retry when loading fails (issue 15)", async () => {
    let failed = false;
    mockApi({
      'GET /api/past-results': () => {
        if (failed) return [];
        failed = true;
        return apiError(400, 'boom');
      },
    });
    const { user } = renderWithProviders(<HallOfFamePage />);
    expect(await screen.findByText('Error fetching past results')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No past results available')).toBeInTheDocument();
  });
});
