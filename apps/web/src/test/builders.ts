/**
 * Test data shaped exactly like the server's answers: every builder is typed by the shared response schemas
 * (packages/core), so a change of the contract breaks the builders at type-check, and builders.test.ts parses
 * each one with its schema. Use them with `mockApi` (./api.ts). Overrides replace whole fields.
 */
import type { AuthStatus } from '@pokered/core/schemas/auth';
import type { UserRef } from '@pokered/core/schemas/common';
import type { Draw } from '@pokered/core/schemas/draws';
import type { Group } from '@pokered/core/schemas/groups';
import type { HappeningResponse } from '@pokered/core/schemas/home';
import type { Race, RaceResult } from '@pokered/core/schemas/races';
import type { StatsResponse } from '@pokered/core/schemas/stats';
import type {
  PlayoffBracket,
  RoundChecklist,
  StandingsDetail,
  StandingsRow,
  TournamentRound,
} from '@pokered/core/schemas/tournament';
import type { z } from 'zod';
import type { runnerListItem } from '@pokered/core/schemas/users';

let counter = 0;
/** A fresh UUID-shaped id (the shared schemas refuse anything else where an id is a UUID). */
export function testId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

const usernameOf = (displayName: string) => displayName.toLowerCase().replace(/[^a-z0-9_.]/g, '');

/** GET /auth-status: a logged-in commentator unless overridden. */
export function buildAuthStatus(overrides: Partial<AuthStatus> = {}): AuthStatus {
  return {
    _id: testId(),
    username: 'ash',
    global_name: 'Ash',
    displayName: 'Ash Ketchum',
    photos: [{ value: 'https://cdn.example.test/ash.png' }],
    role: 'commentator',
    isAdmin: false,
    ...overrides,
  };
}

/** A user reference as races, groups and Pickems answers embed it. */
export function buildUserRef(displayName = 'Ash', overrides: Partial<UserRef> = {}): UserRef {
  return {
    _id: testId(),
    displayName,
    discordUsername: usernameOf(displayName),
    country: null,
    currentBracket: 'Normal',
    ...overrides,
  };
}

/** One entry of GET /api/runners/. */
export function buildRunner(
  displayName = 'Misty',
  overrides: Partial<z.infer<typeof runnerListItem>> = {},
): z.infer<typeof runnerListItem> {
  return {
    _id: testId(),
    displayName,
    discordUsername: usernameOf(displayName),
    country: null,
    currentBracket: 'Normal',
    ...overrides,
  };
}

/** GET /api/races/{id} and every race list: a three-racer Round 1 race, planned, not completed. */
export function buildRace(overrides: Partial<Race> = {}): Race {
  const raceDateTime = overrides.raceDateTime ?? 1_900_000_000;
  return {
    _id: testId(),
    groupId: testId(),
    year: 2026,
    raceDateTime,
    datetime: new Date(raceDateTime * 1000).toISOString(),
    racer1: buildUserRef('Ash'),
    racer2: buildUserRef('Gary'),
    racer3: buildUserRef('Misty'),
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
    twitchChannels: [],
    ...overrides,
  };
}

/** One group of GET /api/groups. */
export function buildGroup(
  members: UserRef[] = [buildUserRef('Ash'), buildUserRef('Gary')],
  overrides: Partial<Group> = {},
): Group {
  return {
    _id: testId(),
    groupNumber: 1,
    round: 'Round 1',
    bracket: 'Normal',
    members,
    raceStartTime: null,
    raceId: null,
    raceCompleted: false,
    placing: [],
    ...overrides,
  };
}

/** GET /api/tournament/round: Round 1 with nothing counted yet. */
export function buildTournamentRound(overrides: Partial<TournamentRound> = {}): TournamentRound {
  return {
    currentRound: 'Round 1',
    upcomingRaces: 0,
    awaitingResults: 0,
    completedRaces: 0,
    totalRacesExpected: 0,
    completed: false,
    ...overrides,
  };
}

/** One row of GET /api/tournament/standings. */
export function buildStandingsRow(index: number, rank: number, overrides: Partial<StandingsRow> = {}): StandingsRow {
  return {
    _id: `runner-${String(index)}`,
    discordUsername: `runner${String(index)}`,
    displayName: `Runner ${String(index)}`,
    country: null,
    points: 100 - rank,
    bestTournamentTimeMilliseconds: null,
    currentBracket: 'Normal',
    bye: false,
    withdrawn: false,
    rank,
    status: 'contending',
    ...overrides,
  };
}

/** One group of GET /api/admin/round-checklist: group 1 of Ash and Gary, no race yet. */
export function buildChecklistGroup(
  members: UserRef[] = [buildUserRef('Ash'), buildUserRef('Gary')],
  overrides: Partial<RoundChecklist['groups'][number]> = {},
): RoundChecklist['groups'][number] {
  return {
    _id: testId(),
    groupNumber: 1,
    bracket: 'Normal',
    members,
    state: 'unscheduled',
    raceId: null,
    ...overrides,
  };
}

/** GET /api/admin/round-checklist: Round 1 with no group and nobody left out, so it cannot end yet. */
export function buildRoundChecklist(overrides: Partial<RoundChecklist> = {}): RoundChecklist {
  return { currentRound: 'Round 1', groups: [], ungroupedRunners: [], canEnd: false, ...overrides };
}

/** GET /api/stats with nothing recorded yet. */
export function buildStats(overrides: Partial<StatsResponse> = {}): StatsResponse {
  return {
    topTimes: [],
    averageTimePerRound: {},
    averageTimePerBracket: {},
    mostActiveCommentators: [],
    countryStats: [],
    ...overrides,
  };
}

/**
 * GET /api/draws/{id}: a confirmed Round 2 draw of `groups` (runner ids by group, Normal bracket); order and seed
 * are placeholders unless given (a test that recomputes the draw passes the real ones).
 */
export function buildDraw(groups: string[][] = [], overrides: Partial<Draw> = {}): Draw {
  return {
    _id: testId(),
    round: 'Round 2',
    status: 'confirmed',
    seed: '5eed'.repeat(16),
    seedHash: '9619e2c3275e1e8be9ca29f0d7e0668cfdc675efcac99dbfa3ed48872c69809f',
    order: [{ bracket: 'Normal', runners: groups.flat() }],
    groups: groups.map((members) => ({ bracket: 'Normal', members })),
    pastPairings: [],
    edited: false,
    repeats: 0,
    createdAt: '2026-09-01T10:00:00.000Z',
    confirmedAt: '2026-09-01T10:05:00.000Z',
    droppedAt: null,
    draftsBefore: 0,
    ...overrides,
  };
}

/** One race of GET /api/tournament/standings/{userId}: a Round 1 Normal win in 1:52:03.120 for 9 points. */
export function buildStandingsRace(
  overrides: Partial<StandingsDetail['races'][number]> = {},
): StandingsDetail['races'][number] {
  return {
    raceId: testId(),
    round: 'Round 1',
    bracket: 'Normal',
    place: 1,
    status: 'Finished',
    finishTime: { hours: 1, minutes: 52, seconds: 3, milliseconds: 120 },
    points: 9,
    bye: false,
    ...overrides,
  };
}

/** GET /api/tournament/standings/{userId}: the row, one race and a reason sentence unless overridden. */
export function buildStandingsDetail(row: StandingsRow, overrides: Partial<StandingsDetail> = {}): StandingsDetail {
  return {
    row,
    races: [buildStandingsRace({ points: row.points })],
    reason: `Ranked ${String(row.rank ?? '-')}: ${String(row.points)} points.`,
    ...overrides,
  };
}

/** One result of a bracket group's placing: Finished at place `place` in 1:5{place}:00.000. */
export function buildRaceResult(racer: UserRef, place: number, overrides: Partial<RaceResult> = {}): RaceResult {
  return {
    racer,
    status: 'Finished',
    finishTime: { hours: 1, minutes: 50 + place, seconds: 0, milliseconds: 0 },
    dnfOrder: null,
    place,
    ...overrides,
  };
}

type BracketGroup = PlayoffBracket['rounds'][number]['groups'][number];

/** One group of GET /api/tournament/bracket: three Playoffs members, no race yet unless overridden. */
export function buildBracketGroup(groupNumber: number, overrides: Partial<BracketGroup> = {}): BracketGroup {
  const members = ['A', 'B', 'C'].map((letter) =>
    buildUserRef(`Racer ${String(groupNumber)}${letter}`, { currentBracket: 'Playoffs' }),
  );
  return { groupNumber, members, raceId: null, placing: [], winner: null, ...overrides };
}

/** GET /api/tournament/bracket: the three playoff rounds, with the given groups (none by default). */
export function buildBracket(
  groups: Partial<Record<'Quarterfinals' | 'Semifinals' | 'Final', BracketGroup[]>> = {},
): PlayoffBracket {
  return {
    rounds: (['Quarterfinals', 'Semifinals', 'Final'] as const).map((round) => ({
      round,
      groups: groups[round] ?? [],
    })),
  };
}

/** GET /api/happening (rules §29): a round under way with nothing live, scheduled or recorded yet. */
export function buildHappening(overrides: Partial<HappeningResponse> = {}): HappeningResponse {
  return {
    currentRound: 'Round 1',
    round: { groups: 0, completedGroups: 0 },
    live: [],
    next: [],
    latest: [],
    ...overrides,
  };
}
