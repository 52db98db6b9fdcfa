/** Admin writes on a user's Discord binding (rules §2). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { sessions } from '../../db/privateSchema.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';

/**
 * `POST /api/admin/users/{id}/unbind-discord`: forgets the user's Discord id, so that their next login binds again
 * by username (e.g. a runner who moved to a new Discord account). Their sessions end too: whoever held them logged
 * in through the binding that is now gone. Their admin right ends too (rules §27): the next Discord account to log
 * in under the name binds to this user, and must not inherit it; an admin grants it again in the Add User form.
 */
export async function unbindDiscord(db: Db, actorId: string, userId: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('No user with this id.');
    if (user.discordId === null)
      return { message: `${user.discordUsername} is not bound to a Discord account: their next login binds it.` };
    const [updated] = await tx
      .update(users)
      .set({ discordId: null, isAdmin: false })
      .where(eq(users.id, userId))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actorId,
      action: 'user.unbind-discord',
      targetType: 'user',
      targetId: userId,
      before: { discordId: user.discordId, discordUsername: user.discordUsername, isAdmin: user.isAdmin },
      after: {
        discordId: updated?.discordId ?? null,
        discordUsername: user.discordUsername,
        isAdmin: updated?.isAdmin ?? false,
      },
    });
    const adminNote = user.isAdmin ? ' They are no longer an admin: grant it again once they are back.' : '';
    return {
      message: `${user.discordUsername} is unbound from their Discord account: their next login binds it again.${adminNote}`,
    };
  });
}
