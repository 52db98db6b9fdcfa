/** Reads of groups, serialized as the Group of packages/core/schemas/groups.ts, in a fixed number of queries. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ROUNDS, isRound, type Round } from '@pokered/core/rounds';
import type { Group } from '@pokered/core/schemas/groups';
import type { RaceResult } from '@pokered/core/schemas/races';
import { msToFinishTime } from '@pokered/core/time';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/rows.ts';
import { groupMembers, groups, raceResults, races } from '../../db/schema.ts';
import { loadUserRefs } from '../users/queries.ts';
import { currentSeasonYear, type SeasonYear } from '../../db/currentSeason.ts';

export type GroupRow = typeof groups.$inferSelect;

const roundIndex = (round: string) => (isRound(round) ? ROUNDS.indexOf(round) : ROUNDS.length);

/**
 * Serializes group rows with their members (pot order), the start of their active race and, once recorded, its
 * placing (rules §19).
 */
export async function assembleGroups(
  db: Db,
  rows: readonly GroupRow[],
  year: SeasonYear = currentSeasonYear,
): Promise<Group[]> {
  if (rows.length === 0) return [];
  const groupIds = rows.map((row) => row.id);
  // Side by side, or in turn inside a transaction (readAll): creating a group reads it back in its own transaction.
  const [memberRows, activeRaces, resultRows] = await readAll(db, [
    () => db.select().from(groupMembers).where(inArray(groupMembers.groupId, groupIds)).orderBy(asc(groupMembers.pot)),
    // At most one per group: the races_one_active_per_group index guarantees it.
    () =>
      db
        .select({ id: races.id, groupId: races.groupId, raceDateTime: races.raceDateTime, completed: races.completed })
        .from(races)
        .where(and(inArray(races.groupId, groupIds), eq(races.cancelled, false))),
    () =>
      db
        .select({ result: raceResults, groupId: races.groupId })
        .from(raceResults)
        .innerJoin(races, eq(races.id, raceResults.raceId))
        .where(and(inArray(races.groupId, groupIds), eq(races.cancelled, false), eq(races.completed, true)))
        .orderBy(asc(raceResults.place), asc(raceResults.racerId)),
  ] as const);
  const refs = await loadUserRefs(
    db,
    [...memberRows.map((row) => row.userId), ...resultRows.map((row) => row.result.racerId)],
    year,
  );
  const refOf = (userId: string, groupId: string) => {
    const ref = refs.get(userId);
    if (!ref) throw new Error(`group ${groupId} refers to missing user ${userId}`);
    return ref;
  };
  const placingByGroup = new Map<string, RaceResult[]>();
  for (const { result, groupId } of resultRows) {
    if (groupId === null) continue;
    const placing = placingByGroup.get(groupId) ?? [];
    placing.push({
      racer: refOf(result.racerId, groupId),
      status: result.status,
      finishTime: msToFinishTime(result.finishTimeMs),
      dnfOrder: result.dnfOrder,
      place: result.place,
    });
    placingByGroup.set(groupId, placing);
  }
  const raceByGroup = new Map(activeRaces.map((race) => [race.groupId, race]));
  return rows.map((row) => {
    const race = raceByGroup.get(row.id);
    if (!isRound(row.round)) throw new Error(`group ${row.id} has unknown round ${row.round}`);
    const members = memberRows
      .filter((member) => member.groupId === row.id)
      .map((member) => refOf(member.userId, row.id));
    return {
      _id: row.id,
      groupNumber: row.groupNumber,
      round: row.round,
      bracket: row.bracket,
      members,
      raceStartTime: race?.raceDateTime ?? null,
      raceId: race?.id ?? null,
      raceCompleted: race?.completed ?? false,
      placing: placingByGroup.get(row.id) ?? [],
    };
  });
}

/** `GET /api/groups`: every group of every round of a season (rules §34, §36), by round order then group number. */
export async function listAllGroups(db: Db, year: SeasonYear = currentSeasonYear): Promise<Group[]> {
  const rows = await db.select().from(groups).where(eq(groups.year, year));
  rows.sort((a, b) => roundIndex(a.round) - roundIndex(b.round) || a.groupNumber - b.groupNumber);
  return assembleGroups(db, rows, year);
}

export async function countRoundGroups(db: Db, round: Round): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(groups)
    .where(and(eq(groups.year, currentSeasonYear), eq(groups.round, round)));
  return row?.count ?? 0;
}

/** The group `userId` belongs to in `round`, or null. */
export async function findGroupOf(db: Db, userId: string, round: Round): Promise<Group | null> {
  const rows = await db
    .select({ group: groups })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(eq(groupMembers.userId, userId), eq(groupMembers.year, currentSeasonYear), eq(groupMembers.round, round)),
    );
  const [group] = await assembleGroups(
    db,
    rows.map((row) => row.group),
  );
  return group ?? null;
}
