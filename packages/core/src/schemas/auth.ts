import { z } from 'zod';
import { roleSchema } from './common.ts';

/** GET /auth-status (rules §2). */
export const authStatusResponse = z.object({
  _id: z.string(),
  username: z.string(),
  global_name: z.string().nullable(),
  displayName: z.string(),
  photos: z.array(z.object({ value: z.string() })),
  role: roleSchema,
  isAdmin: z.boolean(),
});
export type AuthStatus = z.infer<typeof authStatusResponse>;

/** POST /logout (rules §2). */
export const logoutResponse = z.object({ ok: z.literal(true) });
