import { NO_GROUPS, ROUND_NOT_FINISHED, ungroupedMessage } from '@pokered/core/roundChecklist';
import type { RoundChecklist } from '@pokered/core/schemas/tournament';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import {
  buildChecklistGroup,
  buildRoundChecklist,
  buildRunner,
  buildTournamentRound,
  buildUserRef,
  testId,
} from '../../../test/builders';
import { makeUser, renderWithProviders } from '../../../test/utils';
import EndRoundPage, { CHECKLIST_LOAD_ERROR } from './EndRoundPage';

const render = () =>
  renderWithProviders(<EndRoundPage />, { route: '/admin/round/end', user: makeUser({ isAdmin: true }) });

const raceId = testId();
const awaitingRaceId = testId();
const dawn = buildRunner('Dawn');

/** Round 2: four groups in four states, Dawn in no group. */
function roundTwo(overrides: Partial<RoundChecklist> = {}): RoundChecklist {
  return buildRoundChecklist({
    currentRound: 'Round 2',
    groups: [
      buildChecklistGroup([buildUserRef('Ash'), buildUserRef('Gary')], { groupNumber: 1 }),
      buildChecklistGroup([buildUserRef('Misty'), buildUserRef('Brock')], {
        groupNumber: 2,
        state: 'scheduled',
        raceId,
      }),
      buildChecklistGroup([buildUserRef('Erika'), buildUserRef('Sabrina')], {
        groupNumber: 3,
        state: 'awaiting-results',
        raceId: awaitingRaceId,
      }),
      buildChecklistGroup([buildUserRef('Koga'), buildUserRef('Blaine')], {
        groupNumber: 4,
        state: 'completed',
        raceId: testId(),
        bracket: 'Ascension',
      }),
    ],
    ungroupedRunners: [dawn],
    canEnd: false,
    ...overrides,
  });
}

const figures = {
  'GET /api/tournament/round': () =>
    buildTournamentRound({ currentRound: 'Round 2', completedRaces: 1, awaitingResults: 1 }),
  'GET /api/groups/count': () => ({ count: 4 }),
} as const;

const section = (name: string) => screen.getByRole('region', { name });

describe('EndRoundPage (the round checklist)', () => {
  it('shows every group with its state in words, a link to act, and what blocks the end in the server’s order', async () => {
    mockApi({ ...figures, 'GET /api/admin/round-checklist': () => roundTwo() });
    render();
    const blockers = await screen.findByRole('list', { name: 'What still blocks the end' });
    const items = within(blockers).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(ROUND_NOT_FINISHED);
    expect(items[0]).toHaveTextContent('group 1 (Unscheduled), group 2 (Scheduled), group 3 (Awaiting results)');
    expect(items[1]).toHaveTextContent(ungroupedMessage(['Dawn']));
    expect(screen.getByRole('button', { name: 'End Round' })).toBeDisabled();

    const groups = section('Groups of Round 2');
    for (const [state, group] of [
      ['Unscheduled (1)', 'Group 1 · Normal'],
      ['Scheduled (1)', 'Group 2 · Normal'],
      ['Awaiting results (1)', 'Group 3 · Normal'],
      ['Completed (1)', 'Group 4 · Ascension'],
    ] as const) {
      const stateSection = within(groups).getByRole('region', { name: state });
      expect(within(stateSection).getByRole('article', { name: group })).toBeInTheDocument();
    }
    expect(within(groups).getByText('Unscheduled', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(groups).getByText(/No race scheduled yet: nothing to record/)).toBeInTheDocument();
    expect(within(groups).getByRole('link', { name: 'Open the race of group 2' })).toHaveAttribute(
      'href',
      `/races/${raceId}`,
    );
    expect(within(groups).getByRole('link', { name: 'Record Results for group 3' })).toHaveAttribute(
      'href',
      '/admin/races/record',
    );
    expect(within(groups).getByRole('link', { name: 'View the result of group 4' })).toBeInTheDocument();
    expect(within(groups).getByRole('link', { name: 'Misty' })).toHaveAttribute('href', '/user/misty');
    expect(within(section('Runners in no group')).getByRole('link', { name: 'Create Groups' })).toHaveAttribute(
      'href',
      '/admin/groups/add',
    );
  });

  it('filters the groups to one state', async () => {
    mockApi({ ...figures, 'GET /api/admin/round-checklist': () => roundTwo() });
    const { user } = render();
    const filter = await screen.findByLabelText('Show groups');
    await user.selectOptions(filter, 'awaiting-results');
    const groups = section('Groups of Round 2');
    expect(within(groups).getAllByRole('article')).toHaveLength(1);
    expect(within(groups).getByRole('article', { name: 'Group 3 · Normal' })).toBeInTheDocument();
    await user.selectOptions(filter, 'live');
    expect(within(groups).queryAllByRole('article')).toHaveLength(0);
    expect(within(groups).getByText('No group is in this state.')).toBeInTheDocument();
  });

  it('with no groups, says so first and links to the draw and to Create Groups', async () => {
    mockApi({
      ...figures,
      'GET /api/admin/round-checklist': () => buildRoundChecklist({ ungroupedRunners: [dawn] }),
    });
    render();
    const blockers = await screen.findByRole('list', { name: 'What still blocks the end' });
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([NO_GROUPS, ungroupedMessage(['Dawn'])]);
    const groups = section('Groups of Round 1');
    expect(within(groups).getByRole('link', { name: 'Draw the round' })).toHaveAttribute('href', '/admin/groups/draw');
    expect(within(groups).getByRole('link', { name: 'Create Groups' })).toHaveAttribute('href', '/admin/groups/add');
  });

  it('withdraws an ungrouped runner after a confirmation naming them, then ends the round and reloads', async () => {
    let withdrawn = false;
    let ended = false;
    const mock = mockApi({
      ...figures,
      'GET /api/admin/round-checklist': () =>
        ended
          ? buildRoundChecklist({ currentRound: 'Round 3' })
          : withdrawn
            ? roundTwo({
                groups: roundTwo().groups.map((group) => ({ ...group, state: 'completed', raceId: testId() })),
                ungroupedRunners: [],
                canEnd: true,
              })
            : roundTwo(),
      'POST /api/admin/users/:userId/withdraw': ({ params }) => {
        expect(params.userId).toBe(dawn._id);
        withdrawn = true;
        return { message: 'Dawn withdrawn.' };
      },
      'POST /api/tournament/end-round': () => {
        ended = true;
        return { message: 'Round 2 ended. Round 3 begins.' };
      },
    });
    const { user } = render();
    const ungrouped = await screen.findByRole('list', { name: 'Runners in no group' });
    await user.click(within(ungrouped).getByRole('button', { name: 'Withdraw Dawn' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw Dawn from the tournament?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dawn withdrawn.');
    expect(await screen.findByText('Nothing: the round can end.')).toBeInTheDocument();
    expect(screen.getByText('Every runner of the round is in a group.')).toBeInTheDocument();

    const endButton = screen.getByRole('button', { name: 'End Round' });
    expect(endButton).toBeEnabled();
    await user.click(endButton);
    await user.click(screen.getByRole('button', { name: 'Yes, end the round' }));
    expect(await screen.findByText('Round 2 ended. Round 3 begins.')).toBeInTheDocument();
    // The checklist reloads: Round 3 has no groups yet.
    expect(await screen.findByRole('region', { name: 'Groups of Round 3' })).toBeInTheDocument();
    const checklistCalls = mock.mock.calls.filter(
      ([input]) => typeof input === 'string' && input.includes('round-checklist'),
    );
    expect(checklistCalls.length).toBeGreaterThanOrEqual(3);
  });

  it('in a playoff round, End Round waits until the admin confirms the ungrouped runners out by name', async () => {
    const checklist = buildRoundChecklist({
      currentRound: 'Quarterfinals',
      groups: [buildChecklistGroup(undefined, { state: 'completed', raceId: testId(), bracket: 'Playoffs' })],
      ungroupedRunners: [
        buildRunner('Dawn', { currentBracket: 'Playoffs' }),
        buildRunner('Iris', { currentBracket: 'Playoffs' }),
      ],
      canEnd: true,
    });
    mockApi({ ...figures, 'GET /api/admin/round-checklist': () => checklist });
    const { user } = render();
    const blockers = await screen.findByRole('list', { name: 'What still blocks the end' });
    expect(blockers).toHaveTextContent('Confirm below that Dawn, Iris may go out of the playoffs.');
    const endButton = screen.getByRole('button', { name: 'End Round' });
    expect(endButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm Dawn, Iris are out of the playoffs' }));
    expect(endButton).toBeEnabled();
    expect(screen.getByText('Nothing: the round can end.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm Dawn, Iris are out of the playoffs' }));
    expect(endButton).toBeDisabled();
  });

  it('shows a failed checklist with a Retry that loads it again', async () => {
    let fail = true;
    mockApi({
      ...figures,
      'GET /api/admin/round-checklist': () => (fail ? apiError(503, 'The database is not answering.') : roundTwo()),
    });
    const { user } = render();
    expect(await screen.findByText(CHECKLIST_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Round' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'What still blocks the end' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKLIST_LOAD_ERROR)).not.toBeInTheDocument();
  });

  it('shows a refused withdrawal with the server’s reason and a Retry', async () => {
    let attempts = 0;
    mockApi({
      ...figures,
      'GET /api/admin/round-checklist': () => roundTwo(),
      'POST /api/admin/users/:userId/withdraw': () => {
        attempts += 1;
        return apiError(409, 'Dawn is already withdrawn.');
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw Dawn' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Error withdrawing Dawn.')).toBeInTheDocument();
    expect(screen.getByText('Dawn is already withdrawn.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});
