import { screen, within } from '@testing-library/react';
import type { HomeResponse } from '@pokered/core/schemas/home';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { buildRace, buildUserRef } from '../../test/builders';
import { makeUser, renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';

const [ash, gary, misty] = [buildUserRef('Ash'), buildUserRef('Gary'), buildUserRef('Misty')];

function adminHome(organiser: HomeResponse['organiser']): HomeResponse {
  return {
    currentRound: 'Round 2',
    runner: null,
    commentary: { mine: [], needed: [] },
    picks: { round: 'Round 2', state: 'notOpen', openGroups: 0, closesAt: null },
    organiser,
  };
}

function renderAdminHome(organiser: HomeResponse['organiser']) {
  mockApi({ 'GET /api/runners/': () => [], 'GET /api/home': () => adminHome(organiser) });
  renderWithProviders(<HomePage />, { user: makeUser({ isAdmin: true, displayName: 'Boss' }) });
}

describe("an organiser's Home (rules §29)", () => {
  it('lists what needs doing, each linking to where it is done', async () => {
    renderAdminHome({
      awaitingResults: { count: 2, races: [buildRace({ racer1: ash, racer2: gary, racer3: misty })] },
      unscheduledGroups: {
        count: 1,
        groups: [{ _id: 'g7', groupNumber: 7, members: [ash, misty] }],
      },
      notifications: { unsent: 3, failed: 1 },
      roundReady: null,
    });
    const card = await screen.findByRole('region', { name: 'What needs doing' }, { timeout: 5000 });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '2 races have started and wait for their results.',
      '1 group has not scheduled its race yet.',
      '1 Discord message failed to send.',
      '3 Discord messages are waiting to be sent.',
    ]);
    expect(within(card).getByText('Ash vs Gary vs Misty')).toBeInTheDocument();
    expect(within(card).getByText('Group 7: Ash, Misty')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Record results' })).toHaveAttribute('href', '/admin/races/record');
    expect(within(card).getByRole('link', { name: 'Open the round checklist' })).toHaveAttribute(
      'href',
      '/admin/round/end',
    );
    for (const link of within(card).getAllByRole('link', { name: 'See the Discord deliveries' }))
      expect(link).toHaveAttribute('href', '/admin/notifications');
  });

  it('says so when nothing needs doing', async () => {
    renderAdminHome({
      awaitingResults: { count: 0, races: [] },
      unscheduledGroups: { count: 0, groups: [] },
      notifications: { unsent: 0, failed: 0 },
      roundReady: null,
    });
    const card = await screen.findByRole('region', { name: 'What needs doing' }, { timeout: 5000 });
    expect(within(card).getByText('Nothing needs doing right now.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('says when the round can end, linking to End Round', async () => {
    renderAdminHome({
      awaitingResults: { count: 0, races: [] },
      unscheduledGroups: { count: 0, groups: [] },
      notifications: { unsent: 0, failed: 0 },
      roundReady: { round: 'Round 2' },
    });
    const card = await screen.findByRole('region', { name: 'What needs doing' }, { timeout: 5000 });
    expect(within(card).getByText('Round 2: every group has its result, so the round can end.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'End the round' })).toHaveAttribute('href', '/admin/round/end');
  });
});
