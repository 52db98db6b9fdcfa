/**
 * What a login does to the users table (rules §2). A Discord login matches its user by Discord id; a user who has
 * no id yet (added by an admin, never logged in) is matched by username and bound to the id for good. A username
 * held by a user bound to another id is refused (Discord frees the names their owners change: the next holder of
 * a name must not get the old account), and so is a username that breaks the username rule (rules §11). A person
 * imported from the earlier site (rules §40) is never bound by a login: only an admin's confirmation joins them.
 */
import { eq } from 'drizzle-orm';
import { discordLoginUsername } from '@pokered/core/schemas/users';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { adminUsernameClaims } from '../db/privateSchema.ts';
import { importedPeople } from '../db/importSchema.ts';
import { badRequest } from '../http/errors.ts';
import { recordAudit } from '../features/audit/mutations.ts';

export interface DiscordProfile {
  /** As Discord reports it; checked here. */
  username: string;
  globalName: string | null;
  discordId: string;
  avatarUrl: string | null;
}

export interface AdminLists {
  /** ADMIN_DISCORD_IDS. */
  ids: readonly string[];
  /** ADMIN_DISCORD_USERNAMES, lower-case. */
  usernames: readonly string[];
}

/** rules §40: an imported person's profile has no login, not even the development one. */
export const IMPORTED_NO_LOGIN = 'This profile was imported from the earlier site: nobody can log in as it.';

export type LoginOutcome = { userId: string } | { refused: string };

/** A profile of a person imported from the earlier site (rules §40): no login ever binds one. */
async function isImportedProfile(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: importedPeople.id })
    .from(importedPeople)
    .where(eq(importedPeople.userId, userId));
  return row !== undefined;
}

/** Two first logins of one new user at once: the loser's insert finds the winner's row, and retries once. */
const RETRY = Symbol('retry');

async function refuse(tx: Tx, profile: DiscordProfile, reason: string, targetId: string | null) {
  await recordAudit(tx, {
    actorId: null,
    action: 'login.refused',
    targetType: 'user',
    targetId,
    before: null,
    after: { discordId: profile.discordId, discordUsername: profile.username, reason },
  });
  return { refused: reason };
}

/**
 * Whether `username` of ADMIN_DISCORD_USERNAMES makes this Discord id an admin: only the id that the name bound at
 * its first login (recorded then), never a later holder of the name.
 */
async function isAdminByName(tx: Tx, username: string, discordId: string, admins: AdminLists): Promise<boolean> {
  if (!admins.usernames.includes(username)) return false;
  await tx.insert(adminUsernameClaims).values({ discordUsername: username, discordId }).onConflictDoNothing();
  const [claim] = await tx
    .select({ discordId: adminUsernameClaims.discordId })
    .from(adminUsernameClaims)
    .where(eq(adminUsernameClaims.discordUsername, username));
  return claim?.discordId === discordId;
}

async function attempt(tx: Tx, profile: DiscordProfile, admins: AdminLists): Promise<LoginOutcome | typeof RETRY> {
  const username = discordLoginUsername(profile.username);
  if (!username) return refuse(tx, profile, 'The Discord username breaks the username rule.', null);
  const [bound] = await tx.select().from(users).where(eq(users.discordId, profile.discordId)).for('update');
  const [named] = await tx.select().from(users).where(eq(users.discordUsername, username)).for('update');
  if (!bound && named && (await isImportedProfile(tx, named.id)))
    return refuse(tx, profile, 'The username belongs to a profile imported from the earlier site.', named.id);
  if (!bound && named?.discordId != null)
    return refuse(tx, profile, 'The username belongs to a user bound to another Discord account.', named.id);
  // Decided only once the login is accepted: a refused login never claims an admin name.
  const makeAdmin =
    admins.ids.includes(profile.discordId) || (await isAdminByName(tx, username, profile.discordId, admins));
  const refreshed = {
    globalName: profile.globalName,
    ...(profile.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
    ...(makeAdmin ? { isAdmin: true } : {}),
  };
  if (bound) {
    // The stored username follows Discord's, unless another user holds that name here (kept as it was then).
    const nameFree = !named || named.id === bound.id;
    await tx
      .update(users)
      .set({ ...refreshed, ...(nameFree ? { discordUsername: username } : {}) })
      .where(eq(users.id, bound.id));
    return { userId: bound.id };
  }
  if (named) {
    await tx
      .update(users)
      .set({ ...refreshed, discordId: profile.discordId })
      .where(eq(users.id, named.id));
    return { userId: named.id };
  }
  const [created] = await tx
    .insert(users)
    .values({
      discordUsername: username,
      displayName: (profile.globalName ?? username).trim().slice(0, 32) || username,
      globalName: profile.globalName,
      discordId: profile.discordId,
      avatarUrl: profile.avatarUrl,
      isAdmin: makeAdmin,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created ? { userId: created.id } : RETRY;
}

/** A Discord login: the user to open a session for, or why it is refused (the refusal is audited). */
export async function logInDiscordUser(db: Db, profile: DiscordProfile, admins: AdminLists): Promise<LoginOutcome> {
  for (let tries = 0; tries < 2; tries++) {
    const outcome = await db.transaction((tx) => attempt(tx, profile, admins));
    if (outcome !== RETRY) return outcome;
  }
  throw new Error('login: the user row kept changing under a concurrent login');
}

/**
 * The development login (rules §2): anyone by username, no Discord id involved (bindings are left alone). Unknown
 * usernames are created as commentators; `admin` (the demo's organiser) and ADMIN_DISCORD_USERNAMES are made admins.
 */
export async function logInDevelopmentUser(
  db: Db,
  username: string,
  adminUsernames: readonly string[],
): Promise<string> {
  const makeAdmin = username === 'admin' || adminUsernames.includes(username);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.discordUsername, username));
    if (existing) {
      if (await isImportedProfile(tx, existing.id)) throw badRequest(IMPORTED_NO_LOGIN);
      if (makeAdmin) await tx.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(users)
      .values({ discordUsername: username, displayName: username, isAdmin: makeAdmin })
      .onConflictDoUpdate({ target: users.discordUsername, set: { discordUsername: username } })
      .returning({ id: users.id });
    if (!created) throw new Error('user upsert returned nothing');
    return created.id;
  });
}
