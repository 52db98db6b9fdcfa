import { NO_COMMENTATORS } from '@pokered/core/commentaryWording';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { buildRace, buildTournamentRound, buildUserRef } from '../../test/builders';
import { makeUser, renderWithProviders } from '../../test/utils';
import RaceDetailPage from './RaceDetailPage';
import PastRacesPage from './PastRacesPage';

const ash = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const recorded = buildRace({
  racer1: ash,
  racer2: gary,
  racer3: null,
  completed: true,
  raceTimeId: 'pkmnred/quick-zubat-1000',
  winner: ash,
  results: [
    {
      racer: ash,
      status: 'Finished',
      finishTime: { hours: 1, minutes: 50, seconds: 0, milliseconds: 0 },
      dnfOrder: null,
      place: 1,
    },
    {
      racer: gary,
      status: 'DNS',
      finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
      dnfOrder: null,
      place: 2,
    },
  ],
});

function renderDetail(race = recorded, isAdmin = true) {
  mockApi({ 'GET /api/races/:raceId': () => ({ ...race, pairs: [] }) });
  return renderWithProviders(
    <Routes>
      <Route path="/races/:id" element={<RaceDetailPage />} />
    </Routes>,
    { route: `/races/${race._id}`, user: makeUser({ isAdmin }) },
  );
}

describe('Edit result (rules §6)', () => {
  it('is offered to admins on a completed race’s page and opens the prefilled form', async () => {
    const { user } = renderDetail();
    // The form loads on demand (visitors never download it).
    await user.click(await screen.findByRole('button', { name: 'Edit result: Ash vs Gary' }, { timeout: 10_000 }));
    expect(await screen.findByLabelText('Race ID')).toHaveValue('pkmnred/quick-zubat-1000');
  });

  it('is not offered to other viewers, nor on a race without a result', async () => {
    const { unmount } = renderDetail(recorded, false);
    expect(await screen.findByText('Participants')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit result/ })).toBeNull();
    unmount();

    renderDetail(buildRace(), true);
    expect(await screen.findByText('No results recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit result/ })).toBeNull();
  });

  it('is on each Past Races card for admins', async () => {
    mockApi({
      'GET /api/races/completed': () => [recorded],
      'GET /api/tournament/round': () => buildTournamentRound(),
    });
    renderWithProviders(<PastRacesPage />, { user: makeUser({ isAdmin: true }) });
    expect(
      await screen.findByRole('button', { name: 'Edit result: Ash vs Gary' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('Race page (rules §19)', () => {
  it('shows the placing with places, times in seconds or the status, each racer linking to their profile', async () => {
    renderDetail({ ...recorded, bracket: 'Ascension', restreamPlanned: true, restreamChannel: 'pokered_tv' }, false);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlaceRacerTime (seconds)',
      expect.stringMatching(/^1stAsh.*6600\.000 s \(1:50:00\.000\)$/),
      expect.stringMatching(/^2ndGary.*DNS$/),
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Ash' })).toHaveAttribute('href', `/user/${ash.discordUsername}`);
    expect(within(table).getByRole('link', { name: 'Gary' })).toHaveAttribute('href', `/user/${gary.discordUsername}`);
    expect(screen.getByRole('link', { name: /twitch\.tv\/pokered_tv/ })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/pokered_tv',
    );
    expect(screen.getByRole('link', { name: /Race page on racetime\.gg/ })).toBeInTheDocument();
    expect(screen.getByText('Ascension bracket')).toBeInTheDocument();
    expect(screen.getByText(NO_COMMENTATORS)).toBeInTheDocument();
    // The tab names the race, as its link preview does.
    expect(document.title).toBe('Round 1 · Ash vs Gary · Pokémon Red Speedrun Tournament');
  });

  it('is headed by its round and racers, counts down and offers Commentate, with no id and no calendar once started (rules §23)', async () => {
    const start = Math.floor(Date.now() / 1000) + 2 * 86_400 + 120;
    const upcoming = buildRace({ racer1: ash, racer2: gary, racer3: null, raceDateTime: start });
    const { unmount } = renderDetail(upcoming, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 1 · Ash vs Gary' })).toBeInTheDocument();
    expect(screen.getByText(/^in 2d 0h [12]m$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commentate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toBeInTheDocument();
    expect(screen.queryByText(upcoming._id)).toBeNull();
    unmount();

    renderDetail({ ...upcoming, raceDateTime: start - 3 * 86_400 }, false);
    expect(await screen.findByText('Participants')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Commentate' })).toBeNull();
  });

  it('says when a race recorded before its planned start was played (rules §23)', async () => {
    renderDetail({ ...recorded, raceDateTime: 2_000_000_000, playedAt: 1_900_000_000 }, false);
    const line = (await screen.findByText('Played early:')).closest('p');
    expect(line?.textContent).toMatch(/^Played early: .+ \(planned for .+\)$/);
  });

  it("shows each pair's record going into the race and their last meeting (rules §30)", async () => {
    const misty = buildUserRef('Misty');
    const earlier = '00000000-0000-4000-8000-0000000000aa';
    const lastMeeting = { raceId: earlier, year: 2026, round: 'Round 1' as const, placeA: 1, placeB: 2, gapMs: 1_500 };
    const race = {
      ...buildRace({ racer1: ash, racer2: gary, racer3: misty }),
      pairs: [
        { a: ash, b: gary, aAhead: 1, bAhead: 0, ties: 1, lastMeeting },
        { a: ash, b: misty, aAhead: 0, bAhead: 0, ties: 0, lastMeeting: null },
        { a: gary, b: misty, aAhead: 0, bAhead: 0, ties: 0, lastMeeting: null },
      ],
    };
    mockApi({ 'GET /api/races/:raceId': () => race });
    renderWithProviders(
      <Routes>
        <Route path="/races/:id" element={<RaceDetailPage />} />
      </Routes>,
      { route: `/races/${race._id}`, user: null },
    );
    const section = within(
      (await screen.findByRole('heading', { name: 'Head to head before this race' })).closest('section') as HTMLElement,
    );
    const items = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe(
      'Ash vs Gary: 1 ahead · 0 behind · 1 tiedLast met: 2026 Round 1, Ash 1st, Gary 2nd. Ash faster by 0:00:01.500',
    );
    expect(items[1]).toBe('Ash vs Misty: 0 ahead · 0 behind · 0 tiedThey had not met before this race.');
    expect(section.getByRole('link', { name: 'Ash vs Gary' })).toHaveAttribute(
      'href',
      `/h2h?a=${ash._id}&b=${gary._id}`,
    );
    expect(section.getByRole('link', { name: '2026 Round 1' })).toHaveAttribute('href', `/races/${earlier}`);
  });
});
