/** A user's Discord identity (rules §2): admins can unbind it so that the next login binds again. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '@pokered/core/schemas/common';
import { requireUser } from '../../http/access.ts';
import { unbindDiscord } from './mutations.ts';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/users/:id/unbind-discord',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => unbindDiscord(app.db, requireUser(request).id, request.params.id),
  );
};
