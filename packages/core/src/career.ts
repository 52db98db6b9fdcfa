/**
 * A runner's career (rules §37): one row per season they entered, each figure derived when read from that season's
 * recorded rows, never stored.
 */
import { ROUNDS, type Round } from './rounds.ts';
import { standingsTable, type StandingsInput } from './standings.ts';

/**
 * The last round, in the order rounds are played, among `rounds` (the rounds of a season in which the runner was in
 * a group or raced a race that was not cancelled); null for none. Names that are no round are ignored.
 */
export function furthestRound(rounds: Iterable<string>): Round | null {
  const reached = new Set(rounds);
  for (let index = ROUNDS.length - 1; index >= 0; index -= 1) {
    const round = ROUNDS[index];
    if (round !== undefined && reached.has(round)) return round;
  }
  return null;
}

export interface CareerStanding extends Omit<StandingsInput, 'displayName'> {
  userId: string;
}

/**
 * The place of `userId` in the standings table of one season (rules §9) over that season's `entries`: ties share a
 * rank (1, 2, 2, 4); a withdrawn runner, listed unranked, has none (null), as has a runner not among the entries.
 * Names only order equal rows, and equal rows share their rank, so none is needed here.
 */
export function seasonRank(entries: readonly CareerStanding[], userId: string): number | null {
  const { standings } = standingsTable(entries.map((entry) => ({ ...entry, displayName: '' })));
  return standings.find((row) => row.userId === userId)?.rank ?? null;
}

/** A race on a runner's record, with their own result in it (null until one is recorded). */
export interface CareerRace {
  completed: boolean;
  cancelled: boolean;
  status: 'Finished' | 'DNF' | 'DNS' | 'DQ' | null;
}

/**
 * Whether a race counts among the races a runner raced (rules §37): completed and not cancelled (the races that count,
 * §7), and started: a DNS did not race (as in §30's meetings); a DNF or a DQ did.
 */
export function countsAsRaced(race: CareerRace): boolean {
  return race.completed && !race.cancelled && race.status !== 'DNS';
}
