/**
 * Seasons (rules §34): the list of every year, starting the next season, and a season's entrants.
 * `GET /api/seasons`, `POST /api/admin/seasons`, `GET /api/seasons/{year}/entrants`,
 * `POST /api/admin/seasons/{year}/entrants`.
 */
import { z } from 'zod';
import { bracketSchema, idSchema } from './common.ts';
import { entryStatusSchema, seedSourceSchema } from './signups.ts';
import { safeText } from './text.ts';

export const SEASON_STATUSES = ['upcoming', 'running', 'completed'] as const;
export const seasonStatusSchema = z.enum(SEASON_STATUSES);
export type SeasonStatus = z.infer<typeof seasonStatusSchema>;

/** One season as `GET /api/seasons` lists it. */
export const seasonSummarySchema = z.object({
  year: z.number().int(),
  status: seasonStatusSchema,
  current: z.boolean(),
  champion: z.object({ userId: z.string(), displayName: z.string() }).nullable(),
  runners: z.number().int(),
  races: z.number().int(),
  bestTimeMs: z.number().int().nullable(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;
export const seasonListResponse = z.array(seasonSummarySchema);

/** Four digits, as a number (a body field; `{year}` in a path is seasonYearParams). */
export const seasonYearSchema = z
  .number({ error: 'year must be a number, e.g. 2027' })
  .int({ error: 'year must be a whole year, e.g. 2027' })
  .min(1000, { error: 'year must have four digits, e.g. 2027' })
  .max(9999, { error: 'year must have four digits, e.g. 2027' });

export const startSeasonRequest = z.object({ year: seasonYearSchema });
export const startSeasonResponse = z.object({ message: z.string(), season: seasonSummarySchema });

/** A runner entered in a season. */
export const seasonEntrantSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: z.string().nullable(),
  /** The runner's bracket in that season; null once a round end sent them out (rules §4). */
  bracket: bracketSchema.nullable(),
  withdrawn: z.boolean(),
  /** The entry's status (rules §38): an admin-added runner counts as registered. Refused entries are not listed. */
  status: entryStatusSchema,
  /** The published seed (rules §39); null before seeding and for those with no source. */
  seed: z.number().int().nullable(),
  seedSource: seedSourceSchema.nullable(),
});
export type SeasonEntrant = z.infer<typeof seasonEntrantSchema>;
export const seasonEntrantsResponse = z.array(seasonEntrantSchema);

/** At most a season's worth of runners at once; each id once. */
export const addEntrantsRequest = z.object({
  userIds: z
    .array(idSchema)
    .min(1, { error: 'Choose at least one runner to add.' })
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each runner may be listed once.' }),
});
export const addEntrantsResponse = z.object({ message: z.string(), added: z.number().int() });

/**
 * `?season={year}` on a season-bound read (rules §36): absent for the current season. Four digits only, so a
 * cached answer has one spelling per season (src/http/readCache.ts).
 */
export const seasonQuery = z.object({
  season: safeText
    .regex(/^\d{4}$/, { error: 'must be a four-digit year, e.g. ?season=2025' })
    .transform(Number)
    .optional(),
});
export type SeasonQuery = z.infer<typeof seasonQuery>;

/**
 * `GET /api/seasons/picker?season={year}`: the season picker's years (rules §36), newest first, and how many seasons
 * there are in all (the picker links to the list of every season), and the shown season's summary: a past season's
 * banner and link preview read it, so those pages do not carry every season either. Null only before the tournament's
 * first season exists (a database nothing has been written to).
 */
export const seasonPickerResponse = z.object({
  currentYear: z.number().int(),
  years: z.array(z.number().int()),
  total: z.number().int(),
  season: seasonSummarySchema.nullable(),
});
export type SeasonPicker = z.infer<typeof seasonPickerResponse>;
