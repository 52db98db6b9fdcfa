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

export const DRAW_STATUSES = ['draft', 'confirmed'] as const;

/**
 * A draw. Public once confirmed; a draft is seen by admins only, and its `seed` stays null until confirmed.
 * `order` is each bracket's seeded list, `pastPairings` the earlier pairings among the drawn runners the draw
 * avoided (none in playoff rounds): with `seed`, everything needed to recompute `groups` (unless `edited`).
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
});
export type Draw = z.infer<typeof drawSchema>;

/** `GET /api/draws`: newest first. */
export const drawListResponse = z.array(drawSchema);
