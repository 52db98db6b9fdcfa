import { describe, expect, it } from 'vitest';
import { buildRace, buildUserRef } from '../../test/builders';
import { opponentsOf, picksHeadline, raceName } from './homeView';

describe('homeView', () => {
  const ash = buildUserRef('Ash');
  const gary = buildUserRef('Gary');
  const misty = buildUserRef('Misty');

  it('names the opponents from the race, else from the group, never the runner', () => {
    const group = { _id: 'g', groupNumber: 1, round: 'Round 1' as const, bracket: null, members: [ash, gary, misty] };
    expect(opponentsOf({ group, race: null }, ash._id)).toEqual([gary, misty]);
    const race = buildRace({ racer1: gary, racer2: ash, racer3: null });
    expect(opponentsOf({ group, race }, ash._id)).toEqual([gary]);
    expect(raceName(buildRace({ racer1: ash, racer2: gary, racer3: misty }))).toBe('Ash vs Gary vs Misty');
  });

  it('says whether the round picks are open and until when (rules §10)', () => {
    const picks = { round: 'Round 2' as const, openGroups: 3, closesAt: 1 };
    expect(picksHeadline({ ...picks, state: 'open' }, '9/5/25 · 3:05 PM')).toBe(
      'Round 2 picks open until 9/5/25 · 3:05 PM',
    );
    expect(picksHeadline({ ...picks, state: 'open', closesAt: null }, null)).toBe('Round 2 picks are open.');
    expect(picksHeadline({ ...picks, state: 'submitted' }, null)).toBe('Your Round 2 picks are in.');
    expect(picksHeadline({ ...picks, state: 'closed' }, null)).toMatch(/^Round 2 picks are closed/);
    expect(picksHeadline({ ...picks, state: 'notOpen' }, null)).toMatch(/^Round 2 picks are not open yet/);
    expect(picksHeadline({ ...picks, round: null, state: 'closed' }, null)).toMatch(/tournament is over/);
  });
});
