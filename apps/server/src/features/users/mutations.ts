/** Writes on users made by admins. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addUserRequest } from '@pokered/core/schemas/users';
import type { Db, Tx } from '../../db/client.ts';
import { currentSeasonYear } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
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

/** A user's entry in the current season, locked until the transaction ends (rules §34); undefined for none. */
async function lockCurrentEntry(tx: Tx, userId: string) {
  const [entry] = await tx
    .select()
    .from(seasonEntries)
    .where(and(eq(seasonEntries.userId, userId), eq(seasonEntries.year, currentSeasonYear)))
    .for('update');
  return entry;
}

/** What an audit entry shows of a user: the person, and their entry in the current season when they have one. */
const audited = <T extends object>(user: T, entry: object | undefined) => ({ ...user, entry: entry ?? null });

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
      })
      // Taken before, by a concurrent request or a first login: refused alike.
      .onConflictDoNothing({ target: users.discordUsername })
      .returning();
    if (!created) throw conflict(userExistsMessage(input.discordUsername));
    // A runner is an entrant of the current season (rules §34), starting in Normal (rules §4).
    const [entry] =
      input.role === 'runner'
        ? await tx.insert(seasonEntries).values({ userId: created.id, bracket: 'Normal' }).returning()
        : [];
    await recordAudit(tx, {
      actorId,
      action: 'user.add',
      targetType: 'user',
      targetId: created.id,
      before: null,
      after: audited(created, entry),
    });
    return { message: `User ${created.discordUsername} added.` };
  });
}

/**
 * `POST /api/admin/edit-user` (rules §25): changes an existing user found by username; 404 for an unknown one.
 * A commentator turned runner enters the current season in Normal (rules §4, §34); an eliminated runner stays out.
 * A runner turned commentator leaves the current season: their entry goes, their results stay (rules §34).
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
    const entryBefore = await lockCurrentEntry(tx, existing.id);
    const [updated] = await tx.update(users).set(editableFields(input)).where(eq(users.id, existing.id)).returning();
    let entryAfter = entryBefore;
    if (input.role === 'runner' && !entryBefore) {
      [entryAfter] = await tx.insert(seasonEntries).values({ userId: existing.id, bracket: 'Normal' }).returning();
    } else if (input.role === 'commentator' && entryBefore) {
      await tx
        .delete(seasonEntries)
        .where(and(eq(seasonEntries.userId, existing.id), eq(seasonEntries.year, entryBefore.year)));
      entryAfter = undefined;
    }
    await recordAudit(tx, {
      actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: existing.id,
      before: audited(existing, entryBefore),
      after: audited(updated ?? existing, entryAfter),
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
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('No user found with that id.');
    const before = await lockCurrentEntry(tx, userId);
    if (!before) throw badRequest(`${user.displayName} is not a runner.`);
    if (before.withdrawn === withdrawn)
      throw conflict(`${user.displayName} is ${withdrawn ? 'already withdrawn' : 'not withdrawn'}.`);
    const [after] = await tx
      .update(seasonEntries)
      .set({ withdrawn })
      .where(and(eq(seasonEntries.userId, userId), eq(seasonEntries.year, before.year)))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: withdrawn ? 'user.withdraw' : 'user.reinstate',
      targetType: 'user',
      targetId: userId,
      before: audited(user, before),
      after: audited(user, after),
    });
    return { message: `${user.displayName} ${withdrawn ? 'withdrawn' : 'reinstated'}.` };
  });
}
