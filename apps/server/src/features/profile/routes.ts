/** The profile page and the settings page (rules §11). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@pokered/core/schemas/common';
import { NO_USER_FOUND } from '@pokered/core/profileMessages';
import { homeResponse } from '@pokered/core/schemas/home';
import { discordUsernameParams, profileResponse } from '@pokered/core/schemas/profile';
import { countryRequest, displayNameRequest, pronounsRequest } from '@pokered/core/schemas/users';
import { requireUser } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { viewerOf } from '../races/queries.ts';
import { loadHome } from './home/queries.ts';
import { updateCountry, updateDisplayName, updatePronouns } from './mutations.ts';
import { findProfileById, findProfileByUsername } from './queries.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Static segments win over the parameter in Fastify's router, so this never looks up a user named "profile".
  app.get(
    '/user/profile/me',
    { config: { access: 'user' }, schema: { response: { 200: profileResponse } } },
    async (request) => {
      const user = requireUser(request);
      const profile = await findProfileById(app.db, user.id, viewerOf(user));
      if (!profile) throw notFound(NO_USER_FOUND);
      return profile;
    },
  );

  // rules §19: the personal home. Not under /user/, where it would hide the profile of a user named "home".
  app.get('/home', { config: { access: 'user' }, schema: { response: { 200: homeResponse } } }, async (request) =>
    loadHome(app.db, requireUser(request), Math.floor(Date.now() / 1000)),
  );

  app.get(
    '/user/:discordUsername',
    { config: { access: 'public' }, schema: { params: discordUsernameParams, response: { 200: profileResponse } } },
    async (request) => {
      const profile = await findProfileByUsername(app.db, request.params.discordUsername, viewerOf(request.user));
      if (!profile) throw notFound(NO_USER_FOUND);
      return profile;
    },
  );

  app.post(
    '/user/displayName',
    { config: { access: 'user' }, schema: { body: displayNameRequest, response: { 200: messageResponse } } },
    async (request) => updateDisplayName(app.db, requireUser(request).id, request.body.displayName),
  );

  app.post(
    '/user/pronouns',
    { config: { access: 'user' }, schema: { body: pronounsRequest, response: { 200: messageResponse } } },
    async (request) => updatePronouns(app.db, requireUser(request).id, request.body.pronouns),
  );

  app.post(
    '/user/country',
    { config: { access: 'user' }, schema: { body: countryRequest, response: { 200: messageResponse } } },
    async (request) => updateCountry(app.db, requireUser(request).id, request.body.country),
  );
};
