/** Round picks (rules §10, §20): which groups can still be picked, and whether a pick set is complete. */

/** The group's active (non-cancelled) race, as far as picks care. */
export interface ActiveRace {
  /** Epoch seconds. */
  raceDateTime: number;
  completed: boolean;
}

/**
 * A group is open for picks until its race has started. A group without an active race has not started; a
 * recorded race has (groups sometimes race earlier than planned, and a known result must not be pickable).
 */
export function isOpenForPicks(race: ActiveRace | null, nowEpochSeconds: number): boolean {
  if (race === null) return true;
  return !race.completed && race.raceDateTime > nowEpochSeconds;
}

export interface PickableGroup {
  groupId: string;
  memberIds: readonly string[];
}

export interface AcceptedPick {
  groupId: string;
  runnerId: string;
}

export type RoundPicksValidation = { ok: true; picks: AcceptedPick[] } | { ok: false; error: string };

export const NO_OPEN_GROUPS_ERROR = 'There are no groups left to pick for this round.';
export const NOT_IN_OPEN_GROUP_ERROR = 'Every pick must be a runner of a group whose race has not started.';
export const ONE_PER_GROUP_ERROR = 'Pick exactly one winner for each group whose race has not started.';

/**
 * Exactly one winner per open group, each a member of it (rules §10). A runner is in one group per round,
 * so each pick names its group.
 */
export function validateRoundPicks(
  openGroups: readonly PickableGroup[],
  selectedWinners: readonly string[],
): RoundPicksValidation {
  if (openGroups.length === 0) return { ok: false, error: NO_OPEN_GROUPS_ERROR };
  const groupOf = new Map<string, string>();
  for (const group of openGroups) for (const member of group.memberIds) groupOf.set(member, group.groupId);
  const picked = new Map<string, string>();
  for (const runnerId of selectedWinners) {
    const groupId = groupOf.get(runnerId);
    if (groupId === undefined) return { ok: false, error: NOT_IN_OPEN_GROUP_ERROR };
    if (picked.has(groupId)) return { ok: false, error: ONE_PER_GROUP_ERROR };
    picked.set(groupId, runnerId);
  }
  if (picked.size !== openGroups.length) return { ok: false, error: ONE_PER_GROUP_ERROR };
  return { ok: true, picks: [...picked].map(([groupId, runnerId]) => ({ groupId, runnerId })) };
}
