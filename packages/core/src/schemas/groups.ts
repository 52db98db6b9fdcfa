/** Groups (rules §5): the Create Group form, and the answers of every /api/groups call. */
import { z } from 'zod';
import { bracketSchema, idSchema, raceResultSchema, roundSchema, userRefSchema } from './common.ts';
import { safeText } from './text.ts';

/** Where the tournament stands: a round in play, or 'completed' after the Final. */
export const currentRoundSchema = z.union([roundSchema, z.literal('completed')]);

/** An optional id field of a form: a blank select sends '' or null, and both mean "none chosen". */
export const optionalIdField = safeText
  .nullable()
  .optional()
  .transform((value) => value || undefined)
  .pipe(idSchema.optional());

export const RACERS_REQUIRED = 'Racer 1 and Racer 2 are required.';
export const RACER_CHOSEN_TWICE = 'A racer cannot be chosen twice.';

/** The shape of `POST /api/groups` without its rules; the server checks the rules itself to answer their exact message. */
export const createGroupFields = z.object({
  pot1UserId: optionalIdField,
  pot2UserId: optionalIdField,
  pot3UserId: optionalIdField,
});
export type CreateGroupFields = z.output<typeof createGroupFields>;

/** The first broken rule of a group form (rules §20), or null. Shared by the form and the server. */
export function createGroupProblem(input: CreateGroupFields): string | null {
  if (!input.pot1UserId || !input.pot2UserId) return RACERS_REQUIRED;
  const chosen = [input.pot1UserId, input.pot2UserId, input.pot3UserId].filter((id) => id !== undefined);
  if (new Set(chosen).size !== chosen.length) return RACER_CHOSEN_TWICE;
  return null;
}

/** `POST /api/groups` — one schema for the Create Groups form (racer 3 is optional, omitted if blank). */
export const createGroupRequest = createGroupFields.superRefine((input, context) => {
  const problem = createGroupProblem(input);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export type CreateGroupRequest = z.input<typeof createGroupRequest>;

export const groupSchema = z.object({
  _id: z.string(),
  groupNumber: z.number().int(),
  round: roundSchema,
  bracket: bracketSchema.nullable(),
  /** In pot order: pot 1 first. */
  members: z.array(userRefSchema),
  /** Epoch seconds of the group's active (non-cancelled) race, or null when none is scheduled. */
  raceStartTime: z.number().int().nullable(),
  /** The id of that race, or null: the Submit Race page shows the booked race and moves it (rules §6). */
  raceId: z.string().nullable(),
  /** Whether that race's result is recorded: it stops being a Pickems choice at once (rules §5, §10). */
  raceCompleted: z.boolean(),
  /**
   * That race's results in placing order once recorded (rules §5, §19), else empty. The server always sends it;
   * optional for callers written before it.
   */
  placing: z.array(raceResultSchema).optional(),
});
export type Group = z.infer<typeof groupSchema>;

/** `POST /api/groups` → 201. */
export const createGroupResponse = z.object({ message: z.string(), group: groupSchema });

/** `GET /api/groups`: every group of every round, by round order then group number; the page filters. */
export const groupsResponse = z.object({ currentRound: currentRoundSchema, groups: z.array(groupSchema) });
export type GroupsResponse = z.infer<typeof groupsResponse>;

/** `GET /api/groups/count`: how many groups the current round has. */
export const groupCountResponse = z.object({ count: z.number().int() });

/** `GET /api/groups/user/current` (runner): the caller's group of the current round; 404 when none. */
export const currentGroupResponse = groupSchema;
