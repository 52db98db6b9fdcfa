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

/** rules §25: the refusal of Add User for a taken username names the user, so the form can link to Edit User. */
export const userExistsMessage = (discordUsername: string) =>
  `User ${discordUsername} already exists: edit them instead.`;

/**
 * `POST /api/admin/add-user` (rules §11, §25): adds a new user (the username already lower-cased by the schema); a
 * taken username is refused with 409 and never overwritten. A new runner starts in Normal (rules §4).
 */
export async function addUser(db: Db, actorId: string, input: AddUserInput): Promise<{ message: string }> {
  try {
    return await insertUser(db, actorId, input);
  } catch (error) {
    throw accountTakenOr(error);
  }
}

async function insertUser(db: Db, actorId: string, input: AddUserInput): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        discordUsername: input.discordUsername,
        ...editableFields(input),
        currentBracket: input.role === 'runner' ? 'Normal' : null,
      })
      // Taken before, by a concurrent request or a first login: refused alike.
      .onConflictDoNothing({ target: users.discordUsername })
      .returning();
    if (!created) throw conflict(userExistsMessage(input.discordUsername));
    await recordAudit(tx, {
      actorId,
      action: 'user.add',
      targetType: 'user',
      targetId: created.id,
      before: null,
      after: created,
    });
    return { message: `User ${created.discordUsername} added.` };
  });
}

/**
 * `POST /api/admin/edit-user` (rules §25): changes an existing user found by username; 404 for an unknown one.
 * A commentator turned runner who has no bracket yet starts in Normal (rules §4); an eliminated runner stays out.
 */
export async function editUser(db: Db, actorId: string, input: AddUserInput): Promise<{ message: string }> {
  try {
    return await updateUser(db, actorId, input);
  } catch (error) {
    throw accountTakenOr(error);
  }
}

async function updateUser(db: Db, actorId: string, input: AddUserInput): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const existing = await lockUser(tx, input.discordUsername);
    if (!existing) throw notFound('No user found with that Discord username.');
    const becomesRunner = existing.role !== 'runner' && input.role === 'runner' && existing.currentBracket === null;
    const [updated] = await tx
      .update(users)
      .set({ ...editableFields(input), ...(becomesRunner ? { currentBracket: 'Normal' as const } : {}) })
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
