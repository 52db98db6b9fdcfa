import { isOpenForPicks } from '@pokered/core/pickemsRoundPicks';
import type { Group, GroupsResponse } from '@pokered/core/schemas/groups';
import type { RoundPicksRequest } from '@pokered/core/schemas/pickems';
import type { Round } from '@pokered/core/rounds';

/**
 * rules §10, §20: the groups of the current round still open for picks, by group number, by the server's own rule
 * (`isOpenForPicks`). A group whose race start (`raceStartTime`, epoch seconds) has passed or whose race is
 * recorded (`raceCompleted`: played early) is left out at once; a group without a race is listed.
 */
export function pickableGroups(response: GroupsResponse, nowEpochSeconds: number): Group[] {
  const round = response.currentRound;
  if (round === 'completed') return [];
  return response.groups
    .filter((group) => group.round === round && isOpenForPicks(activeRaceOf(group), nowEpochSeconds))
    .sort((a, b) => a.groupNumber - b.groupNumber);
}

function activeRaceOf(group: Group) {
  return group.raceStartTime === null ? null : { raceDateTime: group.raceStartTime, completed: group.raceCompleted };
}

/** The round the picks are for, or null once the tournament is over. */
export function pickingRound(response: GroupsResponse): Round | null {
  return response.currentRound === 'completed' ? null : response.currentRound;
}

/** groupId → picked runner id. */
export type RoundPickChoices = Readonly<Record<string, string>>;

/** Exactly one winner per listed group (the selection count equals the group count), else null. */
export function roundPicksBody(groups: readonly Group[], choices: RoundPickChoices): RoundPicksRequest | null {
  const selectedWinners: string[] = [];
  for (const group of groups) {
    const choice = choices[group._id];
    if (choice === undefined || !group.members.some((member) => member._id === choice)) return null;
    selectedWinners.push(choice);
  }
  return selectedWinners.length > 0 ? { selectedWinners } : null;
}
