/**
 * Discord OAuth2 (authorization code + PKCE, scope identify). Endpoints derive from DISCORD_BASE_URL,
 * so tests point them at a fake provider and exercise this real code path.
 */
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import type { Env } from '../env.ts';
import type { DiscordProfile } from './loginUser.ts';
import { hasForbiddenCharacters } from '@pokered/core/schemas/text';

const discordUser = z.object({
  id: z.string().regex(/^\d{1,25}$/),
  // Checked against the username rule at login (loginUser.ts), so that a bad one is refused and audited there.
  username: z.string().min(1).max(256),
  global_name: z.string().nullish(),
  avatar: z.string().nullish(),
});

export interface DiscordOAuth {
  start(): { url: URL; state: string; codeVerifier: string };
  finish(code: string, codeVerifier: string): Promise<DiscordProfile>;
}

export function createDiscordOAuth(env: Env): DiscordOAuth | null {
  if (!env.DISCORD_CLIENT_ID || !env.DISCORD_CLIENT_SECRET) return null;
  const base = env.DISCORD_BASE_URL.replace(/\/$/, '');
  const client = new OAuth2Client(
    env.DISCORD_CLIENT_ID,
    env.DISCORD_CLIENT_SECRET,
    `${env.publicUrl}/auth/discord/callback`,
  );
  return {
    start() {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        `${base}/oauth2/authorize`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['identify'],
      );
      return { url, state, codeVerifier };
    },
    async finish(code, codeVerifier) {
      const tokens = await client.validateAuthorizationCode(`${base}/api/oauth2/token`, code, codeVerifier);
      const response = await fetch(`${base}/api/users/@me`, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Discord profile request failed with ${String(response.status)}`);
      const user = discordUser.parse(await response.json());
      return {
        username: user.username,
        // Discord's display name becomes ours at first login: one with a control character or a text-direction
        // override (rules §1) is dropped, and the username (checked by the username rule) stands in for it.
        globalName: user.global_name && !hasForbiddenCharacters(user.global_name) ? user.global_name : null,
        discordId: user.id,
        avatarUrl: user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : null,
      };
    },
  };
}
