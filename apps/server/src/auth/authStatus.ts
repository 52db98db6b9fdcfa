import type { AuthStatus } from '@pokered/core/schemas/auth';
import type { SessionUser } from '../http/types.ts';

/** The `/auth-status` shape the original front end expects (rules §2). */
export function toAuthStatus(user: SessionUser): AuthStatus {
  return {
    _id: user.id,
    username: user.discordUsername,
    global_name: user.globalName,
    displayName: user.displayName,
    photos: user.avatarUrl ? [{ value: user.avatarUrl }] : [],
    role: user.role,
    isAdmin: user.isAdmin,
  };
}
