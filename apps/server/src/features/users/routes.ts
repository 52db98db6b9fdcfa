/** Users (rules §11): the runners list and the admin Add User call. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '@pokered/core/schemas/common';
import { addUserRequest, runnersResponse } from '@pokered/core/schemas/users';
import { requireUser } from '../../http/access.ts';
import { addOrUpdateUser, setWithdrawn } from './mutations.ts';
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
  // rules §8: withdrawal and reinstatement, audited.
  for (const [action, withdrawn] of [
    ['withdraw', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      { config: { access: 'admin' }, schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => setWithdrawn(app.db, requireUser(request).id, request.params.id, withdrawn),
    );
  }
};
