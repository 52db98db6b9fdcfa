import { useMutation } from '@tanstack/react-query';
import { api } from '../urls';
import { http } from './http';
import { getProfile } from './profile';

/**
 * Unbinds a user's Discord account by Discord username (rules §2): the profile gives the user's id, then
 * POST /api/admin/users/{id}/unbind-discord (admin) → {message}. The user's next login binds again.
 */
export async function unbindDiscordByUsername(discordUsername: string): Promise<{ message: string }> {
  const profile = await getProfile(discordUsername.trim().toLowerCase());
  return http.post(api.admin.unbindDiscord(profile._id));
}

export function useUnbindDiscord() {
  return useMutation({ mutationFn: unbindDiscordByUsername });
}
