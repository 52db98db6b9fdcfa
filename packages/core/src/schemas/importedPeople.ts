/**
 * Admin → Imported people (rules §40): the people an import brought from the earlier site, each with their likely
 * match on this site. `GET /api/admin/imported-people`, `POST /api/admin/imported-people/{id}/confirm {userId}`,
 * `POST /api/admin/imported-people/{id}/keep-apart`.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { discordUsernameSchema } from './users.ts';

export const IMPORTED_STATUSES = ['pending', 'confirmed', 'apart'] as const;

/** A user as the page names them. */
export const importedUserSchema = z.object({
  userId: z.string(),
  discordUsername: z.string(),
  displayName: z.string(),
});
export type ImportedUser = z.infer<typeof importedUserSchema>;

export const importedPersonSchema = z.object({
  id: z.string(),
  /** The Discord username the earlier site stored, as it spelled it. */
  name: z.string(),
  status: z.enum(IMPORTED_STATUSES),
  /** Their profile of their own (no login); null once confirmed as a user of this site. */
  profile: importedUserSchema.nullable(),
  /** The imported seasons they are in. */
  years: z.array(z.number().int()),
  /** A user of this site with the same Discord username ignoring case, while undecided or kept apart. */
  likelyMatch: importedUserSchema.nullable(),
  /** Whom an admin confirmed them to be. */
  mergedInto: importedUserSchema.nullable(),
});
export type ImportedPerson = z.infer<typeof importedPersonSchema>;
export const importedPeopleResponse = z.array(importedPersonSchema);

export const importedPersonParams = z.object({ id: idSchema });
/** The likely match by id, or another user the admin names by Discord username: one of the two. */
export const confirmImportedPersonRequest = z
  .object({ userId: idSchema.optional(), discordUsername: discordUsernameSchema.optional() })
  .refine((body) => (body.userId === undefined) !== (body.discordUsername === undefined), {
    error: 'Name the user: userId or discordUsername, one of the two.',
  });
export type ConfirmImportedPersonRequest = z.output<typeof confirmImportedPersonRequest>;
export const importedPersonDecision = z.object({ message: z.string() });
