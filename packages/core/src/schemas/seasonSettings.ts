/** GET /api/season/settings (public) and PATCH /api/admin/seasons/{year} (admin): rules §33. */
import { z } from 'zod';
import { isCalendarDay, seasonSettingsProblems } from '../seasonSettings.ts';
import { roundSchema } from './common.ts';
import { signupSettingsPatch, signupSettingsSchema } from './signups.ts';
import { safeText } from './text.ts';

const calendarDay = safeText.refine(isCalendarDay, { error: 'must be a calendar day written YYYY-MM-DD' });

const webLink = safeText
  .trim()
  .max(500)
  .check(z.url({ protocol: /^https?$/, error: 'must be an http(s) link' }));

const seasonSettingsFields = z.object({
  schedule: z.array(z.object({ round: roundSchema, from: calendarDay, to: calendarDay })).max(6),
  prizePoolUrl: webLink.nullable(),
  prizeSplit: z
    .array(
      z.object({
        label: safeText.trim().min(1, { error: 'needs a name' }).max(80),
        percent: z.number().int().min(0).max(100),
      }),
    )
    .min(1)
    .max(10),
  racetimeCategory: safeText
    .trim()
    .regex(/^[a-z0-9_-]{1,50}$/, { error: "must be a racetime.gg category's slug, e.g. pkmnredblue" }),
  racetimeGoal: safeText.trim().min(1).max(200).nullable(),
});

/** The request: each field well-formed, then the whole checked by the rule (packages/core/src/seasonSettings.ts). */
export const seasonSettingsSchema = seasonSettingsFields.superRefine((settings, context) => {
  for (const message of seasonSettingsProblems(settings)) context.addIssue({ code: 'custom', message });
});

/**
 * The admin's change: any of the fields, each well-formed; the server merges them into the season's settings and
 * checks the whole by the rule, so a split can change without sending the schedule. The sign-up settings (rules
 * §38) come through the same PATCH and are checked the same way.
 */
export const seasonSettingsPatch = seasonSettingsFields
  .partial()
  .extend(signupSettingsPatch.shape)
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to change: send at least one setting.' });
export type SeasonSettingsPatch = z.output<typeof seasonSettingsPatch>;

/** `{year}` in a path: four digits. */
export const seasonYearParams = z.object({
  year: safeText.regex(/^\d{4}$/, { error: 'must be a year, e.g. 2027' }).transform(Number),
});

export const seasonSettingsResponse = seasonSettingsFields.extend({ year: z.number().int() });
export type SeasonSettingsAnswer = z.infer<typeof seasonSettingsResponse>;

export const saveSeasonSettingsResponse = z.object({
  message: z.string(),
  settings: seasonSettingsResponse,
  /** The season's sign-up settings after the change (rules §38). */
  signup: signupSettingsSchema,
});
