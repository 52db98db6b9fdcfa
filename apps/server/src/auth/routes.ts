/** Login, callback, auth status and logout, at the host root (rules §1, §2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authStatusResponse } from '@pokered/core/schemas/auth';
import { discordUsernameSchema } from '@pokered/core/schemas/users';
import { badRequest } from '../http/errors.ts';
import { LOGIN_LIMIT, enforce } from '../http/rateLimit.ts';
import { ensureXsrfCookie } from '../http/csrf.ts';
import { createDiscordOAuth } from './discord.ts';
import { upsertLoginUser } from './loginUser.ts';
import { clearSessionCookie, createSession, deleteSession, sessionIdOf, setSessionCookie } from './sessions.ts';
import { devLoginPage } from './devLoginPage.ts';
import { toAuthStatus } from './authStatus.ts';

const STATE_COOKIE = 'oauth_state';
const VERIFIER_COOKIE = 'oauth_verifier';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, db } = app;
  const secure = env.NODE_ENV === 'production';
  const oauth = createDiscordOAuth(env);
  const devLogin = !oauth && env.NODE_ENV !== 'production';
  const limitLogin = async (ip: string, reply: Parameters<typeof enforce>[1]) => {
    if (env.RATE_LIMITS === 'on') await enforce(db, reply, `login:${ip}`, LOGIN_LIMIT);
  };

  async function logIn(reply: Parameters<typeof setSessionCookie>[0], profile: Parameters<typeof upsertLoginUser>[1]) {
    const userId = await upsertLoginUser(db, profile, env.ADMIN_DISCORD_USERNAMES);
    setSessionCookie(reply, await createSession(db, userId), secure);
  }

  app.get('/login', { config: { access: 'public' } }, async (request, reply) => {
    await limitLogin(request.ip, reply);
    if (oauth) {
      const { url, state, codeVerifier } = oauth.start();
      const cookie = { path: '/auth', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: 600 };
      reply.setCookie(STATE_COOKIE, state, cookie).setCookie(VERIFIER_COOKIE, codeVerifier, cookie);
      return reply.redirect(url.toString());
    }
    const token = ensureXsrfCookie(request, reply, secure);
    return reply.type('text/html; charset=utf-8').send(devLoginPage(token));
  });

  app.get(
    '/auth/discord/callback',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({
          code: z.string().max(512).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      await limitLogin(request.ip, reply);
      if (!oauth) throw badRequest('Discord login is not configured on this server.');
      const { code, state } = request.query;
      const expected = request.cookies[STATE_COOKIE];
      const verifier = request.cookies[VERIFIER_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/auth' }).clearCookie(VERIFIER_COOKIE, { path: '/auth' });
      if (!code || !state || !expected || !verifier || state !== expected) {
        throw badRequest(
          'Login failed: the login request expired or was not started here. Please try logging in again.',
        );
      }
      let profile;
      try {
        profile = await oauth.finish(code, verifier);
      } catch (error) {
        request.log.warn({ err: { message: (error as Error).message } }, 'discord login failed');
        throw badRequest('Login with Discord failed. Please try again.');
      }
      await logIn(reply, profile);
      return reply.redirect('/');
    },
  );

  if (devLogin) {
    // Development only: log in as anyone by Discord username. Form-encoded, so parse it in this scope only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    app.post(
      '/login/dev',
      {
        config: { access: 'public' },
        schema: { body: z.object({ username: discordUsernameSchema, _xsrf: z.string().optional() }) },
      },
      async (request, reply) => {
        await limitLogin(request.ip, reply);
        await logIn(reply, { username: request.body.username, globalName: null, discordId: null, avatarUrl: null });
        return reply.redirect('/');
      },
    );
  }

  app.get(
    '/auth-status',
    { config: { access: 'public' }, schema: { response: { 200: authStatusResponse, 401: z.null() } } },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send(null);
      return toAuthStatus(request.user);
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      const id = sessionIdOf(request);
      if (id) await deleteSession(db, id);
      clearSessionCookie(reply, secure);
      return { ok: true as const };
    },
  );
};
