import { screen, within } from '@testing-library/react';
import { WINDOW_TOP_CARDS } from '@pokered/core/listWindow';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { buildRace, buildUserRef } from '../../test/builders';
import { makeUser, renderWithProviders } from '../../test/utils';
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

  it('draws the first races of a long round and Show all in place of the rest', async () => {
    const TOTAL = 40;
    const races = Array.from({ length: TOTAL }, (_, i) => race(`Runner${String(i + 1)}`, now() + 600 * (i + 1)));
    mockApi({ 'GET /api/races': () => races });
    const { user } = renderWithProviders(<UpcomingRacesPage />, { user: null });
    const [showAll] = await screen.findAllByRole('button', { name: `Show all ${String(TOTAL)} races` });
    const names = () => screen.getAllByRole('article').map((card) => within(card).getAllByRole('link')[1]?.textContent);
    expect(names()).toEqual(races.slice(0, WINDOW_TOP_CARDS).map((_, i) => `Runner${String(i + 1)}`));
    expect(screen.getByText(`${String(TOTAL - WINDOW_TOP_CARDS)} more races here.`)).toBeInTheDocument();
    if (!showAll) throw new Error('no Show all');
    await user.click(showAll);
    expect(names()).toHaveLength(TOTAL);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    // The focus moves to the first card it revealed.
    expect(document.activeElement).toHaveTextContent(`Runner${String(WINDOW_TOP_CARDS + 1)}`);
  });

  it('draws a logged-in runner’s own race of a long round with the first ones', async () => {
    const races = Array.from({ length: 40 }, (_, i) => race(`Runner${String(i + 1)}`, now() + 600 * (i + 1)));
    const own = races[30];
    if (!own) throw new Error('no race');
    mockApi({ 'GET /api/races': () => races });
    renderWithProviders(<UpcomingRacesPage />, { user: makeUser({ _id: own.racer1._id }) });
    expect(await screen.findByRole('link', { name: 'Runner31' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Runner20' })).toBeNull();
  });
});
