/** Writes on groups: the admin Create Group call (rules §5). */
import { and, eq, inArray, max } from 'drizzle-orm';
import { createGroupProblem, type CreateGroupFields, type Group } from '@pokered/core/schemas/groups';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { lockTournament } from '../../db/locks.ts';
import { groupMembers, groups, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { assembleGroups } from './queries.ts';
import { currentEntryOfUser, markSeasonRunning, roleColumn } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

/**
 * Makes a group in the current round. The tournament row is locked first, so concurrent creations
 * (and a concurrent end of round) queue up: each reads the highest number after the previous one
 * committed and takes the next one. The unique indexes stay the last line of defence.
 */
export async function createGroup(
  db: Db,
  actorId: string,
  input: CreateGroupFields,
): Promise<{ message: string; group: Group }> {
  const problem = createGroupProblem(input);
  if (problem) throw badRequest(problem);
  const memberIds = [input.pot1UserId, input.pot2UserId, input.pot3UserId].filter((id) => id !== undefined);
  try {
    return await db.transaction(async (tx) => {
      const { stage: round, year } = await lockTournament(tx, 'update');
      if (round === 'completed') throw conflict('The tournament is completed: no more groups can be created.');
      await markSeasonRunning(tx, year);

      const people = await tx
        .select({
          id: users.id,
          displayName: users.displayName,
          role: roleColumn,
          withdrawn: seasonEntries.withdrawn,
          currentBracket: seasonEntries.bracket,
        })
        .from(users)
        .leftJoin(seasonEntries, currentEntryOfUser)
        .where(inArray(users.id, memberIds));
      const byId = new Map(people.map((person) => [person.id, person]));
      const members = memberIds.map((id) => {
        const person = byId.get(id);
        if (!person) throw notFound('No runner found with that id.');
        if (person.role !== 'runner') throw badRequest(`${person.displayName} is not a runner.`);
        // rules §8: a withdrawn runner is never drawn into a group again (reinstate them first).
        if (person.withdrawn)
          throw conflict(`${person.displayName} has withdrawn: reinstate them before grouping them.`);
        return person;
      });

      const alreadyGrouped = await tx
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(
          and(eq(groupMembers.year, year), eq(groupMembers.round, round), inArray(groupMembers.userId, memberIds)),
        );
      const taken = members.find((member) => alreadyGrouped.some((row) => row.userId === member.id));
      if (taken) throw conflict(`${taken.displayName} is already in a group this round.`);

      const [highest] = await tx
        .select({ number: max(groups.groupNumber) })
        .from(groups)
        .where(and(eq(groups.year, year), eq(groups.round, round)));
      const [created] = await tx
        .insert(groups)
        .values({ round, groupNumber: (highest?.number ?? 0) + 1, bracket: members[0]?.currentBracket ?? null })
        .returning();
      if (!created) throw new Error('group insert returned nothing');
      await tx
        .insert(groupMembers)
        .values(members.map((member, index) => ({ groupId: created.id, userId: member.id, round, pot: index + 1 })));

      const [group] = await assembleGroups(tx, [created]);
      if (!group) throw new Error('created group could not be read back');
      await recordAudit(tx, {
        actorId,
        action: 'group.create',
        targetType: 'group',
        targetId: created.id,
        before: null,
        after: group,
      });
      return { message: 'Group successfully created', group };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    // Unreachable while the tournament row lock holds; kept so a future change fails safe with a clear message.
    if (constraint === 'groups_round_number_key')
      throw conflict('Another group was created at the same moment. Please try again.');
    if (constraint !== null) throw conflict('A runner is already in a group this round.');
    throw error;
  }
}
