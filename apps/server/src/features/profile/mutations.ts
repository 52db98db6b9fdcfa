/** Settings writes (rules §11): each changes one field of the caller's own user. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

type SettingsChange = Partial<Pick<typeof users.$inferInsert, 'displayName' | 'pronouns' | 'country'>>;

async function updateOwnUser(db: Db, userId: string, change: SettingsChange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(change).where(eq(users.id, userId));
  });
}

/** `displayName` is already trimmed and 1-32 characters (displayNameRequest). */
export async function updateDisplayName(db: Db, userId: string, displayName: string): Promise<{ message: string }> {
  await updateOwnUser(db, userId, { displayName });
  return { message: 'Display name updated.' };
}

/** Empty pronouns (the form's default) clear them: the profile then shows none. */
export async function updatePronouns(db: Db, userId: string, pronouns: string): Promise<{ message: string }> {
  await updateOwnUser(db, userId, { pronouns: pronouns === '' ? null : pronouns });
  return { message: 'Pronouns updated.' };
}

/** `country` is a normalized code of the country table, or null for none (countryRequest). */
export async function updateCountry(db: Db, userId: string, country: string | null): Promise<{ message: string }> {
  await updateOwnUser(db, userId, { country });
  return { message: 'Country updated.' };
}
