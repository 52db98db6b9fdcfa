/**
 * What one remaining Swiss race can still do to its racers (rules §7, §8): the award of each place and status,
 * and the bracket the round end gives them. The qualification status (qualification.ts) and its brute-force test
 * both read races through here, and the moves come from planRoundEnd itself, so the round-end rule lives once.
 */
import type { Bracket } from './brackets.ts';
import { planRoundEnd } from './roundEnd.ts';
import type { SwissRound } from './rounds.ts';
import { pointsForPlace, type PlaceAward } from './scoring.ts';

/**
 * The statuses that differ for qualification. DQ places and scores exactly like DNS (rules §7), so it adds
 * nothing. Finish times are free: a Finished racer may set any time above zero, whatever their place.
 */
export const REMAINING_STATUSES = ['Finished', 'DNF', 'DNS'] as const;
export type RemainingStatus = (typeof REMAINING_STATUSES)[number];

/** The fastest best time a remaining race can still give: recorded times are whole ms above zero. */
export const FASTEST_NEW_TIME_MS = 1;

export interface RacerOutcome {
  award: PlaceAward;
  finished: boolean;
  /** The bracket the round end moves the racer to; undefined when they stay where they are. */
  move: Bracket | null | undefined;
}

/** A race's placing, as racer ids with their statuses, in placing order. */
export interface RacePlacing {
  placing: readonly string[];
  /** The first placed racer if they finished (rules §7), else null. */
  winner: string | null;
}

/** The brackets the end of `round` gives a completed race's racers (rules §8), through planRoundEnd. */
export function raceMoves(
  round: SwissRound,
  bracket: Bracket | null,
  race: RacePlacing,
): ReadonlyMap<string, Bracket | null> {
  // With no runners listed, every move of the race's racers is reported (and Round 3 reports only who the
  // race itself qualifies: Ascension winners and Exhibition racers, as 'Playoffs').
  return planRoundEnd({ round, races: [{ bracket, placing: race.placing, winner: race.winner }], runners: [] })
    .bracketChanges;
}

const SLOT_IDS = ['0', '1', '2'] as const;
const outcomeCache = new Map<string, RacerOutcome>();

/**
 * The outcome of the racer placed at `placeIndex` with `status` in a race of `size` racers. Nothing else about
 * the race changes it: the winner is the first placed racer if Finished, and the last placed is never them.
 */
export function racerOutcome(
  round: SwissRound,
  bracket: Bracket | null,
  size: number,
  placeIndex: number,
  status: RemainingStatus,
): RacerOutcome {
  const key = `${round}|${String(bracket)}|${String(size)}|${String(placeIndex)}|${status}`;
  const cached = outcomeCache.get(key);
  if (cached !== undefined) return cached;
  const placing = SLOT_IDS.slice(0, size);
  const winner = placeIndex === 0 && status === 'Finished' ? '0' : null;
  const moves = raceMoves(round, bracket, { placing, winner });
  const slot = SLOT_IDS[placeIndex] ?? '';
  const outcome: RacerOutcome = {
    award: pointsForPlace(round, bracket, placeIndex, size, status),
    finished: status === 'Finished',
    move: moves.has(slot) ? moves.get(slot) : undefined,
  };
  outcomeCache.set(key, outcome);
  return outcome;
}

/** Status sequences along a placing that rules §7 allows: Finished first, then DNF, then DNS. */
function statusSequences(size: number): RemainingStatus[][] {
  if (size === 0) return [[]];
  const shorter = statusSequences(size - 1);
  const sequences: RemainingStatus[][] = [];
  for (const sequence of shorter) {
    const last = sequence[sequence.length - 1];
    const from = last === undefined ? 0 : REMAINING_STATUSES.indexOf(last);
    for (const status of REMAINING_STATUSES.slice(from)) sequences.push([...sequence, status]);
  }
  return sequences;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** One way a race can end: each racer's outcome, by racer id. */
export type JointOutcome = ReadonlyMap<string, RacerOutcome>;

/**
 * Every way a race of `racers` can end (every placing, every allowed status sequence). `last`, when given, is
 * fixed last with DNS: the worst a runner can do to themselves, which leaves the best places to the others.
 */
export function jointOutcomes(
  round: SwissRound,
  bracket: Bracket | null,
  racers: readonly string[],
  last?: string,
): JointOutcome[] {
  const others = last === undefined ? racers : racers.filter((id) => id !== last);
  const size = racers.length;
  const outcomes: JointOutcome[] = [];
  for (const order of permutations(others)) {
    for (const statuses of statusSequences(others.length)) {
      const placed = order.map((id, index): [string, RacerOutcome] => [
        id,
        racerOutcome(round, bracket, size, index, statuses[index] ?? 'DNS'),
      ]);
      if (last !== undefined) placed.push([last, racerOutcome(round, bracket, size, size - 1, 'DNS')]);
      outcomes.push(new Map(placed));
    }
  }
  return outcomes;
}
