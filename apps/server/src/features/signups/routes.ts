/**
 * Sign-ups (rules §38): the season's sign-up state (public; a session adds the caller's checklist and entry) and the
 * runner's own writes. The admin's Entrants page and the seeding are in admin/ and seeding/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonYearParams } from '@pokered/core/schemas/seasonSettings';
import {
  acceptRulesRequest,
  acceptRulesResponse,
  checkInResponse,
  enterSeasonRequest,
  enterSeasonResponse,
  signupStateSchema,
  unmetChecklistResponse,
  withdrawResponse,
} from '@pokered/core/schemas/signups';
import { requireUser } from '../../http/access.ts';
import { acceptRules, checkIn, enterSeason, withdrawSelf } from './mutations.ts';
import { readSignupState } from './queries.ts';
import { signupAdminRoutes } from './admin/routes.ts';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:year/signup',
    {
      // Not cached: a session's answer holds the caller's own entry.
      config: { access: 'public' },
      schema: { params: seasonYearParams, response: { 200: signupStateSchema } },
    },
    async (request) => readSignupState(app.db, request.params.year, request.user?.id ?? null),
  );

  app.post(
    '/seasons/:year/entries',
    {
      config: { access: 'user' },
      schema: {
        params: seasonYearParams,
        body: enterSeasonRequest,
        // Every other 400 (bad input) is `{error}` alone.
        response: { 201: enterSeasonResponse, 400: unmetChecklistResponse.partial({ unmet: true }) },
      },
    },
    async (request, reply) => {
      const result = await enterSeason(app.db, requireUser(request).id, request.params.year, request.body);
      if (result.kind === 'unmet') {
        const names = { racetime: 'link your racetime.gg account', country: 'choose your country' };
        return reply.code(400).send({
          error: `Before you enter, ${result.unmet.map((key) => names[key as keyof typeof names]).join(' and ')}.`,
          unmet: result.unmet,
        });
      }
      const { status, position } = result;
      return reply.code(201).send(position === undefined ? { status } : { status, position });
    },
  );

  app.delete(
    '/seasons/:year/entries/me',
    {
      config: { access: 'user' },
      schema: { params: seasonYearParams, response: { 200: withdrawResponse } },
    },
    async (request) => withdrawSelf(app.db, requireUser(request).id, request.params.year),
  );

  app.post(
    '/seasons/:year/entries/me/check-in',
    {
      config: { access: 'user' },
      schema: { params: seasonYearParams, response: { 200: checkInResponse } },
    },
    async (request) => checkIn(app.db, requireUser(request).id, request.params.year),
  );

  app.post(
    '/seasons/:year/entries/me/rules',
    {
      config: { access: 'user' },
      schema: { params: seasonYearParams, body: acceptRulesRequest, response: { 200: acceptRulesResponse } },
    },
    async (request) => acceptRules(app.db, requireUser(request).id, request.params.year),
  );

  await app.register(signupAdminRoutes);
};
