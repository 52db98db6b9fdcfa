import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { buildRace, buildUserRef } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import UpcomingRacesPage from './UpcomingRacesPage';

const now = () => Math.floor(Date.now() / 1000);
const race = (name: string, raceDateTime: number) =>
  buildRace({ raceDateTime, racer1: buildUserRef(name), racer2: buildUserRef(`${name}Rival`), racer3: null });

describe('UpcomingRacesPage', () => {
  it('lists the future races first and the started ones without a result under "Awaiting results" after them', async () => {
    // GET /api/races answers soonest first, so the started races come first.
    mockApi({
      'GET /api/races': () => [race('Started', now() - 3600), race('Soon', now() + 600), race('Later', now() + 7200)],
    });
    renderWithProviders(<UpcomingRacesPage />, { user: null });
    const awaiting = await screen.findByRole('region', { name: 'Awaiting results' });
    const cards = screen.getAllByRole('article');
    // The first link is the card's title (its start, to the race page); the racers' names follow.
    const names = cards.map((card) => within(card).getAllByRole('link')[1]?.textContent);
    expect(names).toEqual(['Soon', 'Later', 'Started']);
    expect(within(awaiting).getByRole('link', { name: 'Started' })).toBeInTheDocument();
    expect(within(awaiting).getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('says there is no upcoming race when every race has started', async () => {
    mockApi({ 'GET /api/races': () => [race('Started', now() - 3600)] });
    renderWithProviders(<UpcomingRacesPage />, { user: null });
    expect(await screen.findByRole('region', { name: 'Awaiting results' })).toBeInTheDocument();
    expect(screen.getByText('No upcoming races')).toBeInTheDocument();
  });
});
