import type { TournamentRound } from '@pokered/core/schemas/tournament';
import type { PickemsView } from '@pokered/core/schemas/pickems';

/** Whether the one-off picks form can be filled in: only during Round 1, and only once. */
export type OneOffAvailability = 'open' | 'submitted' | 'closed';

export function oneOffAvailability(
  round: Pick<TournamentRound, 'currentRound' | 'completed'>,
  mine: Pick<PickemsView, 'hasOneOff'>,
): OneOffAvailability {
  if (mine.hasOneOff) return 'submitted';
  return round.currentRound === 'Round 1' && !round.completed ? 'open' : 'closed';
}
