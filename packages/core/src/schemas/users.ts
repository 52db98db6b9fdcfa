import { z } from 'zod';
import { isKnownCountry, normalizeCountryCode } from '../countries.ts';
import { bracketSchema, roleSchema } from './common.ts';
import { racetimeUserField } from './racetime.ts';
import { safeText } from './text.ts';

/** rules §11: 2-32 characters of lowercase letters, digits, `_` and `.`. */
const DISCORD_USERNAME = /^[a-z0-9_.]{2,32}$/;

/** rules §11 for a form field: surrounding blanks are dropped and upper case is folded first. */
export const discordUsernameSchema = safeText
  .trim()
  .toLowerCase()
  .regex(DISCORD_USERNAME, { error: 'must be 2-32 characters: letters, digits, _ and .' });

/**
 * rules §2, §11 for the username Discord reports at login: upper case is folded (names match
 * case-insensitively), nothing else is forgiven (a space, a bidirectional override, 64 characters are refused).
 * The stored username, or null when the login must be refused.
 */
export function discordLoginUsername(reported: string): string | null {
  const folded = reported.toLowerCase();
  return DISCORD_USERNAME.test(folded) ? folded : null;
}

export const displayNameSchema = safeText
  .trim()
  .min(1, { error: 'Display name is required.' })
  .max(32, { error: 'Display name must be at most 32 characters.' });

export const pronounsSchema = safeText.trim().max(20, { error: 'Pronouns must be at most 20 characters.' });

/** A code of the country table, or null. An empty code means 'Non-Representing' and is stored as null. */
export const countrySchema = safeText
  .nullable()
  .transform((code) => (code === null ? null : normalizeCountryCode(code) || null))
  .refine((code) => code === null || isKnownCountry(code), { error: 'Unknown country.' });

/**
 * POST /api/admin/add-user (a new user only) and POST /api/admin/edit-user (an existing one, found by username) —
 * one schema for the Add User and Edit User forms and the server (rules §11, §25).
 */
export const addUserRequest = z.object({
  discordUsername: discordUsernameSchema,
  displayName: displayNameSchema,
  role: roleSchema,
  isAdmin: z.boolean(),
  pronouns: pronounsSchema.nullable().default(''),
  country: countrySchema.default(null),
  /** The user's racetime.gg account (rules §16): an id or user page URL; null unlinks; left out keeps it. */
  racetime: racetimeUserField.nullable().optional(),
});
export type AddUserRequest = z.input<typeof addUserRequest>;

/** GET /api/admin/users/{discordUsername} (rules §25): what the Edit User form starts from. */
export const adminUserResponse = z.object({
  _id: z.string(),
  discordUsername: z.string(),
  displayName: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  pronouns: z.string().nullable(),
  country: z.string().nullable(),
  /** The linked racetime.gg user id, or null (rules §16). */
  racetime: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserResponse>;

export const runnerListItem = z.object({
  _id: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: z.string().nullable(),
  currentBracket: bracketSchema.nullable(),
});
export const runnersResponse = z.array(runnerListItem);
export type RunnerListItem = z.infer<typeof runnerListItem>;

/** Settings calls (rules §11). */
export const displayNameRequest = z.object({ displayName: displayNameSchema });
export const pronounsRequest = z.object({ pronouns: pronounsSchema });
export const countryRequest = z.object({ country: countrySchema });
