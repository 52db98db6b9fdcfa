import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildRaceResult, buildUserRef } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import { GroupCard } from './GroupCard';

const blue = buildUserRef('Blue');
const gary = buildUserRef('Gary');

describe('GroupCard', () => {
  it('shows a recorded race’s placing, names linking to profiles, and a link to the race', () => {
    const group = buildGroup([blue, gary], {
      raceId: 'race-1',
      raceStartTime: 1_900_000_000,
      raceCompleted: true,
      placing: [buildRaceResult(gary, 1), buildRaceResult(blue, 2, { status: 'DNF' })],
    });
    renderWithProviders(<GroupCard group={group} favorites={new Set()} showRound={false} />);
    expect(screen.getByText('Placing')).toBeInTheDocument();
    const placing = screen.getAllByRole('list')[1];
    if (!placing) throw new Error('no placing list');
    expect(
      within(placing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Gary.*1:51:00.000$/), expect.stringMatching(/^Blue.*DNF$/)]);
    expect(within(placing).getByRole('link', { name: 'Gary' })).toHaveAttribute('href', '/user/gary');
    expect(screen.getByRole('link', { name: /^Race details/ })).toHaveAttribute('href', '/races/race-1');
  });

  it('shows no placing before the race is recorded', () => {
    renderWithProviders(<GroupCard group={buildGroup()} favorites={new Set()} showRound={false} />);
    expect(screen.queryByText('Placing')).toBeNull();
    expect(screen.queryByRole('link', { name: /Race details/ })).toBeNull();
  });
});
