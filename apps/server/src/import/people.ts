/**
 * The users an import's people become (rules §40). A name the site already imported (any year) is that person
 * again, or the user an admin confirmed they are; a new name becomes a profile of its own with no login: its
 * username holds '..', which Discord never allows, so no Discord login can ever carry it, and login never binds a
 * user listed in imported_people (src/auth/loginUser.ts).
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { importedPeople } from '../db/importSchema.ts';
import { users } from '../db/schema.ts';
import { insertChunked } from '../demo/bulk.ts';
import type { OldPerson } from './planTypes.ts';

const MAX_USERNAME = 32;
const MARK = '..old';

/** The username of an imported profile: the old name in the username alphabet, then the '..' no Discord name has. */
export function importedUsername(name: string, attempt: number): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.+|\.+$/g, '') || 'person';
  const suffix = `${MARK}${attempt === 0 ? '' : String(attempt + 1)}`;
  return `${base.slice(0, MAX_USERNAME - suffix.length)}${suffix}`;
}

/** The site's user id of each old id in `people`, creating the imported profiles that do not exist yet. */
export async function resolvePeople(tx: Tx, people: readonly OldPerson[]): Promise<Map<string, string>> {
  const keys = [...new Set(people.map((person) => person.name.toLowerCase()))];
  const known = new Map<string, string>();
  for (let start = 0; start < keys.length; start += 5_000) {
    const rows = await tx
      .select()
      .from(importedPeople)
      .where(inArray(importedPeople.nameKey, keys.slice(start, start + 5_000)));
    for (const row of rows) {
      const userId = row.status === 'confirmed' ? row.mergedInto : row.userId;
      if (userId) known.set(row.nameKey, userId);
    }
  }
  const fresh = people.filter((person) => !known.has(person.name.toLowerCase()));
  const taken = new Set<string>();
  const candidates = fresh.flatMap((person) => [0, 1, 2].map((attempt) => importedUsername(person.name, attempt)));
  for (let start = 0; start < candidates.length; start += 5_000) {
    const rows = await tx
      .select({ name: users.discordUsername })
      .from(users)
      .where(inArray(users.discordUsername, candidates.slice(start, start + 5_000)));
    rows.forEach((row) => taken.add(row.name));
  }
  const userRows: (typeof users.$inferInsert)[] = [];
  const personRows: (typeof importedPeople.$inferInsert)[] = [];
  for (const person of fresh) {
    let attempt = 0;
    while (taken.has(importedUsername(person.name, attempt))) attempt++;
    const username = importedUsername(person.name, attempt);
    taken.add(username);
    const id = randomUUID();
    userRows.push({
      id,
      discordUsername: username,
      displayName: person.displayName,
      country: person.country,
      pronouns: person.pronouns,
      avatarUrl: person.avatarUrl,
    });
    personRows.push({ name: person.name, nameKey: person.name.toLowerCase(), userId: id });
    known.set(person.name.toLowerCase(), id);
  }
  await insertChunked(tx, users, userRows);
  await insertChunked(tx, importedPeople, personRows);
  return new Map(people.map((person) => [person.oldId, known.get(person.name.toLowerCase()) ?? '']));
}
