/**
 * Ranking keys as one comparable score, and the racers of one pending Round 3 race counted together for the
 * qualification status (qualification.ts): one race has one winner, so its racers cannot all pass someone at once.
 */
import type { Bracket } from './brackets.ts';
import type { QualificationGroup, QualificationRunner } from './qualification.ts';
import { FASTEST_NEW_TIME_MS, jointOutcomes } from './qualificationRace.ts';
import type { SwissRound } from './rounds.ts';
import { MISSING_BEST_TIME_MS } from './time.ts';

export interface State {
  bracket: Bracket | null;
  points: number;
  bye: boolean;
  finished: boolean;
  /** Qualified by the Round 3 race itself (an Ascension winner, an Exhibition racer). */
  sure: boolean;
}

/**
 * Ranking keys of rules §9 as one number, larger = ranked higher: BYE, then points, then the faster time.
 * Points stay far below 10^5 and times below 10^8 ms, so the parts never overlap.
 */
export function score(bye: boolean, points: number, timeMs: number | null): number {
  return (bye ? 1e13 : 0) + points * 1e8 + (1e8 - 1 - (timeMs ?? MISSING_BEST_TIME_MS));
}

export function finalScore(runner: QualificationRunner, state: State): number {
  const best = runner.bestTournamentTimeMilliseconds;
  const time = state.finished ? Math.min(best ?? MISSING_BEST_TIME_MS, FASTEST_NEW_TIME_MS) : best;
  return score(state.bye, state.points, time);
}

/** A pending Round 3 group, with every way its race can end as the final scores of its active racers. */
export interface JointGroup {
  group: QualificationGroup;
  counted: string[];
  /** One row per outcome (those another outcome beats for every racer left out), scores in `counted` order. */
  outcomes: number[][];
}

function outcomeScores(
  group: QualificationGroup,
  counted: readonly string[],
  byId: ReadonlyMap<string, QualificationRunner>,
  round: SwissRound,
  last?: string,
): number[][] {
  return jointOutcomes(round, group.bracket, group.members, last).map((outcome) =>
    counted.map((id) => {
      const racer = byId.get(id);
      const result = outcome.get(id);
      if (racer === undefined || result === undefined) return 0;
      const state: State = {
        bracket: racer.currentBracket,
        points: racer.points + result.award.points,
        bye: racer.bye || result.award.bye,
        finished: result.finished,
        sure: false,
      };
      return finalScore(racer, state);
    }),
  );
}

/** Drops every outcome that another outcome matches or beats for each racer: it can never pass more runners. */
function paretoFront(rows: readonly number[][]): number[][] {
  const kept: number[][] = [];
  rows.forEach((row, index) => {
    const dominated = rows.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.every((value, m) => value >= (row[m] ?? 0)) &&
        (other.some((value, m) => value > (row[m] ?? 0)) || otherIndex < index),
    );
    if (!dominated) kept.push(row);
  });
  return kept;
}

export function jointGroup(
  group: QualificationGroup,
  byId: ReadonlyMap<string, QualificationRunner>,
  round: SwissRound,
): JointGroup {
  const counted = group.members.filter((id) => byId.get(id)?.withdrawn === false);
  return { group, counted, outcomes: paretoFront(outcomeScores(group, counted, byId, round)) };
}

/** How many of a group's active racers (not `self`) could each get strictly ahead of `worst` on their own. */
export function aloneCount(
  joint: JointGroup,
  self: string,
  worst: number,
  bestScore: ReadonlyMap<string, number>,
): number {
  return joint.counted.filter((id) => id !== self && (bestScore.get(id) ?? 0) > worst).length;
}

const passing = (scores: readonly number[], worst: number) => scores.filter((value) => value > worst).length;

/**
 * How many fewer of a group's active racers can get strictly ahead of `worst` when they share their race than
 * when counted one by one. `self`, when a member, is placed last with DNS and is never counted.
 */
export function aheadCorrection(
  joint: JointGroup,
  self: string,
  worst: number,
  byId: ReadonlyMap<string, QualificationRunner>,
  bestScore: ReadonlyMap<string, number>,
  round: SwissRound,
): number {
  const isMember = joint.group.members.includes(self);
  const counted = isMember ? joint.counted.filter((id) => id !== self) : joint.counted;
  const alone = aloneCount(joint, self, worst, bestScore);
  if (alone === 0 || (alone === 1 && !isMember)) return 0;
  const outcomes = isMember ? outcomeScores(joint.group, counted, byId, round, self) : joint.outcomes;
  let together = 0;
  for (const scores of outcomes) {
    together = Math.max(together, passing(scores, worst));
    if (together === alone) break;
  }
  return alone - together;
}
