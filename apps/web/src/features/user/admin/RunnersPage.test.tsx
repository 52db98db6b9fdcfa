import type { Standings } from '@pokered/core/schemas/tournament';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { buildStandingsRow } from '../../../test/builders';
import { makeUser, renderWithProviders } from '../../../test/utils';
import RunnersPage, { NO_RUNNERS, RUNNERS_LOAD_ERROR } from './RunnersPage';

const render = () =>
  renderWithProviders(<RunnersPage />, { route: '/admin/runners', user: makeUser({ isAdmin: true }) });

const misty = buildStandingsRow(1, 1, { displayName: 'Misty', currentBracket: 'Ascension' });
const brock = buildStandingsRow(2, 2, { displayName: 'Brock' });
const dawn = buildStandingsRow(3, 0, { displayName: 'Dawn', rank: null, withdrawn: true, currentBracket: null });

const standings = (rows = [misty, brock, dawn]): Standings => ({ cutoffRank: 2, standings: rows });

const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('RunnersPage', () => {
  it('lists every runner by name with their bracket and status in words, and the button that fits', async () => {
    mockApi({ 'GET /api/tournament/standings': () => standings() });
    render();
    await screen.findByRole('table');
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Brock@runner2', 'Dawn@runner3', 'Misty@runner1']);
    expect(rowOf('Misty')).toHaveTextContent('Ascension');
    expect(rowOf('Misty')).toHaveTextContent('Active');
    expect(within(rowOf('Misty')).getByRole('button', { name: 'Withdraw Misty' })).toBeInTheDocument();
    expect(rowOf('Dawn')).toHaveTextContent('None');
    expect(rowOf('Dawn')).toHaveTextContent('Withdrawn');
    expect(within(rowOf('Dawn')).getByRole('button', { name: 'Reinstate Dawn' })).toBeInTheDocument();
  });

  it('finds a runner by display or Discord name', async () => {
    mockApi({ 'GET /api/tournament/standings': () => standings() });
    const { user } = render();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Find a runner'), 'runner2');
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(rowOf('Brock')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Find a runner'));
    await user.type(screen.getByLabelText('Find a runner'), 'zzz');
    expect(screen.getByText('No runner matches “zzz”.')).toBeInTheDocument();
  });

  it('reinstates a withdrawn runner after a confirmation, then shows them active', async () => {
    let reinstated = false;
    mockApi({
      'GET /api/tournament/standings': () =>
        standings(reinstated ? [misty, brock, { ...dawn, withdrawn: false, rank: 3 }] : undefined),
      'POST /api/admin/users/:userId/reinstate': ({ params }) => {
        expect(params.userId).toBe(dawn._id);
        reinstated = true;
        return { message: 'Dawn reinstated.' };
      },
    });
    const { user } = render();
    await screen.findByRole('table');
    await user.click(within(rowOf('Dawn')).getByRole('button', { name: 'Reinstate Dawn' }));
    expect(await screen.findByRole('dialog', { name: 'Reinstate Dawn?' })).toHaveTextContent('Discord is not told.');
    await user.click(screen.getByRole('button', { name: 'Yes, reinstate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dawn reinstated.');
    await waitFor(() => expect(rowOf('Dawn')).toHaveTextContent('Active'));
    expect(within(rowOf('Dawn')).getByRole('button', { name: 'Withdraw Dawn' })).toBeInTheDocument();
  });

  it('keeps a runner as they were when the confirmation is cancelled', async () => {
    const mock = mockApi({ 'GET /api/tournament/standings': () => standings() });
    const { user } = render();
    await screen.findByRole('table');
    await user.click(within(rowOf('Misty')).getByRole('button', { name: 'Withdraw Misty' }));
    await user.click(await screen.findByRole('button', { name: 'Keep as is' }));
    expect(within(rowOf('Misty')).getByRole('button', { name: 'Withdraw Misty' })).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a failed load with a Retry, and the empty list', async () => {
    let fail = true;
    mockApi({
      'GET /api/tournament/standings': () => (fail ? apiError(500, 'Internal error') : standings([])),
    });
    const { user } = render();
    expect(await screen.findByText(RUNNERS_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_RUNNERS)).toBeInTheDocument();
  });

  it("adds last season's runners who did not withdraw, after a confirmation that says how many", async () => {
    const sent: unknown[] = [];
    const season = { champion: null, runners: 3, races: 0, bestTimeMs: null };
    const entrant = (userId: string, displayName: string, withdrawn: boolean) => ({
      userId,
      displayName,
      discordUsername: displayName.toLowerCase(),
      country: null,
      bracket: null,
      withdrawn,
      status: withdrawn ? ('withdrawn' as const) : ('registered' as const),
      seed: null,
      seedSource: null,
    });
    mockApi({
      'GET /api/tournament/standings': () => standings([]),
      'GET /api/seasons': () => [
        { ...season, year: 2027, status: 'upcoming', current: true, runners: 0 },
        { ...season, year: 2026, status: 'completed', current: false },
      ],
      'GET /api/seasons/:year/entrants': () => [
        entrant(misty._id, 'Misty', false),
        entrant(brock._id, 'Brock', false),
        entrant(dawn._id, 'Dawn', true),
      ],
      'POST /api/admin/seasons/:year/entrants': ({ body }) => {
        sent.push(body);
        return { message: '2 runners added to the 2027 season.', added: 2 };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: "Add last season's runners" }));
    const dialog = await screen.findByRole('dialog', { name: "Add the 2026 season's runners?" });
    expect(await within(dialog).findByText(/^2 runners of the 2026 season enter this season in Normal/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 runners' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 runners added to the 2027 season.');
    expect(sent).toEqual([{ userIds: [misty._id, brock._id] }]);
  });
});
