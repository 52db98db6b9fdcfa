import { describe, expect, it } from 'vitest';
import { commentaryActions, commentatorsSummary, restreamOpen } from './commentary';
import { buildRace, buildUserRef } from '../../test/builders';

const START = 1_900_000_000;
const BEFORE = (START - 3600) * 1000;
const viewer = { _id: 'viewer', isAdmin: false };

describe('commentaryActions', () => {
  it('offers nothing to anonymous visitors', () => {
    expect(commentaryActions(buildRace({ raceDateTime: START }), null, BEFORE)).toEqual({
      commentate: false,
      pullOut: false,
    });
  });

  it('offers Commentate while fewer than 2 commentators signed up', () => {
    expect(commentaryActions(buildRace({ raceDateTime: START, commentatorCount: 1 }), viewer, BEFORE).commentate).toBe(
      true,
    );
    expect(commentaryActions(buildRace({ raceDateTime: START, commentatorCount: 2 }), viewer, BEFORE).commentate).toBe(
      false,
    );
  });

  it('has no limit in the Semifinals and the Final', () => {
    for (const round of ['Semifinals', 'Final'] as const) {
      const race = buildRace({ raceDateTime: START, round, commentatorCount: 5 });
      expect(commentaryActions(race, viewer, BEFORE).commentate).toBe(true);
    }
  });

  it('offers nothing on cancelled or started races', () => {
    expect(commentaryActions(buildRace({ raceDateTime: START, cancelled: true }), viewer, BEFORE).commentate).toBe(
      false,
    );
    expect(commentaryActions(buildRace({ raceDateTime: START }), viewer, START * 1000).commentate).toBe(false);
  });

  it("hides Commentate from the race's own racers", () => {
    const me = buildUserRef('Brock', { _id: 'viewer' });
    expect(commentaryActions(buildRace({ raceDateTime: START, racer3: me }), viewer, BEFORE).commentate).toBe(false);
  });

  it('offers Pull Out to a signed-up commentator instead', () => {
    const race = buildRace({ raceDateTime: START, callerIsCommentator: true, commentatorCount: 2 });
    expect(commentaryActions(race, viewer, BEFORE)).toEqual({ commentate: false, pullOut: true });
  });

  it('takes Pull Out away at the start and on a completed race (rules §6), as the server refuses it then', () => {
    const race = buildRace({ raceDateTime: START, callerIsCommentator: true, commentatorCount: 1 });
    expect(commentaryActions(race, viewer, START * 1000 - 1).pullOut).toBe(true);
    expect(commentaryActions(race, viewer, START * 1000)).toEqual({ commentate: false, pullOut: false });
    expect(commentaryActions({ ...race, completed: true }, viewer, BEFORE).pullOut).toBe(false);
    // A cancelled race that has not started still lets a commentator leave it.
    expect(commentaryActions({ ...race, cancelled: true }, viewer, BEFORE).pullOut).toBe(true);
  });
});

describe('restreamOpen', () => {
  it('is open only on a race that is not cancelled, completed or started (rules §6)', () => {
    expect(restreamOpen(buildRace({ raceDateTime: START }), BEFORE)).toBe(true);
    expect(restreamOpen(buildRace({ raceDateTime: START, cancelled: true }), BEFORE)).toBe(false);
    expect(restreamOpen(buildRace({ raceDateTime: START, completed: true }), BEFORE)).toBe(false);
    expect(restreamOpen(buildRace({ raceDateTime: START }), START * 1000)).toBe(false);
  });
});

describe('commentatorsSummary', () => {
  const names = [buildUserRef('Oak'), buildUserRef('Elm')];

  it('lists names outside the Semifinals and Final', () => {
    expect(commentatorsSummary(buildRace({ commentators: names, commentatorCount: 2 }), false)).toEqual({
      names: ['Oak', 'Elm'],
    });
  });

  it('shows non-admins only a count in the Semifinals and Final, admins the names', () => {
    const hidden = buildRace({ round: 'Final', commentators: [], commentatorCount: 2 });
    expect(commentatorsSummary(hidden, false)).toEqual({ count: 2 });
    const shown = buildRace({ round: 'Final', commentators: names, commentatorCount: 2 });
    expect(commentatorsSummary(shown, true)).toEqual({ names: ['Oak', 'Elm'] });
  });
});
