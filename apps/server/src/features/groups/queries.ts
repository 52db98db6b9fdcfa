/** Reads of groups, serialized as the Group of packages/core/schemas/groups.ts, in a fixed number of queries. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ROUNDS, isRound, type Round } from '@pokered/core/rounds';
import type { Group } from '@pokered/core/schemas/groups';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, races } from '../../db/schema.ts';
import { loadUserRefs } from '../users/queries.ts';

export type GroupRow = typeof groups.$inferSelect;

const roundIndex = (round: string) => (isRound(round) ? ROUNDS.indexOf(round) : ROUNDS.length);

/** Serializes group rows with their members (pot order) and the start of their active race. */
export async function assembleGroups(db: Db, rows: readonly GroupRow[]): Promise<Group[]> {
  if (rows.length === 0) return [];
  const groupIds = rows.map((row) => row.id);
  const [memberRows, activeRaces] = await Promise.all([
    db.select().from(groupMembers).where(inArray(groupMembers.groupId, groupIds)).orderBy(asc(groupMembers.pot)),
    // At most one per group: the races_one_active_per_group index guarantees it.
    db
      .select({ id: races.id, groupId: races.groupId, raceDateTime: races.raceDateTime, completed: races.completed })
      .from(races)
      .where(and(inArray(races.groupId, groupIds), eq(races.cancelled, false))),
  ]);
  const refs = await loadUserRefs(
    db,
    memberRows.map((row) => row.userId),
  );
  const raceByGroup = new Map(activeRaces.map((race) => [race.groupId, race]));
  return rows.map((row) => {
    const race = raceByGroup.get(row.id);
    if (!isRound(row.round)) throw new Error(`group ${row.id} has unknown round ${row.round}`);
    const members = memberRows
      .filter((member) => member.groupId === row.id)
      .map((member) => {
        const ref = refs.get(member.userId);
        if (!ref) throw new Error(`group ${row.id} refers to missing user ${member.userId}`);
        return ref;
      });
    return {
      _id: row.id,
      groupNumber: row.groupNumber,
      round: row.round,
      bracket: row.bracket,
      members,
      raceStartTime: race?.raceDateTime ?? null,
      raceId: race?.id ?? null,
      raceCompleted: race?.completed ?? false,
    };
  });
}

/** `GET /api/groups`: every group of every round, by round order then group number. */
export async function listAllGroups(db: Db): Promise<Group[]> {
  const rows = await db.select().from(groups);
  rows.sort((a, b) => roundIndex(a.round) - roundIndex(b.round) || a.groupNumber - b.groupNumber);
  return assembleGroups(db, rows);
}

export async function countRoundGroups(db: Db, round: Round): Promise<number> {
  const [row] = await db.select({ count: count() }).from(groups).where(eq(groups.round, round));
  return row?.count ?? 0;
}

/** The group `userId` belongs to in `round`, or null. */
export async function findGroupOf(db: Db, userId: string, round: Round): Promise<Group | null> {
  const rows = await db
    .select({ group: groups })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.round, round)));
  const [group] = await assembleGroups(
    db,
    rows.map((row) => row.group),
  );
  return group ?? null;
}
