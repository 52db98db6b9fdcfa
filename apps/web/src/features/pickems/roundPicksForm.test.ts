import { describe, expect, it } from 'vitest';
import type { Group, GroupsResponse } from '@pokered/core/schemas/groups';
import { pickableGroups, pickingRound, roundPicksBody } from './roundPicksForm';

const member = (id: string) => ({
  _id: id,
  displayName: id,
  discordUsername: id,
  country: null,
  currentBracket: 'Normal' as const,
});
const group = (
  id: string,
  groupNumber: number,
  round: Group['round'],
  raceStartTime: number | null,
  members: string[],
  raceCompleted = false,
): Group => ({
  _id: id,
  groupNumber,
  round,
  bracket: 'Normal',
  members: members.map(member),
  raceStartTime,
  raceId: raceStartTime === null ? null : `race-${id}`,
  raceCompleted,
});

const response: GroupsResponse = {
  currentRound: 'Round 2',
  groups: [
    group('late', 3, 'Round 2', 2_000, ['e', 'f']),
    group('started', 2, 'Round 2', 1_000, ['c', 'd']),
    group('none', 1, 'Round 2', null, ['a', 'b']),
    group('early', 4, 'Round 2', 5_000, ['g', 'h'], true),
    group('old', 1, 'Round 1', null, ['a', 'c']),
  ],
};

describe('round picks form', () => {
  it('lists the current round groups whose race has not started, by group number', () => {
    expect(pickableGroups(response, 1_000).map((g) => g._id)).toEqual(['none', 'late']);
    expect(pickableGroups({ ...response, currentRound: 'completed' }, 0)).toEqual([]);
    expect(pickingRound(response)).toBe('Round 2');
  });

  it('leaves out a group whose race is recorded at once, whatever its planned start (rules §10)', () => {
    expect(pickableGroups(response, 1_000).map((g) => g._id)).not.toContain('early');
    const reopened = { ...response, groups: response.groups.map((g) => ({ ...g, raceCompleted: false })) };
    expect(pickableGroups(reopened, 1_000).map((g) => g._id)).toEqual(['none', 'late', 'early']);
  });

  it('sends one winner per listed group, in group order, only when every group has one', () => {
    const groups = pickableGroups(response, 1_000);
    expect(roundPicksBody(groups, { late: 'f' })).toBeNull();
    expect(roundPicksBody(groups, { late: 'f', none: 'c' })).toBeNull();
    expect(roundPicksBody(groups, { late: 'f', none: 'a', started: 'c' })).toEqual({ selectedWinners: ['a', 'f'] });
    expect(roundPicksBody([], {})).toBeNull();
  });
});
