/**
 * A runner's career (rules §37): one row per season they entered, each figure derived when read from that season's
 * recorded rows, never stored. Their rank in a season is §9's (standings.ts), counted by the server's read.
 */
import { ROUNDS, type Round } from './rounds.ts';

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
