/**
 * An admin books, moves or fixes a group's race (rules §23): one transaction that locks the tournament (the round
 * cannot end meanwhile) and the group's active race, so a member submitting at the same moment meets the
 * one-active-race index and one of the two is refused.
 */
import { and, eq } from 'drizzle-orm';
import {
  GROUP_NOT_FOUND,
  GROUP_NOT_IN_CURRENT_ROUND,
  GROUP_RACE_COMPLETED,
  GROUP_RACE_RACERS_NOT_MEMBERS,
} from '@pokered/core/groupBooking';
import { adminGroupRaceProblem, type AdminGroupRaceFields } from '@pokered/core/schemas/groupRace';
import { RACE_ALREADY_SCHEDULED, type RaceActionResponse } from '@pokered/core/schemas/races';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { lockTournament } from '../../db/locks.ts';
import { groupMembers, groups, races } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/types.ts';
import { recordAudit } from '../audit/mutations.ts';
import { notifyRaceChange } from '../notifications/mutations.ts';
import { findRaceById, viewerOf } from '../races/queries.ts';
import { requireOpenSeason } from '../../http/season.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `POST /api/admin/groups/{id}/race` (admin): the group's active race takes these racers and start, or is created. */
export async function bookGroupRace(
  db: Db,
  admin: SessionUser,
  groupId: string,
  input: AdminGroupRaceFields,
  now: number = nowSeconds(),
): Promise<RaceActionResponse> {
  try {
    return await db.transaction(async (tx) => {
      const { stage } = await lockTournament(tx, 'share');
      const [group] = await tx.select().from(groups).where(eq(groups.id, groupId));
      if (!group) throw notFound(GROUP_NOT_FOUND);
      await requireOpenSeason(tx, group.year);
      if (group.round !== stage) throw conflict(GROUP_NOT_IN_CURRENT_ROUND);
      const [before] = await tx
        .select()
        .from(races)
        .where(and(eq(races.groupId, groupId), eq(races.cancelled, false)))
        .for('update');
      if (before?.completed) throw conflict(GROUP_RACE_COMPLETED);
      const problem = adminGroupRaceProblem(input, now, before?.raceDateTime ?? null);
      if (problem) throw badRequest(problem);
      const { racer1, racer2, racer3, raceDateTime } = input;
      if (!racer1 || !racer2 || raceDateTime === undefined || raceDateTime === null)
        throw new Error('adminGroupRaceProblem let a blank field through');
      const members = await tx
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(eq(groupMembers.groupId, groupId));
      const memberIds = new Set(members.map((member) => member.userId));
      if (![racer1, racer2, racer3].every((id) => id === undefined || memberIds.has(id)))
        throw badRequest(GROUP_RACE_RACERS_NOT_MEMBERS);
      const racers = { racer1, racer2, racer3: racer3 ?? null, raceDateTime };

      if (!before) {
        const [created] = await tx
          .insert(races)
          .values({ groupId, round: group.round, bracket: group.bracket, submittedBy: admin.id, ...racers })
          .returning();
        if (!created) throw new Error('race insert returned nothing');
        await notifyRaceChange(tx, created.id, { event: 'race-scheduled' });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'group.race-book',
          targetType: 'race',
          targetId: created.id,
          before: null,
          after: created,
        });
        return answer(created.id, 'Race booked.');
      }

      const moved = before.raceDateTime !== raceDateTime;
      const [after] = await tx
        .update(races)
        .set({ ...racers, sequence: before.sequence + 1 })
        .where(eq(races.id, before.id))
        .returning();
      if (moved) await notifyRaceChange(tx, before.id, { event: 'race-moved', previous: before.raceDateTime });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'group.race-fix',
        targetType: 'race',
        targetId: before.id,
        before,
        after,
      });
      return answer(before.id, 'Race updated.');

      async function answer(raceId: string, message: string): Promise<RaceActionResponse> {
        const race = await findRaceById(tx, raceId, viewerOf(admin));
        if (!race) throw new Error(`race ${raceId} vanished inside its own transaction`);
        return { message, race };
      }
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(RACE_ALREADY_SCHEDULED);
    throw error;
  }
}
