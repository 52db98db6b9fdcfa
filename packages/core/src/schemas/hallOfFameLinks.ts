/** The admin's hall-of-fame links (GET/POST /api/admin/hall-of-fame-links): one schema for the form and the server. */
import { z } from 'zod';
import { HALL_OF_FAME_PLACES } from '../hallOfFame.ts';
import { idSchema } from './common.ts';
import { safeText } from './text.ts';
import { discordUsernameSchema } from './users.ts';

const placeEnum = z.enum(HALL_OF_FAME_PLACES, { error: 'Place must be gold, silver or bronze.' });
/** Checked as text first, so a control character is refused by the shared text rule (rules §1). */
export const hallOfFamePlaceSchema = safeText.pipe(placeEnum);

const yearSchema = z
  .number({ error: 'Year must be a number.' })
  .int({ error: 'Year must be a whole number.' })
  .min(2000, { error: 'Year must be between 2000 and 2100.' })
  .max(2100, { error: 'Year must be between 2000 and 2100.' });

export const hallOfFameLinkRequest = z.object({
  year: yearSchema,
  place: hallOfFamePlaceSchema,
  discordUsername: discordUsernameSchema,
});
export type HallOfFameLinkRequest = z.input<typeof hallOfFameLinkRequest>;

export const hallOfFameUnlinkRequest = z.object({ year: yearSchema, place: hallOfFamePlaceSchema });
export type HallOfFameUnlinkRequest = z.input<typeof hallOfFameUnlinkRequest>;

export const hallOfFameLinkItem = z.object({
  year: z.number().int(),
  place: placeEnum,
  /** The name the hall of fame shows for that place. */
  name: z.string(),
  /** The user it is linked to; null: the trophy shows on no profile. */
  user: z.object({ _id: idSchema, discordUsername: z.string(), displayName: z.string() }).nullable(),
});
export type HallOfFameLinkItem = z.infer<typeof hallOfFameLinkItem>;
export const hallOfFameLinksResponse = z.array(hallOfFameLinkItem);
