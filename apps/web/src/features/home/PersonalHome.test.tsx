import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeResponse } from '@pokered/core/schemas/home';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildHappening, buildRace, buildUserRef } from '../../test/builders';
import { makeUser, renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';
import { RunnerCard } from './RunnerCard';

const me = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const misty = buildUserRef('Misty');
const group = {
  _id: 'g1',
  groupNumber: 4,
  round: 'Round 2' as const,
  bracket: 'Normal' as const,
  members: [me, gary, misty],
};
// 2030-01-01 12:00 UTC, 17:45 in Kathmandu (the test zone).
const START = 1_893_499_200;
const CONFIG = { prizePoolUrl: null, tournamentYear: 2026, racetimeBaseUrl: 'https://racetime.gg' };

/** The URLs the mocked fetch was asked for. */
function requested(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
  );
}

function buildHome(overrides: Partial<HomeResponse> = {}): HomeResponse {
  return {
    currentRound: 'Round 2',
    runner: null,
    commentary: { mine: [], needed: [] },
    picks: { round: 'Round 2', state: 'open', openGroups: 5, closesAt: START },
    organiser: null,
    ...overrides,
  };
}

describe('PersonalHome (rules §19)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("leads a runner's home with their race: time in their zone, opponents, room, and the picks", async () => {
    const race = buildRace({ racer1: me, racer2: gary, racer3: misty, raceDateTime: START, raceTimeId: 'pkmn/abc' });
    mockApi({
      'GET /api/runners/': () => [],
      'GET /api/config': () => CONFIG,
      'GET /api/home': () => buildHome({ runner: { group, race } }),
    });
    renderWithProviders(<HomePage />, { user: makeUser({ _id: me._id, role: 'runner', displayName: 'Ash' }) });

    const card = await screen.findByRole('region', { name: 'Your race' }, { timeout: 5000 });
    expect(within(card).getByText('Round 2, Group 4')).toBeInTheDocument();
    expect(within(card).getByText('Tue 1/1/30 · 5:45 PM')).toBeInTheDocument();
    expect(within(card).getByText(/Times in .*GMT\+5:45/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gary' })).toHaveAttribute('href', `/user/${gary.discordUsername}`);
    expect(within(card).getByRole('link', { name: 'Misty' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Ash' })).toBeNull();
    expect(await within(card).findByRole('link', { name: /Race room/ })).toHaveAttribute(
      'href',
      'https://racetime.gg/pkmn/abc',
    );
    const picks = screen.getByRole('region', { name: 'Pickems' });
    expect(within(picks).getByText('Round 2 picks open until Tue 1/1/30 · 5:45 PM')).toBeInTheDocument();
    expect(within(picks).getByRole('link', { name: 'Submit Round Picks' })).toHaveAttribute('href', '/pickems/submit');
    // The welcome text and the buttons of the home stay below.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ash!');
    expect(screen.getByRole('link', { name: 'Submit a Race' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commentating' })).toBeNull();
  });

  it('asks a runner without a race to schedule it with their group', async () => {
    mockApi({
      'GET /api/runners/': () => [],
      'GET /api/home': () => buildHome({ runner: { group, race: null } }),
    });
    renderWithProviders(<HomePage />, { user: makeUser({ _id: me._id, role: 'runner' }) });
    const card = await screen.findByRole('region', { name: 'Your race' }, { timeout: 5000 });
    expect(within(card).getByText(/has not scheduled its race yet/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Schedule your race' })).toHaveAttribute('href', '/races/submit');
  });

  it('shows a commentator their races and the races needing commentators, with Commentate', async () => {
    const mine = buildRace({ raceDateTime: START, callerIsCommentator: true, commentatorCount: 1 });
    const needed = buildRace({ raceDateTime: START + 3600, racer1: buildUserRef('Brock'), commentatorCount: 1 });
    const fetchMock = mockApi({
      'GET /api/runners/': () => [],
      'GET /api/home': () => buildHome({ commentary: { mine: [mine], needed: [needed] } }),
      'POST /api/races/:raceId/commentator': () => ({ message: 'Signed up.', race: needed }),
    });
    renderWithProviders(<HomePage />, { user: makeUser({ role: 'commentator' }) });
    const card = await screen.findByRole('region', { name: 'Commentating' }, { timeout: 5000 });
    const yours = within(card).getByRole('list', { name: 'Races you commentate' });
    expect(within(yours).getByRole('link', { name: 'Tue 1/1/30 · 5:45 PM' })).toHaveAttribute(
      'href',
      `/races/${mine._id}`,
    );
    const open = within(card).getByRole('list', { name: 'Races that need commentators' });
    expect(within(open).getByText('Brock vs Gary vs Misty')).toBeInTheDocument();
    expect(within(open).getByText('1 of 2 commentators')).toBeInTheDocument();
    await userEvent.click(within(open).getByRole('button', { name: 'Commentate: Brock vs Gary vs Misty' }));
    await vi.waitFor(() =>
      expect(requested(fetchMock).some((url) => url.endsWith(`/api/races/${needed._id}/commentator`))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Your race' })).toBeNull();
  });

  it('never asks visitors for a personal home', async () => {
    const fetchMock = mockApi({ 'GET /api/runners/': () => [] });
    renderWithProviders(<HomePage />, { user: null });
    await screen.findByRole('heading', { name: "This year's participants:" });
    expect(screen.queryByRole('heading', { name: 'Your next steps' })).toBeNull();
    expect(requested(fetchMock).some((url) => url.includes('/api/home'))).toBe(false);
  });

  it('says when the personal home failed to load, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/runners/': () => [],
      'GET /api/home': () => apiError(503, 'Database unavailable'),
      'GET /api/happening': () => buildHappening(),
    });
    renderWithProviders(<HomePage />, { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading what is next for you.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('counts down to the race on the shared clock', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime((START - 2 * 3600) * 1000);
    mockApi({ 'GET /api/config': () => CONFIG });
    const race = buildRace({ racer1: me, racer2: gary, racer3: null, raceDateTime: START });
    renderWithProviders(<RunnerCard runner={{ group, race }} userId={me._id} zone="Nepal Time" />);
    expect(screen.getByText('in 2h 0m')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText('in 1h 58m')).toBeInTheDocument();
  });

  it("tells a member his group's race was booked without him, with the organisers' contact (rules §23)", () => {
    mockApi({ 'GET /api/config': () => CONFIG });
    const race = buildRace({ racer1: gary, racer2: misty, racer3: null, raceDateTime: START });
    renderWithProviders(<RunnerCard runner={{ group, race }} userId={me._id} zone="Nepal Time" />);
    expect(screen.getByText("Your group's race was booked without you.")).toBeInTheDocument();
    expect(screen.getByText(/contact @organizers on Discord/)).toBeInTheDocument();
    expect(screen.queryByText('Your opponents:')).toBeNull();
    expect(screen.queryByText(/in \d+h/)).toBeNull();
  });
});
