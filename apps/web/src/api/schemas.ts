import { BRACKETS } from '@pokered/core/brackets';
import { z } from 'zod';

/**
 * Small zod pieces shared by the endpoint modules. They are lenient on purpose where the server may
 * omit a value (missing → null) so one odd record does not blank a whole page.
 */

/** A runner's bracket, or null (eliminated / not placed / unknown). */
export const bracketSchema = z.enum(BRACKETS).nullable().catch(null);

/** A country code as stored (may be null). Use `CountryFlag` / `countryName` to show it. */
export const countryCodeSchema = z.string().nullable().catch(null);

/** `{_id, displayName, discordUsername, country, currentBracket}`: how the server sends a racer. */
export const userSummarySchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: countryCodeSchema,
  currentBracket: bracketSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;
