import type { ResponseSchema } from '../api/http';

// Hand-written validation (no zod) keeps the eagerly loaded shell small.

export const ROLES = ['runner', 'commentator'] as const;
export type Role = (typeof ROLES)[number];

/** The logged-in user as `GET /auth-status` answers it. */
export interface AuthUser {
  _id: string;
  /** Discord username. */
  username: string;
  global_name: string | null;
  displayName: string;
  /** The first photo's `value` is the avatar URL. */
  photos: { value: string }[];
  role: Role;
  isAdmin: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRole(value: unknown): value is Role {
  return value === 'runner' || value === 'commentator';
}

/** Reads an auth-status answer; `null` when it is not a user. Optional parts fall back to safe defaults. */
export function parseAuthUser(value: unknown): AuthUser | null {
  if (!isRecord(value)) return null;
  const { _id, username, displayName, role, global_name: globalName, photos, isAdmin } = value;
  if (typeof _id !== 'string' || typeof username !== 'string' || typeof displayName !== 'string') return null;
  if (!isRole(role)) return null;
  return {
    _id,
    username,
    global_name: typeof globalName === 'string' ? globalName : null,
    displayName,
    photos: Array.isArray(photos)
      ? photos.flatMap((photo) => (isRecord(photo) && typeof photo.value === 'string' ? [{ value: photo.value }] : []))
      : [],
    role,
    // Only a real `true` makes an admin.
    isAdmin: isAdmin === true,
  };
}

export const authUserSchema: ResponseSchema<AuthUser> = {
  safeParse(data) {
    const user = parseAuthUser(data);
    return user ? { success: true, data: user } : { success: false, error: new TypeError('Not a user') };
  },
};

/** The avatar URL of a user, if any. */
export function avatarUrl(user: Pick<AuthUser, 'photos'>): string | undefined {
  const value = user.photos[0]?.value;
  return value ? value : undefined;
}
