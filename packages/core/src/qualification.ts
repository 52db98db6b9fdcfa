/**
 * rules §17: each standings row's playoff status. `qualified` = every possible completion of the remaining Swiss
 * races puts the runner at or above the cut (rules §9) or gives them a BYE or an Exhibition place (rules §8);
 * `eliminated` = no completion does; `contending` otherwise.
 *
 * The completions considered: completed races stand as recorded; the current round's groups without a completed
 * race race as they are, with all their members; a runner of a racing bracket who has no group this round, and
 * every runner of a racing bracket in a later Swiss round, races in a group of 2 or 3 of their own bracket (as the
 * draw makes them, rules §13); any placing and status; a Finished racer may set any time above zero. Withdrawals
 * and reinstatements are not foreseen: a change re-reads the statuses.
 *
 * How (polynomial, see qualificationBruteForce.test.ts for the proof against enumerating every completion):
 * - eliminated: the runner's best completion (their best reachable figures, everyone else scoring nothing more,
 *   which is always possible: all DNS) is below the cut. Exact.
 * - qualified: in the runner's worst completion (DNS in every race, which is never better for them and leaves the
 *   best places to the others), fewer than `cutoff` others can get strictly ahead. In Round 3 the pending groups
 *   are counted jointly (one winner per race); other runners are counted one by one, which can only count more,
 *   so `qualified` is never wrong, and is exact in Round 3 once every runner still racing has a group.
 */
import type { Bracket } from './brackets.ts';
import { aheadCorrection, aloneCount, finalScore, jointGroup, score, type State } from './qualificationJoint.ts';
import { raceMoves, racerOutcome, REMAINING_STATUSES } from './qualificationRace.ts';
import { isSwissRound, PLAYOFF_CUTOFF, SWISS_ROUNDS, type SwissRound, type TournamentStage } from './rounds.ts';

export const QUALIFICATION_STATUSES = ['qualified', 'contending', 'eliminated'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];

export interface QualificationRunner {
  _id: string;
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
  currentBracket: Bracket | null;
  withdrawn: boolean;
}

/** A group of the current Swiss round, with its completed race (placing and winner), or null while it has none. */
export interface QualificationGroup {
  bracket: Bracket | null;
  members: readonly string[];
  result: { placing: readonly string[]; winner: string | null } | null;
}

export interface QualificationInput {
  stage: TournamentStage;
  runners: readonly QualificationRunner[];
  /** The current round's groups; only read during the Swiss rounds. */
  groups: readonly QualificationGroup[];
  /** After Round 3: who took a playoff place (in Playoffs, or a racer of a playoff round). */
  playoffRunners: ReadonlySet<string>;
  /** The playoff cut (rules §9); smaller in tests. */
  cutoff?: number;
  /** Only these runners' statuses are wanted (one runner's detail): the others are left out of the answer. */
  only?: ReadonlySet<string>;
}

/** Brackets whose runners the draw puts into a race in a Swiss round (rules §13). */
const RACING_BRACKETS: readonly (Bracket | null)[] = ['Normal', 'Ascension', 'Exhibition'];
const FREE_GROUP_SIZES = [2, 3] as const;

function stateKey(state: State): string {
  return `${String(state.bracket)}|${String(state.points)}|${String(state.bye)}|${String(state.finished)}|${String(state.sure)}`;
}

/** Every state one race takes `state` to: each place in each group size, each status. */
function raceStep(state: State, round: SwissRound, bracket: Bracket | null, sizes: readonly number[]): State[] {
  const next: State[] = [];
  for (const size of sizes) {
    for (let place = 0; place < size; place += 1) {
      for (const status of REMAINING_STATUSES) {
        const outcome = racerOutcome(round, bracket, size, place, status);
        const qualifies = outcome.move === 'Playoffs';
        next.push({
          bracket: outcome.move === undefined || qualifies ? state.bracket : outcome.move,
          points: state.points + outcome.award.points,
          bye: state.bye || outcome.award.bye,
          finished: state.finished || outcome.finished,
          sure: state.sure || qualifies,
        });
      }
    }
  }
  return next;
}

function dedupe(states: readonly State[]): State[] {
  return [...new Map(states.map((state) => [stateKey(state), state])).values()];
}

interface Season {
  round: SwissRound;
  later: SwissRound[];
  groupOf: Map<string, QualificationGroup>;
}

/** A remaining race in the current round: a pending group's, or a free one in the runner's own bracket. */
type CurrentLeg = { kind: 'group'; bracket: Bracket | null; size: number } | { kind: 'free' } | { kind: 'none' };

const deltaCache = new Map<string, State[]>();

/**
 * Every change a runner's figures can still take, from zero (points and BYEs only add up, so one list serves every
 * runner with the same bracket and remaining races; cached).
 */
function reachableDeltas(bracket: Bracket | null, leg: CurrentLeg, season: Season): State[] {
  const legKey = leg.kind === 'group' ? `group|${String(leg.bracket)}|${String(leg.size)}` : leg.kind;
  const key = `${season.round}|${String(bracket)}|${legKey}`;
  const cached = deltaCache.get(key);
  if (cached !== undefined) return cached;
  const start: State = { bracket, points: 0, bye: false, finished: false, sure: false };
  let states: State[];
  if (leg.kind === 'group') states = raceStep(start, season.round, leg.bracket, [leg.size]);
  else if (leg.kind === 'free' && RACING_BRACKETS.includes(bracket))
    states = raceStep(start, season.round, bracket, FREE_GROUP_SIZES);
  else states = [start];
  for (const round of season.later) {
    states = dedupe(
      states.flatMap((state) =>
        RACING_BRACKETS.includes(state.bracket) ? raceStep(state, round, state.bracket, FREE_GROUP_SIZES) : [state],
      ),
    );
  }
  states = dedupe(states);
  deltaCache.set(key, states);
  return states;
}

/** Every figure a runner can still end the Swiss rounds with. */
function reachableStates(runner: QualificationRunner, season: Season): State[] {
  const group = season.groupOf.get(runner._id);
  let bracket = runner.currentBracket;
  let sure = false;
  let leg: CurrentLeg = { kind: 'free' };
  if (group?.result) {
    // The round's race is run: only its move remains (its points are in the figures already).
    const move = raceMoves(season.round, group.bracket, group.result).get(runner._id);
    sure = move === 'Playoffs';
    if (move !== undefined && !sure) bracket = move;
    leg = { kind: 'none' };
  } else if (group) {
    leg = { kind: 'group', bracket: group.bracket, size: group.members.length };
  }
  return reachableDeltas(bracket, leg, season).map((delta) => ({
    ...delta,
    points: runner.points + delta.points,
    bye: runner.bye || delta.bye,
    // rules §8: an Exhibition runner at the end of Round 3 qualifies, whatever their rank; so does a BYE holder.
    sure: sure || delta.sure || runner.bye || delta.bye || delta.bracket === 'Exhibition',
  }));
}

/** How many of `sortedScores` (ascending) are strictly above `value`. */
function countAbove(sortedScores: readonly number[], value: number): number {
  let low = 0;
  let high = sortedScores.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedScores[middle] ?? 0) > value) high = middle;
    else low = middle + 1;
  }
  return sortedScores.length - low;
}

/** After Round 3 the statuses read what the Round 3 end did (rules §8). */
function afterSwiss(input: QualificationInput): Map<string, QualificationStatus> {
  return new Map(
    input.runners.map((runner) => [
      runner._id,
      !runner.withdrawn && input.playoffRunners.has(runner._id) ? 'qualified' : 'eliminated',
    ]),
  );
}

/** rules §17: every runner's status, by id. */
export function qualificationStatuses(input: QualificationInput): Map<string, QualificationStatus> {
  const round = input.stage === 'completed' || !isSwissRound(input.stage) ? null : input.stage;
  if (round === null) return afterSwiss(input);
  const cutoff = input.cutoff ?? PLAYOFF_CUTOFF;
  const groupOf = new Map<string, QualificationGroup>();
  for (const group of input.groups) for (const member of group.members) groupOf.set(member, group);
  for (const group of input.groups) for (const racer of group.result?.placing ?? []) groupOf.set(racer, group);
  const season: Season = { round, later: SWISS_ROUNDS.slice(SWISS_ROUNDS.indexOf(round) + 1), groupOf };

  const active = input.runners.filter((runner) => !runner.withdrawn);
  const byId = new Map(input.runners.map((runner) => [runner._id, runner]));
  const currentScore = new Map(
    active.map((runner) => [runner._id, score(runner.bye, runner.points, runner.bestTournamentTimeMilliseconds)]),
  );
  const bestScore = new Map<string, number>();
  const reachable = new Map<string, State[]>();
  for (const runner of active) {
    const states = reachableStates(runner, season);
    reachable.set(runner._id, states);
    bestScore.set(runner._id, Math.max(...states.map((state) => finalScore(runner, state))));
  }
  const sortedCurrent = [...currentScore.values()].sort((a, b) => a - b);
  const sortedBest = [...bestScore.values()].sort((a, b) => a - b);
  // In the last Swiss round a pending group is counted jointly: its racers share one race.
  const jointGroups =
    round === 'Round 3'
      ? input.groups
          .filter((group) => group.result === null && group.members.length > 1)
          .map((group) => jointGroup(group, byId, round))
      : [];

  const statuses = new Map<string, QualificationStatus>();
  for (const runner of input.runners) {
    if (input.only !== undefined && !input.only.has(runner._id)) continue;
    const states = reachable.get(runner._id);
    if (runner.withdrawn || states === undefined) {
      statuses.set(runner._id, 'eliminated');
      continue;
    }
    const own = currentScore.get(runner._id) ?? 0;
    const canQualify = states.some((state) => {
      if (state.sure) return true;
      const mine = finalScore(runner, state);
      return countAbove(sortedCurrent, mine) - (own > mine ? 1 : 0) < cutoff;
    });
    if (!canQualify) {
      statuses.set(runner._id, 'eliminated');
      continue;
    }
    if (states.every((state) => state.sure)) {
      statuses.set(runner._id, 'qualified');
      continue;
    }
    // The worst completion: DNS everywhere, so the figures stay as they are.
    const worst = own;
    let ahead = countAbove(sortedBest, worst) - ((bestScore.get(runner._id) ?? 0) > worst ? 1 : 0);
    // A shared race lets at least one of its racers through, so it corrects by at most (alone - 1); when even
    // the most the groups could correct leaves enough ahead, enumerating their races changes nothing.
    const room = jointGroups.reduce(
      (sum, joint) => sum + Math.max(0, aloneCount(joint, runner._id, worst, bestScore) - 1),
      0,
    );
    const mayCorrect =
      ahead - room - (jointGroups.some((joint) => joint.group.members.includes(runner._id)) ? 1 : 0) < cutoff;
    for (const joint of mayCorrect ? jointGroups : []) {
      if (ahead < cutoff) break;
      ahead -= aheadCorrection(joint, runner._id, worst, byId, bestScore, round);
    }
    statuses.set(runner._id, ahead < cutoff ? 'qualified' : 'contending');
  }
  return statuses;
}
