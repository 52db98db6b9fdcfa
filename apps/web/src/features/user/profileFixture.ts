/** Test data: a complete profile answer, as the server sends it. */
import type { Profile } from '@pokered/core/schemas/profile';
import type { PickemsView } from '@pokered/core/schemas/pickems';
import type { Race } from '@pokered/core/schemas/races';
import type { UserRef } from '@pokered/core/schemas/common';

export const ref = (name: string, bracket: UserRef['currentBracket'] = 'Normal'): UserRef => ({
  _id: `id-${name}`,
  displayName: name,
  discordUsername: name.toLowerCase(),
  country: null,
  currentBracket: bracket,
});

export function makeRace(overrides: Partial<Race> = {}): Race {
  const raceDateTime = Date.UTC(2026, 8, 20, 18, 0) / 1000;
  return {
    _id: 'race-1',
    groupId: 'group-1',
    raceDateTime,
    datetime: new Date(raceDateTime * 1000).toISOString(),
    racer1: ref('Misty', 'Ascension'),
    racer2: ref('Brock', 'Normal'),
    racer3: null,
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

export function makePickems(overrides: Partial<PickemsView> = {}): PickemsView {
  return {
    userId: 'id-misty',
    hasRecord: true,
    hasOneOff: false,
    overallWinner: null,
    bestTimeWho: null,
    closestTime: null,
    closestTimeCorrect: false,
    top27: [],
    top9: [],
    round1Picks: [],
    round2Picks: [],
    round3Picks: [],
    quarterFinalsPicks: [],
    semiFinalsPicks: [],
    finalPick: null,
    points: 0,
    breakdown: {},
    submittedRounds: [],
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'id-misty',
    discordUsername: 'misty',
    displayName: 'Misty',
    pronouns: 'she/her',
    country: 'US',
    photos: [{ value: 'https://cdn.discordapp.com/avatars/1/misty.png' }],
    role: 'runner',
    isAdmin: false,
    currentBracket: 'Ascension',
    points: 19,
    bestTournamentTimeMilliseconds: 6_725_000,
    trophies: [],
    hasPickems: false,
    racesParticipatedIn: [],
    racesCommentated: [],
    pickems: null,
    ...overrides,
  };
}
