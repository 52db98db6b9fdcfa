/**
 * Test people as the tests wrote them before seasons (rules §34): a user row with the runner's season fields
 * beside it. `insertPeople` splits each into the person (`users`) and, for a runner, their entry in the current
 * season (`season_entries`), so a test says who is a runner in one object, as an admin's Add User does.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Bracket } from '@pokered/core/brackets';
import type { Db, Tx } from '../../src/db/client.ts';
import { currentEntryColumns, currentEntryOfUser, currentSeasonYear, roleColumn } from '../../src/db/currentSeason.ts';
import { seasonEntries } from '../../src/db/entrySchema.ts';
import { users } from '../../src/db/schema.ts';

type UserInsert = typeof users.$inferInsert;
type UserRow = typeof users.$inferSelect;

/** The season fields a test may give a person; any of them (or role 'runner') makes the person a runner. */
export interface EntryFields {
  role?: 'runner' | 'commentator';
  currentBracket?: Bracket | null;
  points?: number;
  bestTimeMs?: number | null;
  bye?: boolean;
  withdrawn?: boolean;
}

export type PersonFields = Partial<UserInsert> & EntryFields;
export type Person = UserInsert & EntryFields;

function split<T extends PersonFields>(person: T) {
  const { role, currentBracket, points, bestTimeMs, bye, withdrawn, ...user } = person;
  const entry = {
    ...(currentBracket === undefined ? {} : { bracket: currentBracket }),
    ...(points === undefined ? {} : { points }),
    ...(bestTimeMs === undefined ? {} : { bestTimeMs }),
    ...(bye === undefined ? {} : { bye }),
    ...(withdrawn === undefined ? {} : { withdrawn }),
  };
  return { user, role, entry };
}

/** Inserts people, runners entered in the current season (bracket as given, else none, as a stored null was). */
export async function insertPeople(db: Db | Tx, people: Person | readonly Person[]): Promise<UserRow[]> {
  const list: readonly Person[] = 'discordUsername' in people ? [people] : people;
  if (list.length === 0) return [];
  const parts = list.map((person) => split(person));
  const created = await db
    .insert(users)
    .values(parts.map((part) => part.user))
    .returning();
  const entries = parts.flatMap((part, index) => {
    const id = created[index]?.id;
    return part.role === 'runner' && id !== undefined ? [{ userId: id, ...part.entry }] : [];
  });
  if (entries.length > 0) await db.insert(seasonEntries).values(entries);
  return created;
}

/** Changes a person's fields; role 'runner' enters them in the current season, 'commentator' takes them out. */
export async function updatePerson(db: Db | Tx, userId: string, fields: PersonFields): Promise<void> {
  const { user, role, entry } = split(fields);
  if (Object.keys(user).length > 0) await db.update(users).set(user).where(eq(users.id, userId));
  const current = and(eq(seasonEntries.userId, userId), eq(seasonEntries.year, currentSeasonYear));
  if (role === 'commentator') {
    await db.delete(seasonEntries).where(current);
    return;
  }
  if (role === 'runner') {
    await db
      .insert(seasonEntries)
      .values({ userId, ...entry })
      .onConflictDoNothing();
  }
  if (Object.keys(entry).length > 0) await db.update(seasonEntries).set(entry).where(current);
}

/** People as the tests read them before seasons: each user row with role and the current season's entry fields. */
export async function selectPeople(db: Db | Tx, where?: SQL) {
  const rows = await db
    .select({ user: users, role: roleColumn, ...currentEntryColumns })
    .from(users)
    .leftJoin(seasonEntries, currentEntryOfUser)
    .where(where);
  return rows.map(({ user, role, currentBracket, points, bestTimeMs, bye, withdrawn }) => ({
    ...user,
    role,
    currentBracket,
    points: points ?? 0,
    bestTimeMs,
    bye: bye ?? false,
    withdrawn: withdrawn ?? false,
  }));
}
