import type { UserRef } from '@pokered/core/schemas/common';
import type { Group, GroupsResponse } from '@pokered/core/schemas/groups';
import type { PickemsView } from '@pokered/core/schemas/pickems';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import SubmitPicksPage from './SubmitPicksPage';

const now = () => Math.floor(Date.now() / 1000);
const member = (id: string, name: string, country: string | null = null): UserRef => ({
  _id: id,
  displayName: name,
  discordUsername: name.toLowerCase(),
  country,
  currentBracket: 'Normal',
});
const group = (
  id: string,
  groupNumber: number,
  raceStartTime: number | null,
  members: UserRef[],
  raceCompleted = false,
): Group => ({
  _id: id,
  groupNumber,
  round: 'Round 2',
  bracket: 'Normal',
  members,
  raceStartTime,
  raceId: raceStartTime === null ? null : `race-${id}`,
  raceCompleted,
});
const GROUPS: GroupsResponse = {
  currentRound: 'Round 2',
  groups: [
    group('g1', 1, null, [member('a', 'Misty', 'CA'), member('b', 'Brock')]),
    group('g2', 2, now() - 60, [member('c', 'Gary'), member('d', 'Erika')]),
    group('g3', 3, now() + 3600, [member('e', 'Sabrina'), member('f', 'Koga'), member('g', 'Blaine')]),
    // Played early: recorded before its planned start, so no longer a choice (rules §10).
    group('g4', 4, now() + 7200, [member('h', 'Lance'), member('i', 'Lorelei')], true),
  ],
};
const view = (submittedRounds: PickemsView['submittedRounds']): PickemsView => ({
  userId: 'user-1',
  hasRecord: submittedRounds.length > 0,
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
  submittedRounds,
});

const render = () => renderWithProviders(<SubmitPicksPage />, { user: makeUser() });

describe('SubmitPicksPage', () => {
  it('lists one radio group per group whose race has not started, and submits exactly one pick per group', async () => {
    let submitted: unknown = null;
    let rounds: PickemsView['submittedRounds'] = [];
    mockApi({
      'GET /api/groups': () => GROUPS,
      'GET /api/pickems': () => view(rounds),
      'POST /api/pickems/submit-round-picks': ({ body }) => {
        submitted = body;
        rounds = ['Round 2'];
        return { message: 'Picks submitted successfully!' };
      },
    });
    const { user } = render();
    const groups = await screen.findAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: 'Group 1' })).toBe(groups[0]);
    expect(screen.getByRole('radiogroup', { name: 'Group 3' })).toBe(groups[1]);
    expect(screen.queryByText('Gary')).not.toBeInTheDocument();
    expect(screen.queryByText('Lance')).not.toBeInTheDocument();
    expect(within(groups[0] as HTMLElement).getByRole('img', { name: 'Canada' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Picks' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Brock/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Koga/ }));
    expect(screen.getByText('2 of 2 groups picked.')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Picks submitted successfully!');
    expect(submitted).toEqual({ selectedWinners: ['b', 'f'] });
    expect(await screen.findByText('You have already submitted your picks for this round')).toBeInTheDocument();
  });

  it('makes each member a card the whole of which is the radio, with the bracket in words, keyboard operable', async () => {
    mockApi({ 'GET /api/groups': () => GROUPS, 'GET /api/pickems': () => view([]) });
    const { user } = render();
    const misty = await screen.findByRole('radio', { name: /Misty/ });
    expect(misty).toHaveTextContent('(Normal bracket)');
    await user.click(misty);
    expect(misty).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Brock/ })).toHaveAttribute('aria-checked', 'true');
    expect(misty).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('1 of 2 groups picked.')).toBeInTheDocument();
  });

  it('says when the picks of this round were already submitted', async () => {
    mockApi({
      'GET /api/groups': () => GROUPS,
      'GET /api/pickems': () => view(['Round 2']),
    });
    render();
    expect(await screen.findByText('You have already submitted your picks for this round')).toBeInTheDocument();
    expect(screen.getByText(/Come back after the next group draw/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('asks to check back when no group can be picked', async () => {
    mockApi({
      'GET /api/groups': () => ({ currentRound: 'Round 2', groups: GROUPS.groups.slice(1, 2) }),
      'GET /api/pickems': () => view([]),
    });
    render();
    expect(await screen.findByText('Check back after the next group draw stream!')).toBeInTheDocument();
  });

  it('shows the spec errors for loading and for submitting', async () => {
    mockApi({
      'GET /api/groups': () => GROUPS,
      'GET /api/pickems': () => apiError(401, 'Please log in first.'),
    });
    const { unmount } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching your Pickems data.');
    unmount();
    mockApi({
      'GET /api/groups': () => GROUPS,
      'GET /api/pickems': () => view([]),
      'POST /api/pickems/submit-round-picks': () =>
        apiError(400, 'Pick exactly one winner for each group whose race has not started.'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: /Misty/ }));
    await user.click(screen.getByRole('radio', { name: /Blaine/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Picks' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit picks. Please try again.');
    expect(alert).toHaveTextContent('Pick exactly one winner for each group whose race has not started.');
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    mockApi({ 'GET /api/groups': () => GROUPS, 'GET /api/pickems': () => view([]) });
    const { container } = render();
    await screen.findAllByRole('radiogroup');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
