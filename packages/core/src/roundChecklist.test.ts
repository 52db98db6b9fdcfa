import { describe, expect, it } from 'vitest';
import {
  findUngroupedRunners,
  NO_GROUPS,
  ROUND_NOT_FINISHED,
  roundEndBlockers,
  roundEndRefusal,
  ungroupedMessage,
  type ChecklistRunner,
} from './roundChecklist.ts';

const runner = (
  _id: string,
  currentBracket: ChecklistRunner['currentBracket'],
  withdrawn = false,
): ChecklistRunner => ({ _id, displayName: _id.toUpperCase(), currentBracket, withdrawn });

describe('findUngroupedRunners', () => {
  const runners = [
    runner('a', 'Normal'),
    runner('b', 'Ascension'),
    runner('c', 'Normal', true),
    runner('d', null),
    runner('e', 'Playoffs'),
    runner('x', 'Exhibition'),
  ];

  it('lists active Normal and Ascension runners who are in no group (Exhibition runners are already qualified)', () => {
    expect(findUngroupedRunners('Round 2', runners, new Set(['b'])).map((r) => r._id)).toEqual(['a']);
  });

  it('in a playoff round, only Playoffs runners count', () => {
    expect(findUngroupedRunners('Quarterfinals', runners, new Set()).map((r) => r._id)).toEqual(['e']);
  });
});

describe('roundEndRefusal', () => {
  const ready = { round: 'Round 1' as const, groupCount: 2, completedGroupCount: 2, ungrouped: [] };

  it('refuses a round without groups, then one with an unfinished group', () => {
    expect(roundEndRefusal({ ...ready, groupCount: 0, completedGroupCount: 0 })).toBe(NO_GROUPS);
    expect(roundEndRefusal({ ...ready, completedGroupCount: 1 })).toBe(ROUND_NOT_FINISHED);
  });

  it('in a Swiss round, names the ungrouped runners; in a playoff round they do not block', () => {
    const ungrouped = [{ displayName: 'Amy' }, { displayName: 'Bo' }];
    expect(roundEndRefusal({ ...ready, ungrouped })).toBe(ungroupedMessage(['Amy', 'Bo']));
    expect(ungroupedMessage(['Amy', 'Bo'])).toBe(
      'Cannot end round: Amy, Bo are in no group this round. Group them or withdraw them first.',
    );
    expect(roundEndRefusal({ ...ready, round: 'Semifinals', ungrouped })).toBeNull();
  });

  it('lets a finished round end', () => {
    expect(roundEndRefusal(ready)).toBeNull();
  });
});

describe('roundEndBlockers', () => {
  const ready = { round: 'Round 2' as const, groupCount: 3, completedGroupCount: 3, ungrouped: [] };
  const ungrouped = [{ displayName: 'Amy' }];

  it('lists every blocker in the order the server refuses, its first being the refusal', () => {
    const unfinished = { ...ready, completedGroupCount: 1, ungrouped };
    expect(roundEndBlockers(unfinished)).toEqual([ROUND_NOT_FINISHED, ungroupedMessage(['Amy'])]);
    expect(roundEndRefusal(unfinished)).toBe(ROUND_NOT_FINISHED);
    const empty = { ...ready, groupCount: 0, completedGroupCount: 0, ungrouped };
    expect(roundEndBlockers(empty)).toEqual([NO_GROUPS, ungroupedMessage(['Amy'])]);
  });

  it('is empty for a finished round, and for a playoff round whose ungrouped runners do not block', () => {
    expect(roundEndBlockers(ready)).toEqual([]);
    expect(roundEndBlockers({ ...ready, round: 'Final', ungrouped })).toEqual([]);
  });
});
