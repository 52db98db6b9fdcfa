import { describe, expect, it } from 'vitest';
import {
  isOpenForPicks,
  NO_OPEN_GROUPS_ERROR,
  NOT_IN_OPEN_GROUP_ERROR,
  ONE_PER_GROUP_ERROR,
  validateRoundPicks,
} from './pickemsRoundPicks.ts';

describe('isOpenForPicks', () => {
  it('keeps a group without a race, or with a race starting later, open', () => {
    expect(isOpenForPicks(null, 1_000)).toBe(true);
    expect(isOpenForPicks({ raceDateTime: 1_001, completed: false }, 1_000)).toBe(true);
  });

  it('closes a group whose race has started or was already recorded', () => {
    expect(isOpenForPicks({ raceDateTime: 1_000, completed: false }, 1_000)).toBe(false);
    expect(isOpenForPicks({ raceDateTime: 5_000, completed: true }, 1_000)).toBe(false);
  });
});

describe('validateRoundPicks', () => {
  const groups = [
    { groupId: 'g1', memberIds: ['a', 'b', 'c'] },
    { groupId: 'g2', memberIds: ['d', 'e'] },
  ];

  it('accepts one member of every open group, in any order', () => {
    expect(validateRoundPicks(groups, ['e', 'b'])).toEqual({
      ok: true,
      picks: [
        { groupId: 'g2', runnerId: 'e' },
        { groupId: 'g1', runnerId: 'b' },
      ],
    });
  });

  it('refuses a missing group, two picks in one group, or a runner of no open group', () => {
    expect(validateRoundPicks(groups, ['a'])).toEqual({ ok: false, error: ONE_PER_GROUP_ERROR });
    expect(validateRoundPicks(groups, ['a', 'b', 'd'])).toEqual({ ok: false, error: ONE_PER_GROUP_ERROR });
    expect(validateRoundPicks(groups, ['a', 'z'])).toEqual({ ok: false, error: NOT_IN_OPEN_GROUP_ERROR });
  });

  it('refuses any pick when no group is open', () => {
    expect(validateRoundPicks([], ['a'])).toEqual({ ok: false, error: NO_OPEN_GROUPS_ERROR });
  });
});
