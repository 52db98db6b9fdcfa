/** Users (rules §11): the runners list and the admin Add User call. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@pokered/core/schemas/common';
import { addUserRequest, runnersResponse } from '@pokered/core/schemas/users';
import { requireUser } from '../../http/access.ts';
import { addOrUpdateUser } from './mutations.ts';
import { listRunners } from './queries.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The contract spells it with a trailing slash (rules §11); the bare path answers the same.
  for (const url of ['/runners/', '/runners']) {
    app.get(
      url,
      { config: { access: 'public', cache: 'shared' }, schema: { response: { 200: runnersResponse } } },
      async () => listRunners(app.db),
    );
  }

  app.post(
    '/admin/add-user',
    { config: { access: 'admin' }, schema: { body: addUserRequest, response: { 200: messageResponse } } },
    async (request) => addOrUpdateUser(app.db, requireUser(request).id, request.body),
  );
};
