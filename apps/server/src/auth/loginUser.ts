/**
 * What a login does to the users table (rules §2): match by Discord username case-insensitively,
 * create unknown users as commentators, refresh the avatar, promote ADMIN_DISCORD_USERNAMES.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export interface DiscordProfile {
  username: string;
  globalName: string | null;
  discordId: string | null;
  avatarUrl: string | null;
}

export async function upsertLoginUser(
  db: Db,
  profile: DiscordProfile,
  adminUsernames: readonly string[],
): Promise<string> {
  const username = profile.username.trim().toLowerCase();
  const makeAdmin = adminUsernames.includes(username);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.discordUsername, username))
      .for('update');
    if (existing) {
      await tx
        .update(users)
        .set({
          globalName: profile.globalName,
          discordId: profile.discordId,
          // A dev login has no avatar: keep the one from the last real login.
          ...(profile.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
          ...(makeAdmin ? { isAdmin: true } : {}),
        })
        .where(eq(users.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(users)
      .values({
        discordUsername: username,
        displayName: (profile.globalName ?? profile.username).trim().slice(0, 32) || username,
        globalName: profile.globalName,
        discordId: profile.discordId,
        avatarUrl: profile.avatarUrl,
        role: 'commentator',
        isAdmin: makeAdmin,
      })
      .onConflictDoUpdate({ target: users.discordUsername, set: { globalName: profile.globalName } })
      .returning({ id: users.id });
    if (!created) throw new Error('user upsert returned nothing');
    return created.id;
  });
}
