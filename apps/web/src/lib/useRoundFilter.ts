import { ROUNDS, type Round } from '@pokered/core/rounds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageSeason } from '../api/seasonQuery';
import { tournamentRoundQueryOptions } from '../api/tournamentRound';

export const ALL_ROUNDS = 'All';
export type RoundFilterValue = Round | typeof ALL_ROUNDS;
export const ROUND_FILTER_OPTIONS: readonly RoundFilterValue[] = [...ROUNDS, ALL_ROUNDS];

export function isRoundFilterValue(value: string): value is RoundFilterValue {
  return (ROUND_FILTER_OPTIONS as readonly string[]).includes(value);
}

/** Whether an item of `round` passes the filter. */
export function matchesRound(round: Round, filter: RoundFilterValue): boolean {
  return filter === ALL_ROUNDS || filter === round;
}

export interface RoundFilterState {
  /** The chosen round; undefined while the current round is still loading. */
  value: RoundFilterValue | undefined;
  setValue: (value: RoundFilterValue) => void;
  /** The current round could not be loaded (the filter then starts at All). */
  roundError: unknown;
  /** Load the current round again (the Retry of `roundError`). */
  retryRound: () => void;
}

/**
 * A round filter that starts at the current round (rules §19), or at All when that is unknown, and in a past season
 * (rules §36), whose rounds are all over.
 */
export function useRoundFilter(season?: PageSeason): RoundFilterState {
  const past = season !== undefined;
  const round = useQuery({ ...tournamentRoundQueryOptions(), enabled: !past });
  const [chosen, setChosen] = useState<RoundFilterValue | undefined>(undefined);
  const fallback: RoundFilterValue | undefined = past
    ? ALL_ROUNDS
    : round.isSuccess
      ? round.data.currentRound
      : round.isError
        ? ALL_ROUNDS
        : undefined;
  return {
    value: chosen ?? fallback,
    setValue: setChosen,
    roundError: round.isError ? round.error : null,
    retryRound: () => void round.refetch(),
  };
}
