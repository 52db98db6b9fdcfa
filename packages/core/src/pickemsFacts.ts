import { buildCompletedFacts, type TournamentFacts } from './pickemsScoring.ts';
import { placeResults, raceWinner, type PlacedInput } from './results.ts';
import { ROUNDS, type Round, type TournamentStage } from './rounds.ts';
import { computeRunnerFigures } from './scoring.ts';
import type { Bracket } from './brackets.ts';

/** A completed, non-cancelled race of the year. */
export interface FactsRace {
  /** The race's group; a race without a group is never the target of a round pick. */
  groupKey: string | null;
  round: Round;
  bracket: Bracket | null;
  results: readonly PlacedInput[];
}

/** What the database knows, as plain data (rules §10: facts come from results, standings and the stage). */
export interface PickemsFactsInput {
  stage: TournamentStage;
  completedRaces: readonly FactsRace[];
  /** Every member of every group of the playoff rounds (Quarterfinals, Semifinals, Final). */
  playoffGroupMembers: readonly { round: Round; runnerId: string }[];
  /** Runners whose current bracket is Playoffs. */
  playoffsBracket: readonly string[];
  /** Every player's best-time guess in ms (null: none), for the closest-guess distance. */
  bestTimeGuesses: readonly (number | null)[];
}

const stageIndex = (stage: TournamentStage): number => (stage === 'completed' ? ROUNDS.length : ROUNDS.indexOf(stage));

/** A round has ended once the tournament stands at a later stage. */
export function hasRoundEnded(stage: TournamentStage, round: Round): boolean {
  return stageIndex(stage) > ROUNDS.indexOf(round);
}

const LATER_THAN_QUARTERFINALS: readonly Round[] = ['Semifinals', 'Final'];
const PLAYOFF_ROUNDS: readonly Round[] = ['Quarterfinals', ...LATER_THAN_QUARTERFINALS];

/** Everyone who was drawn into, or raced in, one of `rounds`. */
function participantsOf(input: PickemsFactsInput, rounds: readonly Round[]): Set<string> {
  const ids = new Set<string>();
  for (const member of input.playoffGroupMembers) if (rounds.includes(member.round)) ids.add(member.runnerId);
  for (const race of input.completedRaces) {
    if (rounds.includes(race.round)) race.results.forEach((result) => ids.add(result.racer));
  }
  return ids;
}

/**
 * Group → race winner. The database allows one active race per group; should two completed races of one
 * group ever be given, a race with a winner is preferred so the answer does not depend on their order.
 */
function groupWinners(races: readonly FactsRace[]): Map<string, string | null> {
  const winners = new Map<string, string | null>();
  for (const race of races) {
    if (race.groupKey === null) continue;
    const winner = raceWinner(race.results);
    const known = winners.get(race.groupKey);
    if (known === undefined || known === null || (winner !== null && winner < known))
      winners.set(race.groupKey, winner);
  }
  return winners;
}

/**
 * Qualified for the playoffs (after Round 3): Round 3 end moves the qualified runners to Playoffs, and a later
 * round end moves its losers out again, so "who is or was in the playoffs" is the Playoffs bracket together with
 * everyone drawn into or racing in a playoff round.
 */
function qualified(input: PickemsFactsInput): Set<string> {
  return new Set([...input.playoffsBracket, ...participantsOf(input, PLAYOFF_ROUNDS)]);
}

/**
 * Reached the Semifinals (after the Quarterfinals): the Quarterfinals race winners (their end keeps exactly those
 * in Playoffs), everyone drawn into or racing in the Semifinals or the Final, and the Playoffs bracket, which
 * after the Quarterfinals holds only runners who got further.
 */
function semifinalists(input: PickemsFactsInput): Set<string> {
  const ids = new Set([...input.playoffsBracket, ...participantsOf(input, LATER_THAN_QUARTERFINALS)]);
  for (const race of input.completedRaces) {
    if (race.round !== 'Quarterfinals') continue;
    const winner = raceWinner(race.results);
    if (winner !== null) ids.add(winner);
  }
  return ids;
}

/**
 * The Final's gold (its first placed racer, whatever the status: rules §8 gives gold by placing), the year's
 * fastest times from every completed race (rules §7, through computeRunnerFigures) and every player's guess.
 */
function completedFacts(input: PickemsFactsInput): TournamentFacts['completed'] {
  // One Final race is expected; should there be more, the smallest id keeps the answer independent of order.
  const golds = input.completedRaces
    .filter((race) => race.round === 'Final')
    .flatMap((race) =>
      placeResults(race.results)
        .slice(0, 1)
        .map((result) => result.racer),
    )
    .sort();
  const gold = golds[0] ?? null;
  const figures = computeRunnerFigures(input.completedRaces);
  const bestTimes = new Map([...figures].map(([id, figure]) => [id, figure.bestTournamentTimeMilliseconds]));
  return buildCompletedFacts(gold, bestTimes, input.bestTimeGuesses);
}

/**
 * rules §10 facts for scorePickems, from stored results, brackets and the stage alone. A stage not reached yet
 * is null, so recomputing after every recording and every round end always gives the same points for the same
 * stored data.
 */
export function derivePickemsFacts(input: PickemsFactsInput): TournamentFacts {
  return {
    groupWinners: groupWinners(input.completedRaces),
    qualifiedForPlayoffs: hasRoundEnded(input.stage, 'Round 3') ? qualified(input) : null,
    reachedSemifinals: hasRoundEnded(input.stage, 'Quarterfinals') ? semifinalists(input) : null,
    completed: input.stage === 'completed' ? completedFacts(input) : null,
  };
}
