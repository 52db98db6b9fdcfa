/** The rounds of one tournament year, in the order they are played. */
export const ROUNDS = ['Round 1', 'Round 2', 'Round 3', 'Quarterfinals', 'Semifinals', 'Final'] as const;
export type Round = (typeof ROUNDS)[number];

/** Swiss rounds give points; the rest are playoffs. */
export const SWISS_ROUNDS = ['Round 1', 'Round 2', 'Round 3'] as const satisfies readonly Round[];
export type SwissRound = (typeof SWISS_ROUNDS)[number];

/** Where the tournament stands: a round in play, or finished after the Final. */
export type TournamentStage = Round | 'completed';

/** How many runners reach the playoffs (Quarterfinals). */
export const PLAYOFF_CUTOFF = 27;

export function isRound(value: unknown): value is Round {
  return typeof value === 'string' && (ROUNDS as readonly string[]).includes(value);
}

export function isSwissRound(round: Round): round is SwissRound {
  return (SWISS_ROUNDS as readonly string[]).includes(round);
}

/** The round after `round`, or 'completed' after the Final. */
export function nextStage(round: Round): TournamentStage {
  const index = ROUNDS.indexOf(round);
  return ROUNDS[index + 1] ?? 'completed';
}

/** Semifinals and Final: any number of commentators, names hidden from non-admins. */
export function isOpenCommentaryRound(round: Round): boolean {
  return round === 'Semifinals' || round === 'Final';
}

/** Most commentators a race may have outside the Semifinals and the Final. */
export const MAX_COMMENTATORS = 2;
