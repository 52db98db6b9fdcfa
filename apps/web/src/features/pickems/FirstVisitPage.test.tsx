import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as browser from '../../lib/browser';
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from '../../test/utils';
import FirstVisitPage from './FirstVisitPage';

const runnerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RUNNERS = Array.from({ length: 30 }, (_, i) => ({
  _id: runnerId(i + 1),
  displayName: `Runner ${String(i + 1).padStart(2, '0')}`,
  discordUsername: `runner${String(i + 1)}`,
  country: null,
  currentBracket: 'Normal',
}));
const ROUND_1 = { currentRound: 'Round 1', upcomingRaces: 0, awaitingResults: 0, completedRaces: 0, totalRacesExpected: 0, completed: false };
const EMPTY_VIEW = {
  userId: 'user-1',
  hasRecord: false,
  hasOneOff: false,
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
};

function routes(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return mockFetch({
    'GET /api/tournament/round': () => jsonResponse(ROUND_1),
    'GET /api/pickems': () => jsonResponse(EMPTY_VIEW),
    'GET /api/runners/': () => jsonResponse(RUNNERS),
    ...overrides,
  });
}

const render = () => renderWithProviders(<FirstVisitPage />, { user: makeUser() });

/** Picks a runner in the searchable select labelled `label` (options render in place in the test env). */
function choose(label: string, runnerName: string) {
  fireEvent.click(optionOf(label, runnerName));
}

/** Opens the select labelled `label` and finds one of its own options (every select renders its list in place). */
function optionOf(label: string, runnerName: string): HTMLElement {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`no list of options for ${label}`);
  return within(listbox).getByRole('option', { name: runnerName, hidden: true });
}

function fillEverything() {
  for (let i = 1; i <= 27; i++) choose(`Top 27 pick ${String(i)}`, RUNNERS[i - 1]?.displayName ?? '');
  for (let i = 1; i <= 9; i++) choose(`Top 9 pick ${String(i)}`, RUNNERS[i + 19]?.displayName ?? '');
  choose('Overall winner (100 points)', 'Runner 03');
  choose('Best tournament time runner (50 points)', 'Runner 04');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '1' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '52' } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FirstVisitPage (one-off picks)', () => {
  it('keeps Submit disabled until all 27 + 9 slots, the winner, the best-time runner and an hour are set', async () => {
    routes();
    render();
    const submit = await screen.findByRole('button', { name: 'Submit Pickems' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Fill all 27 top-27 slots (0 filled).')).toBeInTheDocument();
    fillEverything();
    expect(screen.queryByText('Still needed before you can submit:')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  }, 30_000);

  it('disables, within a list, a runner already chosen in another slot', async () => {
    routes();
    render();
    await screen.findByRole('button', { name: 'Submit Pickems' });
    choose('Top 27 pick 1', 'Runner 05');
    expect(optionOf('Top 27 pick 2', 'Runner 05')).toHaveAttribute('data-combobox-disabled', 'true');
    expect(optionOf('Top 27 pick 2', 'Runner 06')).not.toHaveAttribute('data-combobox-disabled');
    // The other list is independent.
    expect(optionOf('Top 9 pick 1', 'Runner 05')).not.toHaveAttribute('data-combobox-disabled');
  });

  it('wraps the best-time inputs: hours below 0 become 2', async () => {
    routes();
    render();
    await screen.findByRole('button', { name: 'Submit Pickems' });
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    fireEvent.change(hours, { target: { value: '-1' } });
    expect(hours).toHaveValue(2);
    const ms = screen.getByRole('spinbutton', { name: 'Milliseconds' });
    fireEvent.change(ms, { target: { value: '1000' } });
    expect(ms).toHaveValue(0);
  });

  it('sends the picks, says so, and after 1 s loads Your Picks afresh', async () => {
    const navigate = vi.spyOn(browser, 'hardNavigate').mockImplementation(() => undefined);
    const fetchMock = routes({ 'POST /api/pickems/submit-one-off': () => jsonResponse({ message: 'Pickems submitted successfully.' }) });
    render();
    await screen.findByRole('button', { name: 'Submit Pickems' });
    fillEverything();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Pickems' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pickems submitted successfully.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      selectedRunners: RUNNERS.slice(0, 27).map((r) => r._id),
      ultraSelectedRunners: RUNNERS.slice(20, 29).map((r) => r._id),
      selectedWinner: runnerId(3),
      selectedBestTimeRunner: runnerId(4),
      bestTime: { hours: 1, minutes: 52, seconds: 0, milliseconds: 0 },
    });
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(navigate).toHaveBeenCalledWith('/pickems/picks');
  }, 30_000);

  it('shows the spec error with the server message when the submission fails', async () => {
    routes({ 'POST /api/pickems/submit-one-off': () => jsonResponse({ error: 'One-off Pickems can only be submitted during Round 1.' }, 409) });
    render();
    await screen.findByRole('button', { name: 'Submit Pickems' });
    fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Pickems' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting pickems. Please try again later.');
    expect(within(alert).getByText('One-off Pickems can only be submitted during Round 1.')).toBeInTheDocument();
  }, 30_000);

  it("shows 'Error fetching runners.' when the runners cannot be loaded", async () => {
    routes({ 'GET /api/runners/': () => jsonResponse({ error: 'boom' }, 500) });
    render();
    expect(await screen.findByText('Error fetching runners.')).toBeInTheDocument();
  });

  it('explains that the picks are closed after Round 1, or already made', async () => {
    routes({ 'GET /api/tournament/round': () => jsonResponse({ ...ROUND_1, currentRound: 'Round 2' }) });
    const { unmount } = render();
    expect(await screen.findByText(/can only be made during Round 1/)).toBeInTheDocument();
    unmount();
    routes({ 'GET /api/pickems': () => jsonResponse({ ...EMPTY_VIEW, hasRecord: true, hasOneOff: true }) });
    render();
    expect(await screen.findByText(/already made your tournament picks/)).toBeInTheDocument();
  });
});
