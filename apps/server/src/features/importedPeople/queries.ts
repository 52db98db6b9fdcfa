/** Admin → Imported people (rules §40): each imported name, its profile, its seasons and its likely match. */
import { asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ImportedPerson, ImportedUser } from '@pokered/core/schemas/importedPeople';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { importedPeople } from '../../db/importSchema.ts';
import { users } from '../../db/schema.ts';

/** The years of imported seasons a user has rows in: an entry, a Pickems record, or a race commentated. */
export async function importedYearsOf(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, number[]>> {
  const years = new Map<string, number[]>();
  if (userIds.length === 0) return years;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select user_id as "userId", year from (
      select user_id, year from season_entries where user_id in (${ids})
      union select user_id, year from pickems where user_id in (${ids})
      union select c.user_id, r.year from race_commentators c join races r on r.id = c.race_id where c.user_id in (${ids})
    ) as rows
    where year in (select year from seasons where source = 'imported')
    group by user_id, year order by year`);
  for (const row of rowsOf<{ userId: string; year: number | string }>(result)) {
    years.set(row.userId, [...(years.get(row.userId) ?? []), Number(row.year)]);
  }
  return years;
}

const userColumns = { userId: users.id, discordUsername: users.discordUsername, displayName: users.displayName };

/** `GET /api/admin/imported-people`: undecided first, then by name. */
export async function listImportedPeople(db: Db): Promise<ImportedPerson[]> {
  const people = await db
    .select()
    .from(importedPeople)
    .orderBy(sql`${importedPeople.status} <> 'pending'`, asc(importedPeople.nameKey));
  const ids = people.flatMap((p) => [p.userId, p.mergedInto].filter((id): id is string => id !== null));
  const known = ids.length === 0 ? [] : await db.select(userColumns).from(users).where(inArray(users.id, ids));
  const byId = new Map<string, ImportedUser>(known.map((user) => [user.userId, user]));
  const keys = people.map((p) => p.nameKey);
  // A user of this site with the name ignoring case (usernames are stored lower-case), never an imported profile.
  const matches =
    keys.length === 0
      ? []
      : await db
          .select(userColumns)
          .from(users)
          .where(
            sql`${inArray(users.discordUsername, keys)} and ${users.id} not in (${db
              .select({ id: importedPeople.userId })
              .from(importedPeople)
              .where(isNotNull(importedPeople.userId))})`,
          );
  const matchOf = new Map(matches.map((user) => [user.discordUsername, user]));
  const years = await importedYearsOf(
    db,
    people.flatMap((p) => (p.userId ? [p.userId] : [])),
  );
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    status: person.status,
    profile: person.userId ? (byId.get(person.userId) ?? null) : null,
    years: person.userId ? (years.get(person.userId) ?? []) : [],
    likelyMatch: person.status === 'confirmed' ? null : (matchOf.get(person.nameKey) ?? null),
    mergedInto: person.mergedInto ? (byId.get(person.mergedInto) ?? null) : null,
  }));
}
