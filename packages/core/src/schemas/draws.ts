/** Group draws (rules §13): the admin's draft calls and the public answers. */
import { z } from 'zod';
import { bracketSchema, idSchema, roundSchema } from './common.ts';

/** Bounds that keep a request small; the rules themselves (2 or 3 per group, everyone once) answer clearer messages. */
const MAX_RUNNERS = 5_000;
const MAX_GROUPS = 2_000;

/** `POST /api/admin/draws`: Round 1 may give the seeding order (every runner of the round once). */
export const createDrawRequest = z.object({ order: z.array(idSchema).max(MAX_RUNNERS).optional() });
export type CreateDrawRequest = z.infer<typeof createDrawRequest>;

export const drawnGroupSchema = z.object({
  bracket: bracketSchema,
  /** In pot order: pot 1 first. */
  members: z.array(idSchema).max(10),
});

/** `PUT /api/admin/draws/{id}`: the draft's groups rearranged by hand. */
export const editDrawRequest = z.object({ groups: z.array(drawnGroupSchema).min(1).max(MAX_GROUPS) });
export type EditDrawRequest = z.infer<typeof editDrawRequest>;

export const DRAW_STATUSES = ['draft', 'confirmed', 'dropped'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/**
 * A draw (rules §13, §28). Every draw is public from the moment it is made, so an admin cannot draw again unseen:
 * a draft shows everyone its `seedHash` and time, its `seed`, `order`, `groups` and `pastPairings` (empty for
 * non-admins) only once confirmed or dropped; a dropped draft stays public. `order` is each bracket's seeded list,
 * `pastPairings` the earlier pairings among the drawn runners the draw avoided (none in playoff rounds): with
 * `seed`, everything needed to recompute `groups` (unless `edited`). `draftsBefore`: how many other drafts of the
 * same round were made before this one (for a confirmed draw: all the others, every one of them dropped).
 */
export const drawSchema = z.object({
  _id: z.string(),
  round: roundSchema,
  status: z.enum(DRAW_STATUSES),
  seed: z.string().nullable(),
  seedHash: z.string(),
  order: z.array(z.object({ bracket: bracketSchema, runners: z.array(z.string()) })),
  groups: z.array(z.object({ bracket: bracketSchema, members: z.array(z.string()) })),
  pastPairings: z.array(z.tuple([z.string(), z.string()])),
  edited: z.boolean(),
  repeats: z.number().int(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  droppedAt: z.string().nullable(),
  draftsBefore: z.number().int().nonnegative(),
});
export type Draw = z.infer<typeof drawSchema>;

/** `GET /api/draws`: newest first. */
export const drawListResponse = z.array(drawSchema);
