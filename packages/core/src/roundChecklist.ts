/** What must be done before a round can end (rules §8): the checklist's ungrouped runners and the refusals. */
import type { Bracket } from './brackets.ts';
import { isSwissRound, type Round } from './rounds.ts';

export const NO_GROUPS = 'Cannot end round: no groups have been created for this round.';
export const ROUND_NOT_FINISHED = 'Cannot end round: not all races are completed.';

/** Names every ungrouped runner so the admin knows whom to group or withdraw. */
export function ungroupedMessage(displayNames: readonly string[]): string {
  return (
    `Cannot end round: ${displayNames.join(', ')} ${displayNames.length === 1 ? 'is' : 'are'} in no group this round. ` +
    'Group them or withdraw them first.'
  );
}

/**
 * The brackets whose runners must race in `round`: Normal and Ascension in Rounds 1-3, Playoffs afterwards.
 * Exhibition runners already hold their playoff place (a BYE won in Round 2); their Round 3 race is optional, and
 * a lone one cannot form a group, so they never block a round end.
 */
export function roundBrackets(round: Round): readonly Bracket[] {
  return isSwissRound(round) ? ['Normal', 'Ascension'] : ['Playoffs'];
}

export interface ChecklistRunner {
  _id: string;
  displayName: string;
  currentBracket: Bracket | null;
  withdrawn: boolean;
}

/** Active (not withdrawn) runners of the round's brackets who are in no group of the round. */
export function findUngroupedRunners<T extends ChecklistRunner>(
  round: Round,
  runners: readonly T[],
  groupedIds: ReadonlySet<string>,
): T[] {
  const brackets = roundBrackets(round);
  return runners.filter(
    (runner) =>
      !runner.withdrawn &&
      runner.currentBracket !== null &&
      brackets.includes(runner.currentBracket) &&
      !groupedIds.has(runner._id),
  );
}

export interface RoundEndReadiness {
  round: Round;
  groupCount: number;
  /** Groups of the round whose active race is recorded. */
  completedGroupCount: number;
  ungrouped: readonly { displayName: string }[];
}

/**
 * Everything that keeps the round from ending, in the order the server refuses (rules §8): no group at all; a group
 * without a completed race; in a Swiss round, active runners left out of every group (playoff rounds are drawn by
 * standings, so nobody is missing). The End Round screen lists them all, so the admin sees every remaining task.
 */
export function roundEndBlockers(readiness: RoundEndReadiness): string[] {
  const blockers: string[] = [];
  if (readiness.groupCount === 0) blockers.push(NO_GROUPS);
  else if (readiness.completedGroupCount < readiness.groupCount) blockers.push(ROUND_NOT_FINISHED);
  if (isSwissRound(readiness.round) && readiness.ungrouped.length > 0) {
    blockers.push(ungroupedMessage(readiness.ungrouped.map((runner) => runner.displayName)));
  }
  return blockers;
}

/** Why the round cannot end, or null: the first of its blockers, the sentence end-round answers with (409). */
export function roundEndRefusal(readiness: RoundEndReadiness): string | null {
  return roundEndBlockers(readiness)[0] ?? null;
}
