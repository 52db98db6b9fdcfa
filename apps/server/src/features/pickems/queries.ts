/**
 * Pickems reads the submissions need: the round's groups open for picks and who is a runner. The other reads live
 * in this feature's sub-concern folders: facts/, scoring/, playerPicks/ and stats/ (ADR 006).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isOpenForPicks } from '@pokered/core/pickemsRoundPicks';
import type { Round } from '@pokered/core/rounds';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, races } from '../../db/schema.ts';
import { currentSeasonYear } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);

export interface OpenGroup {
  groupId: string;
  memberIds: string[];
}

/** The current round's groups with their members and whether their race has started. */
export async function roundGroups(db: Db, round: Round): Promise<(OpenGroup & { open: boolean })[]> {
  const rows = await db
    .select({
      groupId: groups.id,
      memberId: groupMembers.userId,
      raceDateTime: races.raceDateTime,
      completed: races.completed,
    })
    .from(groups)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .leftJoin(races, and(eq(races.groupId, groups.id), eq(races.cancelled, false)))
    .where(and(eq(groups.year, currentSeasonYear), eq(groups.round, round)));
  const now = nowEpochSeconds();
  const byGroup = new Map<string, OpenGroup & { open: boolean }>();
  for (const row of rows) {
    const race =
      row.raceDateTime === null ? null : { raceDateTime: row.raceDateTime, completed: row.completed ?? false };
    const group = byGroup.get(row.groupId) ?? { groupId: row.groupId, memberIds: [], open: isOpenForPicks(race, now) };
    group.memberIds.push(row.memberId);
    byGroup.set(row.groupId, group);
  }
  return [...byGroup.values()];
}

/** How many of `ids` are runners. */
export async function countRunners(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: seasonEntries.userId })
    .from(seasonEntries)
    .where(and(inArray(seasonEntries.userId, [...ids]), eq(seasonEntries.year, currentSeasonYear)));
  return rows.length;
}
