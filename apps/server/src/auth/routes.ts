/** Login, callback, auth status and logout, at the host root (rules §1, §2). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authStatusResponse, logoutResponse } from '@pokered/core/schemas/auth';
import { safeText } from '@pokered/core/schemas/text';
import { discordUsernameSchema } from '@pokered/core/schemas/users';
import { RETURN_TO_REFUSED, safeReturnTo } from '@pokered/core/returnTo';
import { badRequest, forbidden } from '../http/errors.ts';
import { LOGIN_LIMIT, enforce } from '../http/rateLimit.ts';
import { ensureXsrfCookie, newAnonymousXsrfToken, sessionXsrfToken, setXsrfCookie } from '../http/csrf.ts';
import { createDiscordOAuth } from './discord.ts';
import { isLoopbackClient } from './devLoginAccess.ts';
import { logInDevelopmentUser, logInDiscordUser } from './loginUser.ts';
import { clearSessionCookie, createSession, deleteSession, sessionIdOf, setSessionCookie } from './sessions.ts';
import { DEMO_ACCOUNTS, devLoginPage } from './devLoginPage.ts';
import { existingUsernames } from '../features/users/queries.ts';
import { toAuthStatus } from './authStatus.ts';

/** Where a refused Discord login lands (rules §2): the home page says to contact @organizers. */
export const LOGIN_REFUSED_URL = '/?login=refused';

/** rules §29: no returnTo comes back to Home; one that is not a path on this site is refused, never followed. */
function checkedReturnTo(value: string | undefined): string {
  if (value === undefined || value === '') return '/';
  const path = safeReturnTo(value);
  if (path === null) throw badRequest(RETURN_TO_REFUSED);
  return path;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, db } = app;
  const secure = env.NODE_ENV === 'production';
  // `__Host-` in production: the cookie then needs Path=/, so the short-lived OAuth cookies travel on every request
  // for their 10 minutes, a price worth a state that no sibling subdomain can plant (a login CSRF).
  const stateCookie = secure ? '__Host-oauth_state' : 'oauth_state';
  const verifierCookie = secure ? '__Host-oauth_verifier' : 'oauth_verifier';
  const oauthCookiePath = secure ? '/' : '/auth';
  // rules §29: the page the login started from, carried through Discord beside the state.
  const returnCookie = secure ? '__Host-oauth_return' : 'oauth_return';
  const oauth = createDiscordOAuth(env);
  if (env.devLogin)
    app.log.warn(
      'The development login is ON: anyone who can reach this server on loopback can log in as anyone, admins ' +
        'included. Configure DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET for a real deployment.',
    );
  const limitLogin = async (ip: string, reply: Parameters<typeof enforce>[1]) => {
    if (env.RATE_LIMITS === 'on') await enforce(db, reply, `login:${ip}`, LOGIN_LIMIT);
  };

  /**
   * A new session, and the XSRF token bound to it (the token before login stops working). A session the browser
   * still held ends (rules §27): a login always rotates the id, so an id planted or read before it is worth nothing.
   */
  async function openSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const previous = sessionIdOf(request, secure);
    if (previous) await deleteSession(db, previous);
    const sessionId = await createSession(db, userId);
    setSessionCookie(reply, sessionId, secure);
    setXsrfCookie(reply, sessionXsrfToken(env.sessionSecret, sessionId), secure);
  }

  /** rules §2: the development login answers loopback clients only, never through a proxy. */
  function refuseRemoteDevLogin(request: Parameters<typeof isLoopbackClient>[0]) {
    if (!isLoopbackClient(request))
      throw forbidden('The development login answers only this machine (loopback, no proxy).');
  }

  app.get(
    '/login',
    { config: { access: 'public' }, schema: { querystring: z.object({ returnTo: safeText.max(4096).optional() }) } },
    async (request, reply) => {
      const returnTo = checkedReturnTo(request.query.returnTo);
      await limitLogin(request.ip, reply);
      if (oauth) {
        const { url, state, codeVerifier } = oauth.start();
        const cookie = { path: oauthCookiePath, httpOnly: true, sameSite: 'lax' as const, secure, maxAge: 600 };
        reply.setCookie(stateCookie, state, cookie).setCookie(verifierCookie, codeVerifier, cookie);
        if (returnTo === '/') reply.clearCookie(returnCookie, { path: oauthCookiePath, secure });
        else reply.setCookie(returnCookie, returnTo, cookie);
        return reply.redirect(url.toString());
      }
      if (!env.devLogin)
        throw forbidden(
          'Login is not available: Discord is not configured, and the development login is off on this interface (DEV_LOGIN).',
        );
      refuseRemoteDevLogin(request);
      const token = ensureXsrfCookie(request, reply, env.sessionSecret, secure);
      const demoAccounts = await existingUsernames(
        app.db,
        DEMO_ACCOUNTS.map(([username]) => username),
      );
      return reply.type('text/html; charset=utf-8').send(devLoginPage(token, demoAccounts, returnTo));
    },
  );

  app.get(
    '/auth/discord/callback',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({
          code: safeText.max(512).optional(),
          state: safeText.max(512).optional(),
          error: safeText.max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      await limitLogin(request.ip, reply);
      if (!oauth) throw badRequest('Discord login is not configured on this server.');
      const { code, state } = request.query;
      const expected = request.cookies[stateCookie];
      const verifier = request.cookies[verifierCookie];
      // Checked again: a cookie is input too.
      const returnTo = safeReturnTo(request.cookies[returnCookie]) ?? '/';
      const clearing = { path: oauthCookiePath, secure };
      reply
        .clearCookie(stateCookie, clearing)
        .clearCookie(verifierCookie, clearing)
        .clearCookie(returnCookie, clearing);
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
      const outcome = await logInDiscordUser(db, profile, {
        ids: env.ADMIN_DISCORD_IDS,
        usernames: env.ADMIN_DISCORD_USERNAMES,
      });
      if ('refused' in outcome) {
        request.log.warn({ discordId: profile.discordId }, 'discord login refused');
        return reply.redirect(LOGIN_REFUSED_URL);
      }
      await openSession(request, reply, outcome.userId);
      return reply.redirect(returnTo);
    },
  );

  if (env.devLogin) {
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
        schema: {
          body: z.object({
            username: discordUsernameSchema,
            _xsrf: safeText.optional(),
            returnTo: safeText.max(4096).optional(),
          }),
        },
      },
      async (request, reply) => {
        refuseRemoteDevLogin(request);
        const returnTo = checkedReturnTo(request.body.returnTo);
        await limitLogin(request.ip, reply);
        await openSession(
          request,
          reply,
          await logInDevelopmentUser(db, request.body.username, env.ADMIN_DISCORD_USERNAMES),
        );
        return reply.redirect(returnTo);
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
    { config: { access: 'public' }, schema: { response: { 200: logoutResponse } } },
    async (request, reply) => {
      const id = sessionIdOf(request, secure);
      if (id) await deleteSession(db, id);
      clearSessionCookie(reply, secure);
      // The session's token dies with it: a fresh pre-session token takes over.
      setXsrfCookie(reply, newAnonymousXsrfToken(env.sessionSecret), secure);
      return { ok: true as const };
    },
  );
};
