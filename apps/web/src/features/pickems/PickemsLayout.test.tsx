import type { PickemsView } from '@pokered/core/schemas/pickems';
import type { TournamentRound } from '@pokered/core/schemas/tournament';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import PickemsLayout from './PickemsLayout';

const round = (currentRound: TournamentRound['currentRound']): TournamentRound => ({
  currentRound,
  upcomingRaces: 0,
  awaitingResults: 0,
  completedRaces: 0,
  totalRacesExpected: 0,
  completed: false,
});
const mine = (hasOneOff: boolean): PickemsView => ({
  userId: 'user-1',
  hasRecord: hasOneOff,
  hasOneOff,
  overallWinner: null,
  bestTimeWho: null,
  closestTime: null,
  closestTimeCorrect: false,
  top27: [],
  top9: [],
  round1Picks: [],
  round2Picks: [],
  round3Picks: [],
  quarterFinalsPicks: [],
  semiFinalsPicks: [],
  finalPick: null,
  points: 0,
  breakdown: {},
  submittedRounds: [],
});

function render(route: string, user: ReturnType<typeof makeUser> | null = makeUser()) {
  return renderWithProviders(
    <Routes>
      <Route path="/pickems" element={<PickemsLayout />}>
        <Route path="/pickems/leaderboard" element={<p>leaderboard page</p>} />
        <Route path="/pickems/stats" element={<p>stats page</p>} />
        <Route path="/pickems/first-visit" element={<p>first visit page</p>} />
      </Route>
    </Routes>,
    { route, user },
  );
}

describe('PickemsLayout', () => {
  it('sends a Round 1 user without one-off picks from the default page to the one-off form', async () => {
    mockApi({
      'GET /api/tournament/round': () => round('Round 1'),
      'GET /api/pickems': () => mine(false),
    });
    render('/pickems/leaderboard');
    expect(await screen.findByText('first visit page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pickems/first-visit');
  });

  it('leaves everyone else where they are', async () => {
    mockApi({
      'GET /api/tournament/round': () => round('Round 1'),
      'GET /api/pickems': () => mine(true),
    });
    const first = render('/pickems/leaderboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/pickems/leaderboard');
    first.unmount();
    mockApi({
      'GET /api/tournament/round': () => round('Round 1'),
      'GET /api/pickems': () => mine(false),
    });
    render('/pickems/stats');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/pickems/stats');
  });

  it('shows the dashboard buttons by role: Admin for admins, picks buttons for logged-in users', () => {
    mockApi({
      'GET /api/tournament/round': () => round('Round 2'),
      'GET /api/pickems': () => mine(false),
    });
    const anonymous = render('/pickems/stats', null);
    const nav = () => screen.getByRole('navigation', { name: 'Pickems' });
    expect(Array.from(nav().querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Leaderboard', 'Stats']);
    anonymous.unmount();
    render('/pickems/stats', makeUser({ isAdmin: true }));
    expect(Array.from(nav().querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Admin',
      'Leaderboard',
      'Submit Round Picks',
      'Your Picks',
      'Stats',
    ]);
  });
});
