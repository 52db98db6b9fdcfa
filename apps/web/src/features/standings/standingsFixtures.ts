import type { StandingsRow } from '@pokered/core/schemas/tournament';

/** A standings row as the server sends it, for tests. */
export function makeStandingsRow(index: number, rank: number, overrides: Partial<StandingsRow> = {}): StandingsRow {
  return {
    _id: `runner-${index}`,
    discordUsername: `runner${index}`,
    displayName: `Runner ${index}`,
    country: null,
    points: 100 - rank,
    bestTournamentTimeMilliseconds: null,
    currentBracket: 'Normal',
    bye: false,
    rank,
    withdrawn: false,
    ...overrides,
  };
}
