/** Reads of users: the runners list, and the small user references every list of races and groups shows. */
import { eq, inArray } from 'drizzle-orm';
import { compareDisplayNames } from '@pokered/core/standings';
import type { UserRef } from '@pokered/core/schemas/common';
import type { AdminUser } from '@pokered/core/schemas/users';
import type { Db } from '../../db/client.ts';
import { anyUuid } from '../../db/rows.ts';
import {
  currentEntryOfUser,
  currentSeasonYear,
  entryOfUserIn,
  roleColumn,
  type SeasonYear,
} from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';
import { users } from '../../db/schema.ts';

/**
 * The columns of a `{_id, displayName, discordUsername, country, currentBracket}` reference: the bracket is the
 * current season's (rules §34), so a query using them left-joins `seasonEntries` on `currentEntryOfUser`.
 */
export const userRefColumns = {
  _id: users.id,
  displayName: users.displayName,
  discordUsername: users.discordUsername,
  country: users.country,
  currentBracket: seasonEntries.bracket,
};

/** `GET /api/runners/`: every runner, by display name case-insensitively (rules §11). */
export async function listRunners(db: Db): Promise<UserRef[]> {
  const rows = await db.select(userRefColumns).from(users).innerJoin(seasonEntries, currentEntryOfUser);
  return rows.sort((a, b) => compareDisplayNames(a.displayName, b.displayName));
}

/**
 * References of the given users in one query, keyed by id, with their bracket in the season the answer is of (the
 * current one unless named: a past season's pages show its own brackets, rules §36). Unknown ids are simply absent.
 */
export async function loadUserRefs(
  db: Db,
  ids: Iterable<string>,
  year: SeasonYear = currentSeasonYear,
): Promise<Map<string, UserRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(userRefColumns)
    .from(users)
    .leftJoin(seasonEntries, entryOfUserIn(year))
    .where(anyUuid(users.id, unique));
  return new Map(rows.map((row) => [row._id, row]));
}

/** `GET /api/admin/users/{discordUsername}` (rules §25): the Edit User form's fields, or undefined when unknown. */
export async function findAdminUser(db: Db, discordUsername: string): Promise<AdminUser | undefined> {
  const [row] = await db
    .select({
      _id: users.id,
      discordUsername: users.discordUsername,
      displayName: users.displayName,
      role: roleColumn,
      isAdmin: users.isAdmin,
      pronouns: users.pronouns,
      country: users.country,
      racetime: users.racetimeId,
    })
    .from(users)
    .leftJoin(seasonEntries, currentEntryOfUser)
    .where(eq(users.discordUsername, discordUsername));
  return row;
}

/** Which of these Discord usernames belong to a user (the development login's demo accounts, rules §25). */
export async function existingUsernames(db: Db, discordUsernames: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ discordUsername: users.discordUsername })
    .from(users)
    .where(inArray(users.discordUsername, [...discordUsernames]));
  return new Set(rows.map((row) => row.discordUsername));
}
