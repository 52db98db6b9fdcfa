import type { Bracket } from './brackets.ts';
import { nextStage as stageAfter, type Round, type TournamentStage } from './rounds.ts';
import { cutoffRank, isAboveCutoff, rankStandings, type StandingsInput } from './standings.ts';

export interface RoundEndRace {
  bracket: Bracket | null;
  /** Racer ids in placing order (results.ts placeResults). */
  placing: readonly string[];
  /** The first placed racer if they finished, else null. */
  winner: string | null;
}

export interface RoundEndRunner extends StandingsInput {
  _id: string;
  currentBracket: Bracket | null;
}

export interface RoundEndInput {
  round: Round;
  /** The completed, non-cancelled races of the round. */
  races: readonly RoundEndRace[];
  /** Every runner, with figures already recomputed from the round's results. */
  runners: readonly RoundEndRunner[];
  /** The playoff cut (rules §9, 27); smaller only in tests that enumerate whole small seasons. */
  cutoff?: number;
}

/** Gold, silver, bronze racer ids. Silver/bronze are null when the Final had fewer racers. */
export type Podium = readonly [gold: string, silver: string | null, bronze: string | null];

export interface RoundEndPlan {
  /** Only runners whose bracket actually changes (a racer missing from `runners` is always listed). */
  bracketChanges: Map<string, Bracket | null>;
  nextStage: TournamentStage;
  podium: Podium | null;
}

type Moves = Map<string, Bracket | null>;

/** Rounds 1 and 2 (rules §8): winners climb; in Round 2 Ascension also the last placed drops. */
function swissMoves(round: 'Round 1' | 'Round 2', races: readonly RoundEndRace[]): Moves {
  const moves: Moves = new Map();
  for (const race of races) {
    if (race.bracket === 'Normal' && race.winner !== null) moves.set(race.winner, 'Ascension');
    if (round !== 'Round 2' || race.bracket !== 'Ascension') continue;
    if (race.winner !== null) moves.set(race.winner, 'Exhibition');
    // The last placed drops even when nobody finished (they still lost the Ascension race); a lone
    // racer is never "last" of anyone, and the winner of a two-racer race is never the one dropping.
    const last = race.placing[race.placing.length - 1];
    if (race.placing.length >= 2 && last !== undefined && last !== race.winner) moves.set(last, 'Normal');
  }
  return moves;
}

/**
 * After Round 3 (rules §8, §9). Decision: qualified = Exhibition runners ∪ BYE holders ∪ standings rows
 * ranked ≤ cutoffRank, with the cut computed over ALL runners' standings. BYE holders rank first,
 * so they (and the Exhibition runners, who earned their BYE in Round 2) are counted within the 27
 * when the cut is computed; the union only matters if figures lag behind, so a BYE or an Exhibition
 * place is never lost. More than 27 qualify only through ties at the cutoff (or over 27 BYEs).
 * Exhibition runners = currentBracket 'Exhibition' or racers of a Round 3 Exhibition race.
 */
function roundThreeMoves(races: readonly RoundEndRace[], runners: readonly RoundEndRunner[], cutoff?: number): Moves {
  const qualified = new Set<string>();
  for (const race of races) {
    if (race.bracket === 'Ascension' && race.winner !== null) qualified.add(race.winner);
    if (race.bracket === 'Exhibition') race.placing.forEach((id) => qualified.add(id));
  }
  // Withdrawn runners never count toward the cutoff (rules §8); planRoundEnd then sends them out.
  const ranked = rankStandings(runners.filter((runner) => runner.withdrawn !== true));
  const cut = cutoffRank(ranked, cutoff);
  for (const row of ranked) {
    if (row.bye || row.currentBracket === 'Exhibition' || isAboveCutoff(row, cut)) qualified.add(row._id);
  }
  const moves: Moves = new Map();
  for (const runner of runners) moves.set(runner._id, qualified.has(runner._id) ? 'Playoffs' : null);
  for (const id of qualified) moves.set(id, 'Playoffs');
  return moves;
}

/**
 * Quarterfinals and Semifinals: winners stay in Playoffs, everyone else leaves. "Everyone else" also
 * covers a Playoffs runner who raced no race this round, so nobody lingers in a finished stage.
 * A race nobody finished sends all its racers out.
 */
function playoffMoves(races: readonly RoundEndRace[], runners: readonly RoundEndRunner[]): Moves {
  const winners = new Set(races.flatMap((race) => (race.winner === null ? [] : [race.winner])));
  const moves: Moves = new Map();
  for (const runner of runners) if (runner.currentBracket === 'Playoffs') moves.set(runner._id, null);
  for (const race of races) race.placing.forEach((id) => moves.set(id, null));
  for (const id of winners) moves.set(id, 'Playoffs');
  return moves;
}

/**
 * The Final's placing, whatever the statuses (a DNF can take silver). Fewer than three racers leave
 * the missing medals null; no Final race (or an empty one) gives no podium. Brackets stay as they are
 * after the Final: the tournament is over and the finalists stay visible as Playoffs runners.
 */
export function finalPodium(races: readonly RoundEndRace[]): Podium | null {
  const placing = races[0]?.placing ?? [];
  const [gold, silver = null, bronze = null] = placing;
  return gold === undefined ? null : [gold, silver, bronze];
}

function movesFor(input: RoundEndInput): Moves {
  switch (input.round) {
    case 'Round 1':
    case 'Round 2':
      return swissMoves(input.round, input.races);
    case 'Round 3':
      return roundThreeMoves(input.races, input.runners, input.cutoff);
    case 'Quarterfinals':
    case 'Semifinals':
      return playoffMoves(input.races, input.runners);
    case 'Final':
      return new Map();
  }
}

/** rules §8 as one pure function: what ending `input.round` changes. The caller applies it in one transaction. */
export function planRoundEnd(input: RoundEndInput): RoundEndPlan {
  const current = new Map(input.runners.map((runner) => [runner._id, runner.currentBracket]));
  const bracketChanges: Moves = new Map();
  const moves = movesFor(input);
  // A withdrawn runner leaves their bracket at the round end, whatever they won (rules §8); the Final moves nobody.
  if (input.round !== 'Final') {
    for (const runner of input.runners) if (runner.withdrawn === true) moves.set(runner._id, null);
  }
  for (const [id, bracket] of moves) {
    if (!current.has(id) || current.get(id) !== bracket) bracketChanges.set(id, bracket);
  }
  return {
    bracketChanges,
    nextStage: stageAfter(input.round),
    podium: input.round === 'Final' ? finalPodium(input.races) : null,
  };
}
