/**
 * Sign-ups, waitlist, check-in (rules §38) and the published seeding (rules §39): the requests and answers of
 * `GET /api/seasons/{year}/signup`, the runner's entry writes and the admin's Entrants page. Times are epoch
 * seconds (integers); null means not set.
 */
import { z } from 'zod';
import { LATEST_EPOCH_SECONDS, idSchema } from './common.ts';
import { safeText } from './text.ts';

export const ENTRY_STATUSES = ['registered', 'waitlisted', 'checked-in', 'missed', 'withdrawn', 'refused'] as const;
export const entryStatusSchema = z.enum(ENTRY_STATUSES);
export type EntryStatus = z.infer<typeof entryStatusSchema>;

export const RESTREAM_CONSENTS = ['yes', 'no', 'clean-audio'] as const;
export const restreamConsentSchema = z.enum(RESTREAM_CONSENTS);
export type RestreamConsent = z.infer<typeof restreamConsentSchema>;

export const SEED_SOURCES = ['last-season', 'racetime', 'claimed', 'none'] as const;
export const seedSourceSchema = z.enum(SEED_SOURCES);
export type SeedSource = z.infer<typeof seedSourceSchema>;

export const CHECKLIST_KEYS = ['racetime', 'country', 'not-blocked'] as const;
export const checklistKeySchema = z.enum(CHECKLIST_KEYS);
export type ChecklistKey = z.infer<typeof checklistKeySchema>;

export const SIGNUP_PHASES = ['not-open', 'open', 'closed'] as const;
export const signupPhaseSchema = z.enum(SIGNUP_PHASES);
export type SignupPhase = z.infer<typeof signupPhaseSchema>;

const epochSeconds = z
  .number({ error: 'must be a time in epoch seconds' })
  .int({ error: 'must be a whole number of seconds' })
  .min(0, { error: 'must not be before 1970' })
  .max(LATEST_EPOCH_SECONDS, { error: 'must not be after 9999' });

/** A season's sign-up settings (rules §38), as stored and answered. */
export const signupSettingsSchema = z.object({
  signupsOpenAt: epochSeconds.nullable(),
  signupsCloseAt: epochSeconds.nullable(),
  checkInOpensAt: epochSeconds.nullable(),
  /** Null: no cap. */
  signupCap: z
    .number({ error: 'signupCap must be a number or null' })
    .int({ error: 'signupCap must be a whole number' })
    .min(1, { error: 'signupCap must be at least 1 (null for no cap)' })
    .max(100_000)
    .nullable(),
  requireRacetime: z.boolean(),
});
export type SignupSettings = z.infer<typeof signupSettingsSchema>;

/** The sign-up fields `PATCH /api/admin/seasons/{year}` accepts besides the season settings (rules §33). */
export const signupSettingsPatch = signupSettingsSchema.partial();
export type SignupSettingsPatch = z.infer<typeof signupSettingsPatch>;

/** A personal best a runner claims (rules §39: 'claimed', unverified). Up to 24 hours; a link optional. */
export const personalBestSchema = z.object({
  timeMs: z
    .number({ error: 'personalBest.timeMs must be a number of milliseconds' })
    .int({ error: 'personalBest.timeMs must be whole milliseconds' })
    .min(60_000, { error: 'personalBest.timeMs must be at least a minute' })
    .max(86_400_000, { error: 'personalBest.timeMs must be under 24 hours' }),
  url: safeText
    .trim()
    .max(500)
    .check(z.url({ protocol: /^https?$/, error: 'personalBest.url must be an http(s) link' }))
    .nullish()
    .transform((url) => url ?? null),
});
export type PersonalBest = z.output<typeof personalBestSchema>;
export const personalBestAnswer = z.object({ timeMs: z.number().int(), url: z.string().nullable() });

export const checklistItemSchema = z.object({
  key: checklistKeySchema,
  met: z.boolean(),
  label: z.string(),
  /** The page that fixes an unmet item; null when nothing the runner does fixes it (a block). */
  fixPath: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** The caller's own entry, as /register and the personal home show it. */
export const ownEntrySchema = z.object({
  status: entryStatusSchema,
  /** 1-based place on the waitlist; null unless waitlisted. */
  position: z.number().int().nullable(),
  restreamConsent: restreamConsentSchema,
  personalBest: personalBestAnswer.nullable(),
  rulesVersion: z.string(),
  /** The rules changed since the runner accepted them: ask again (POST .../entries/me/rules). */
  rulesOutdated: z.boolean(),
  canWithdraw: z.boolean(),
  canCheckIn: z.boolean(),
  /** Why an admin refused the entry (or blocked the account); null otherwise. */
  reason: z.string().nullable(),
  /** When the runner moved up from the waitlist (epoch seconds), for the personal home to tell them; else null. */
  promotedAt: z.number().int().nullable(),
});
export type OwnEntry = z.infer<typeof ownEntrySchema>;

/** `GET /api/seasons/{year}/signup` (public; a session adds `checklist` and `entry`). */
export const signupStateSchema = signupSettingsSchema.extend({
  year: z.number().int(),
  phase: signupPhaseSchema,
  /** Check-in opened and the Round 1 draft is not made yet. */
  checkInOpen: z.boolean(),
  /** Registered plus checked-in entries. */
  registered: z.number().int(),
  waitlisted: z.number().int(),
  /** The rules page's current version. */
  rulesVersion: z.string(),
  checklist: z.array(checklistItemSchema).nullable(),
  entry: ownEntrySchema.nullable(),
});
export type SignupState = z.infer<typeof signupStateSchema>;

/** `POST /api/seasons/{year}/entries`. */
export const enterSeasonRequest = z.object({
  restreamConsent: restreamConsentSchema,
  rulesAccepted: z.literal(true, { error: 'rulesAccepted must be true: accept the rules to enter' }),
  personalBest: personalBestSchema.nullish(),
});
export type EnterSeasonRequest = z.output<typeof enterSeasonRequest>;
export const enterSeasonResponse = z.object({
  status: entryStatusSchema,
  position: z.number().int().optional(),
});
/** The 400 when the checklist is not met. */
export const unmetChecklistResponse = z.object({
  error: z.string(),
  unmet: z.array(checklistKeySchema),
});

export const withdrawResponse = z.object({ status: z.literal('withdrawn') });
export const checkInResponse = z.object({ status: z.literal('checked-in') });
export const acceptRulesRequest = z.object({
  rulesAccepted: z.literal(true, { error: 'rulesAccepted must be true' }),
});
export const acceptRulesResponse = z.object({ message: z.string(), rulesVersion: z.string() });

/** One row of Admin → Entrants (and of its CSV). */
export const adminEntrySchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: z.string().nullable(),
  status: entryStatusSchema,
  position: z.number().int().nullable(),
  seed: z.number().int().nullable(),
  seedSource: seedSourceSchema.nullable(),
  /** Null for a runner an admin added (no answers given). */
  restreamConsent: restreamConsentSchema.nullable(),
  personalBest: personalBestAnswer.nullable(),
  rulesVersion: z.string().nullable(),
  reason: z.string().nullable(),
  blocked: z.boolean(),
  enteredAt: z.number().int().nullable(),
  checkedInAt: z.number().int().nullable(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;
export const adminEntriesResponse = z.array(adminEntrySchema);

export const ENTRY_ACTIONS = ['refuse', 'block', 'unblock', 'promote', 'readmit', 'withdraw'] as const;
export const entryActionSchema = z.enum(ENTRY_ACTIONS);
export type EntryAction = z.infer<typeof entryActionSchema>;

export const entryParams = z.object({
  year: safeText.regex(/^\d{4}$/, { error: 'must be a year, e.g. 2027' }).transform(Number),
  userId: idSchema,
});

/** `PATCH /api/admin/seasons/{year}/entries/{userId}`: a reason is required to refuse or block. */
export const entryActionRequest = z
  .object({
    action: entryActionSchema,
    reason: safeText.trim().max(500).optional(),
  })
  .refine((body) => !(body.action === 'refuse' || body.action === 'block') || (body.reason ?? '').length > 0, {
    error: 'A reason is required to refuse or block.',
    path: ['reason'],
  });
export type EntryActionRequest = z.infer<typeof entryActionRequest>;

export const seedingResponse = z.object({ seeded: z.number().int() });
