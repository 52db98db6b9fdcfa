import type { UserRef } from '@pokered/core/schemas/common';
import type { Group } from '@pokered/core/schemas/groups';
import type { Race } from '@pokered/core/schemas/races';

/** Test data shaped exactly like the server's answers (core schemas). */

let counter = 0;
/** A fresh UUID-shaped id (the shared schemas refuse anything else). */
export function testId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function makeRacer(displayName: string, overrides: Partial<UserRef> = {}): UserRef {
  return {
    _id: testId(),
    displayName,
    discordUsername: displayName.toLowerCase().replace(/[^a-z0-9_.]/g, ''),
    country: null,
    currentBracket: 'Normal',
    ...overrides,
  };
}

export function makeRace(overrides: Partial<Race> = {}): Race {
  const raceDateTime = overrides.raceDateTime ?? 1_900_000_000;
  return {
    _id: testId(),
    groupId: testId(),
    raceDateTime,
    datetime: new Date(raceDateTime * 1000).toISOString(),
    racer1: makeRacer('Ash'),
    racer2: makeRacer('Gary'),
    racer3: makeRacer('Misty'),
    commentators: [],
    commentatorCount: 0,
    callerIsCommentator: false,
    cancelled: false,
    restreamPlanned: false,
    restreamChannel: null,
    restreamer: null,
    round: 'Round 1',
    bracket: 'Normal',
    completed: false,
    raceTimeId: null,
    winner: null,
    results: [],
    ...overrides,
  };
}

export function makeGroup(members: UserRef[], overrides: Partial<Group> = {}): Group {
  return {
    _id: testId(),
    groupNumber: 1,
    round: 'Round 1',
    bracket: 'Normal',
    members,
    raceStartTime: null,
    ...overrides,
  };
}
