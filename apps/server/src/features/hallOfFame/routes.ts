/**
 * Hall-of-fame links (admin): a historic place (named, no user id) counts as a trophy on a profile only
 * once an admin links it to its user; a display name never decides (docs/operations.md §6).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@pokered/core/schemas/common';
import {
  hallOfFameLinkRequest,
  hallOfFameLinksResponse,
  hallOfFameUnlinkRequest,
} from '@pokered/core/schemas/hallOfFameLinks';
import { requireUser } from '../../http/access.ts';
import { linkHallOfFamePlace, unlinkHallOfFamePlace } from './mutations.ts';
import { listHallOfFameLinks } from './queries.ts';

export const hallOfFameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/hall-of-fame-links',
    { config: { access: 'admin' }, schema: { response: { 200: hallOfFameLinksResponse } } },
    async () => listHallOfFameLinks(app.db),
  );

  app.post(
    '/admin/hall-of-fame-links',
    { config: { access: 'admin' }, schema: { body: hallOfFameLinkRequest, response: { 200: messageResponse } } },
    async (request) => linkHallOfFamePlace(app.db, requireUser(request).id, request.body),
  );

  app.post(
    '/admin/hall-of-fame-links/unlink',
    { config: { access: 'admin' }, schema: { body: hallOfFameUnlinkRequest, response: { 200: messageResponse } } },
    async (request) => unlinkHallOfFamePlace(app.db, requireUser(request).id, request.body),
  );
};
