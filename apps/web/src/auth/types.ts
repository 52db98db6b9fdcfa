import * as z from 'zod/mini';

// zod/mini (tree-shakable) keeps the eagerly loaded shell small.

export const ROLES = ['runner', 'commentator'] as const;
export type Role = (typeof ROLES)[number];

/** The logged-in user as `GET /auth-status` answers it. */
export const authUserSchema = z.object({
  _id: z.string(),
  /** Discord username. */
  username: z.string(),
  global_name: z.catch(z.nullable(z.string()), null),
  displayName: z.string(),
  /** The first photo's `value` is the avatar URL. */
  photos: z.catch(z.array(z.object({ value: z.string() })), []),
  role: z.enum(ROLES),
  isAdmin: z.catch(z.boolean(), false),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The avatar URL of a user, if any. */
export function avatarUrl(user: Pick<AuthUser, 'photos'>): string | undefined {
  const value = user.photos[0]?.value;
  return value ? value : undefined;
}
