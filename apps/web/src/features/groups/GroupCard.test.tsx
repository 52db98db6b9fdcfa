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

  it('says where the race stands in words, with its start linking to the race (rules §23)', () => {
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      [{ raceId: null }, 'Race not booked yet'],
      [{ raceId: 'r1', raceStartTime: now + 2 * 86_400 + 120 }, /^Race booked: .* \(in 2d/],
      [{ raceId: 'r1', raceStartTime: now - 3600 }, /^Racing now: /],
      [{ raceId: 'r1', raceStartTime: now - 4 * 3600 }, /^Race played, awaiting results: /],
      [{ raceId: 'r1', raceStartTime: now - 86_400, raceCompleted: true }, /^Race result recorded: /],
    ] as const;
    for (const [overrides, words] of cases) {
      const { unmount } = renderWithProviders(
        <GroupCard group={buildGroup([blue, gary], overrides)} favorites={new Set()} showRound={false} />,
      );
      const status = screen
        .getAllByText((_, element) => element?.tagName === 'P')
        .find((p) => (typeof words === 'string' ? p.textContent === words : words.test(p.textContent)));
      expect(status, String(words)).toBeDefined();
      if (overrides.raceId) expect(screen.getByRole('link', { name: / · / })).toHaveAttribute('href', '/races/r1');
      expect(screen.queryByRole('checkbox')).toBeNull();
      unmount();
    }
  });
});
