/** Writes on users made by admins. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addUserRequest } from '@pokered/core/schemas/users';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { accountTakenOr } from '../racetime/mutations.ts';

export type AddUserInput = z.output<typeof addUserRequest>;

/** The stored fields an admin sets; a blank pronouns field is stored as null, like an unset one. */
function editableFields(input: AddUserInput) {
  const pronouns = input.pronouns?.trim() ?? '';
  return {
    displayName: input.displayName,
    role: input.role,
    isAdmin: input.isAdmin,
    pronouns: pronouns === '' ? null : pronouns,
    country: input.country,
    // Left out of the request: the linked racetime.gg account stays as it is (rules §16).
    ...(input.racetime === undefined ? {} : { racetimeId: input.racetime }),
  };
}

async function lockUser(tx: Tx, discordUsername: string) {
  const [row] = await tx.select().from(users).where(eq(users.discordUsername, discordUsername)).for('update');
  return row;
}

/**
 * `POST /api/admin/add-user` (rules §11): upsert by Discord username (already lower-cased by the schema).
 * A new runner starts in Normal (rules §4); so does a commentator turned runner who has no bracket yet.
 */
export async function addOrUpdateUser(db: Db, actorId: string, input: AddUserInput): Promise<{ message: string }> {
  try {
    return await upsertUser(db, actorId, input);
  } catch (error) {
    throw accountTakenOr(error);
  }
}

async function upsertUser(db: Db, actorId: string, input: AddUserInput): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const fields = editableFields(input);
    let existing = await lockUser(tx, input.discordUsername);
    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({
          discordUsername: input.discordUsername,
          ...fields,
          currentBracket: input.role === 'runner' ? 'Normal' : null,
        })
        .onConflictDoNothing({ target: users.discordUsername })
        .returning();
      if (created) {
        await recordAudit(tx, {
          actorId,
          action: 'user.add',
          targetType: 'user',
          targetId: created.id,
          before: null,
          after: created,
        });
        return { message: `User ${created.discordUsername} added.` };
      }
      // Added by a concurrent request (or a first login) a moment ago: update that row instead.
      existing = await lockUser(tx, input.discordUsername);
      if (!existing) throw new Error('user vanished during add-user');
    }
    const becomesRunner = existing.role !== 'runner' && input.role === 'runner' && existing.currentBracket === null;
    const [updated] = await tx
      .update(users)
      .set({ ...fields, ...(becomesRunner ? { currentBracket: 'Normal' as const } : {}) })
      .where(eq(users.id, existing.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: existing.id,
      before: existing,
      after: updated,
    });
    return { message: `User ${existing.discordUsername} updated.` };
  });
}

/**
 * `POST /api/admin/users/{id}/withdraw` and `/reinstate` (rules §8): only the flag changes. Results, points and
 * the bracket stay until the next round end, which sends a withdrawn runner out of their bracket.
 */
export async function setWithdrawn(
  db: Db,
  actorId: string,
  userId: string,
  withdrawn: boolean,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('No user found with that id.');
    if (before.role !== 'runner') throw badRequest(`${before.displayName} is not a runner.`);
    if (before.withdrawn === withdrawn)
      throw conflict(`${before.displayName} is ${withdrawn ? 'already withdrawn' : 'not withdrawn'}.`);
    const [after] = await tx.update(users).set({ withdrawn }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, {
      actorId,
      action: withdrawn ? 'user.withdraw' : 'user.reinstate',
      targetType: 'user',
      targetId: userId,
      before,
      after,
    });
    return { message: `${before.displayName} ${withdrawn ? 'withdrawn' : 'reinstated'}.` };
  });
}
