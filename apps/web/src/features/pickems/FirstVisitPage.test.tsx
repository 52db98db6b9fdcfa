import type { PickemsView } from '@pokered/core/schemas/pickems';
import type { TournamentRound } from '@pokered/core/schemas/tournament';
import type { RunnerListItem } from '@pokered/core/schemas/users';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as browser from '../../lib/browser';
import { type ApiHandlers, apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import FirstVisitPage from './FirstVisitPage';

const runnerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RUNNERS = Array.from({ length: 30 }, (_, i): RunnerListItem => ({
  _id: runnerId(i + 1),
  displayName: `Runner ${String(i + 1).padStart(2, '0')}`,
  discordUsername: `runner${String(i + 1)}`,
  country: null,
  currentBracket: 'Normal',
}));
const ROUND_1: TournamentRound = {
  currentRound: 'Round 1',
  upcomingRaces: 0,
  awaitingResults: 0,
  completedRaces: 0,
  totalRacesExpected: 0,
  completed: false,
};
const EMPTY_VIEW: PickemsView = {
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

function routes(overrides: ApiHandlers = {}) {
  return mockApi({
    'GET /api/tournament/round': () => ROUND_1,
    'GET /api/pickems': () => EMPTY_VIEW,
    'GET /api/runners/': () => RUNNERS,
    ...overrides,
  });
}

const render = () => renderWithProviders(<FirstVisitPage />, { user: makeUser() });

const BODY = { selectedRunners: ['picked'], bestTime: { hours: 1, minutes: 0, seconds: 0, milliseconds: 0 } };

// The form itself is tested in OneOffForm.test.tsx; here a stand-in sends a fixed body, so the page's own
// behaviour (loading, availability, messages, the reload) is tested without clicking 38 picks in jsdom.
vi.mock('./OneOffForm', () => ({
  OneOffForm: ({
    onSubmit,
    locked,
    children,
  }: {
    onSubmit: (body: unknown) => void;
    locked: boolean;
    children: ReactNode;
  }) => (
    <div>
      <button type="button" disabled={locked} onClick={() => onSubmit(BODY)}>
        Submit Pickems
      </button>
      {children}
    </div>
  ),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FirstVisitPage (one-off picks)', () => {
  it('sends the picks, says so, and after 1 s loads Your Picks afresh', async () => {
    const navigate = vi.spyOn(browser, 'hardNavigate').mockImplementation(() => undefined);
    const fetchMock = routes({
      'POST /api/pickems/submit-one-off': () => ({ message: 'Pickems submitted successfully.' }),
    });
    render();
    const submit = await screen.findByRole('button', { name: 'Submit Pickems' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Pickems submitted successfully.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual(BODY);
    expect(screen.getByRole('button', { name: 'Submit Pickems' })).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(navigate).toHaveBeenCalledWith('/pickems/picks');
  });

  it('shows the spec error with the server message when the submission fails', async () => {
    routes({
      'POST /api/pickems/submit-one-off': () => apiError(409, 'One-off Pickems can only be submitted during Round 1.'),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Pickems' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting pickems. Please try again later.');
    expect(within(alert).getByText('One-off Pickems can only be submitted during Round 1.')).toBeInTheDocument();
  });

  it("shows 'Error fetching runners.' when the runners cannot be loaded", async () => {
    routes({ 'GET /api/runners/': () => apiError(500, 'boom') });
    render();
    expect(await screen.findByText('Error fetching runners.')).toBeInTheDocument();
  });

  it('explains that the picks are closed after Round 1, or already made', async () => {
    routes({ 'GET /api/tournament/round': () => ({ ...ROUND_1, currentRound: 'Round 2' }) });
    const { unmount } = render();
    expect(await screen.findByText(/can only be made during Round 1/)).toBeInTheDocument();
    unmount();
    routes({ 'GET /api/pickems': () => ({ ...EMPTY_VIEW, hasRecord: true, hasOneOff: true }) });
    render();
    expect(await screen.findByText(/already made your tournament picks/)).toBeInTheDocument();
  });
});
